import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { billingEnabled, createStripeClient, isMissingResource, stripeFailure } from './stripe-client.ts';

const config = (stripe: Partial<Parameters<typeof createStripeClient>[0]['stripe']>) => ({
  stripe: { apiBase: 'https://api.stripe.com', paymentMethodsCacheSeconds: 60, ...stripe },
});

describe('Stripe client', () => {
  it('is on only with both keys', () => {
    expect(billingEnabled(config({ secretKey: 'sk_test_x' }))).toBe(false);
    expect(billingEnabled(config({ publishableKey: 'pk_test_x' }))).toBe(false);
    expect(createStripeClient(config({ secretKey: 'sk_test_x' }))).toBeNull();
    expect(createStripeClient(config({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' }))).toBeInstanceOf(Stripe);
  });

  it("maps Stripe's errors to clear answers", () => {
    const card = stripeFailure(new Stripe.errors.StripeCardError({ message: 'Your card was declined.' }), 'x');
    expect([card.status, card.message]).toEqual([400, 'Your card was declined.']);
    const offline = stripeFailure(
      new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' }),
      'list invoices',
    );
    expect([offline.status, offline.message]).toEqual([
      502,
      'Could not reach Stripe to list invoices; try again shortly',
    ]);
    const busy = stripeFailure(new Stripe.errors.StripeRateLimitError({ message: 'Too many' }), 'x');
    expect([busy.status, busy.retryAfterSeconds]).toEqual([429, 60]);
    const down = stripeFailure(new Stripe.errors.StripeAPIError({ message: 'Something went wrong' }), 'list invoices');
    expect([down.status, down.message]).toEqual([502, 'Stripe could not list invoices: Something went wrong']);
    const other = stripeFailure(new Error('boom'), 'list invoices');
    expect([other.status, other.message]).toEqual([502, 'Stripe could not list invoices; try again shortly']);
    const own = new AppError('NOT_FOUND', 'Payment method not found');
    expect(stripeFailure(own, 'x')).toBe(own);
    expect(
      isMissingResource(new Stripe.errors.StripeInvalidRequestError({ code: 'resource_missing', message: 'No such' })),
    ).toBe(true);
  });
});
