import type { Config } from '../../config.ts';
import type { IntegrationRow } from '../integrations/integrations.queries.ts';
import { linkedInPublisher } from './linkedin-publisher.ts';
import type { NetworkPublisher } from './network-publisher.ts';
import { redditPublisher } from './reddit-publisher.ts';

/** The publisher of an integration's network, acting as its account with an access token already usable. */
export function publisherOfIntegration(
  config: Pick<Config, 'networks'>,
  integration: Pick<IntegrationRow, 'platform' | 'accountId'>,
  accessToken: string,
): NetworkPublisher {
  return integration.platform === 'linkedin'
    ? linkedInPublisher({ ...config.networks.linkedin, accessToken, memberId: integration.accountId })
    : redditPublisher({ ...config.networks.reddit, accessToken, username: integration.accountId });
}
