import { getAppConfig } from '@inroad/contracts/app-config';
import { EXTENSION_ID } from '@inroad/contracts/extension';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { publicRoute } from '../../http/route.ts';
import { billingEnabled } from '../../platform/billing/stripe-client.ts';
import { createAreaOpen, onLocalHost } from './create-area.ts';

export function registerAppConfigRoutes(app: FastifyInstance, { config }: AppContext): void {
  publicRoute(app, getAppConfig, async ({ request }) => {
    return {
      createArea: createAreaOpen(request, config),
      localDevelopmentHost: onLocalHost(request, config),
      ai: { engine: config.ai.baseUrl && config.ai.model ? ('model' as const) : ('local' as const) },
      emailFinder: config.hunter.apiKey ? ('hunter' as const) : ('builtin' as const),
      billing: billingEnabled(config),
      stripePublishableKey: billingEnabled(config) ? (config.stripe.publishableKey ?? null) : null,
      extensionId: EXTENSION_ID,
    };
  });
}
