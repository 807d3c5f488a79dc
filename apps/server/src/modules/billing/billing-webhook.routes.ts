import { WebhookAck } from '@inroad/contracts/billing';
import { ErrorBody } from '@inroad/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type StripeClient, verifyWebhookEvent } from '../../platform/billing/stripe-client.ts';
import { applyWebhookEvent } from './billing.service.ts';

export const WEBHOOK_PATH = '/billing/webhook';

/**
 * Stripe's webhook: no session (Stripe is the caller, proven by the signature over the raw body), so it lives in
 * its own scope whose JSON parser keeps the bytes as they came.
 */
export function registerBillingWebhook(
  app: FastifyInstance,
  { db, config, stripe }: { db: Db; config: Pick<Config, 'stripe'>; stripe: StripeClient | null },
): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(WEBHOOK_PATH, {
      schema: {
        summary: "Stripe's events about payment methods (signed with STRIPE_WEBHOOK_SECRET)",
        response: { 200: WebhookAck, '4xx': ErrorBody, '5xx': ErrorBody },
      },
      handler: async (request) => {
        const secret = config.stripe.webhookSecret;
        if (!stripe || !secret) {
          throw new AppError('UNAVAILABLE', 'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET');
        }
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !signature) {
          throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
        }
        if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Send the event as application/json');
        let event: ReturnType<typeof verifyWebhookEvent>;
        try {
          event = verifyWebhookEvent(stripe, request.body, signature, secret);
        } catch (error) {
          request.log.warn({ err: error }, 'Stripe webhook with a bad signature');
          throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
        }
        const applied = await applyWebhookEvent({ db, event });
        return { received: true as const, duplicate: !applied };
      },
    });
  });
}
