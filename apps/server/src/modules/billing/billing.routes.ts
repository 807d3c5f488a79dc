import {
  createSetupIntent,
  deletePaymentMethod,
  getBillingUsage,
  listInvoices,
  listPaymentMethods,
} from '@inroad/contracts/billing';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { createStripeClient } from '../../platform/billing/stripe-client.ts';
import * as service from './billing.service.ts';
import { registerBillingWebhook } from './billing-webhook.routes.ts';

/** Creating SetupIntents costs a call to Stripe each; a person adds a card a few times, not hundreds. */
const SETUP_INTENT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

export function registerBillingRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const stripe = createStripeClient(config);
  const deps = (userId: string) => ({ db, stripe, config, userId });

  authedRoute(app, listPaymentMethods, async ({ userId }) => ({
    paymentMethods: await service.listPaymentMethods(deps(userId)),
  }));
  authedRoute(app, createSetupIntent, ({ userId }) => service.createSetupIntent(deps(userId)), {
    config: { rateLimit: { ...SETUP_INTENT_RATE_LIMIT, keyGenerator: (request) => request.userId ?? request.ip } },
  });
  authedRoute(app, deletePaymentMethod, async ({ userId, body }) => {
    await service.deletePaymentMethod({ ...deps(userId), stripeId: body.stripeId });
    return { status: 'success' as const };
  });
  authedRoute(app, listInvoices, async ({ userId }) => ({ invoices: await service.listInvoices(deps(userId)) }));
  authedRoute(app, getBillingUsage, ({ userId }) =>
    service.getBillingUsage({ db, userId, mediaQuotaBytes: config.media.quotaBytes }),
  );
  registerBillingWebhook(app, { db, config, stripe });
}
