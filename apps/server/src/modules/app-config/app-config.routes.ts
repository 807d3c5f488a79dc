import { getAppConfig } from '@inroad/contracts/app-config';
import { EXTENSION_ID } from '@inroad/contracts/extension';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isLocalHost } from '../../http/local-host.ts';
import { publicRoute } from '../../http/route.ts';
import { billingEnabled } from '../../platform/billing/stripe-client.ts';

export function registerAppConfigRoutes(app: FastifyInstance, { config }: AppContext): void {
  publicRoute(app, getAppConfig, async ({ request }) => {
    const local = isLocalHost(request.hostname.replace(/:\d+$/, ''), config.localHosts);
    return {
      createArea: config.createArea === 'on' || (config.createArea === 'local' && local),
      localDevelopmentHost: local,
      ai: { engine: config.ai.baseUrl && config.ai.model ? ('model' as const) : ('local' as const) },
      emailFinder: config.hunter.apiKey ? ('hunter' as const) : ('builtin' as const),
      billing: billingEnabled(config),
      stripePublishableKey: billingEnabled(config) ? (config.stripe.publishableKey ?? null) : null,
      extensionId: EXTENSION_ID,
    };
  });
}
