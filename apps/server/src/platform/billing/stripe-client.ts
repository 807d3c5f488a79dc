import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

export type StripeClient = Stripe;

/** Billing is on when both of Stripe's keys are set; the plan cards need neither. */
export function billingEnabled(config: Pick<Config, 'stripe'>): boolean {
  return Boolean(config.stripe.secretKey && config.stripe.publishableKey);
}

/**
 * The official SDK pointed at STRIPE_API_BASE (Stripe itself unless a test points it at a fake on loopback);
 * null when billing is off.
 */
export function createStripeClient(config: Pick<Config, 'stripe'>): StripeClient | null {
  if (!billingEnabled(config) || !config.stripe.secretKey) return null;
  const base = new URL(config.stripe.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.stripe.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Inroad' },
  });
}

/** Verifies a webhook's signature and parses it; throws Stripe's signature error when it does not match. */
export function verifyWebhookEvent(stripe: StripeClient, rawBody: Buffer, signature: string, secret: string) {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** A Stripe "No such …" answer: the object does not exist (or not for this account). */
export function isMissingResource(error: unknown): boolean {
  return isStripeError(error) && error.code === 'resource_missing';
}

/**
 * Stripe has no such customer: deleted in the Dashboard, or the keys moved to another account (test to live). The
 * customer Inroad kept is then of no use and is replaced.
 */
export function isMissingCustomer(error: unknown): boolean {
  return isMissingResource(error) && (error as Stripe.errors.StripeError).message.startsWith('No such customer');
}

/**
 * Stripe's failures as the API's errors: a refused card keeps Stripe's own wording (400), anything else on
 * Stripe's side is a 502 that says what to check; never a bare 500.
 */
export function stripeFailure(error: unknown, action: string): AppError {
  if (error instanceof AppError) return error;
  if (!isStripeError(error))
    return new AppError('BAD_GATEWAY', `Stripe could not ${action}; try again shortly`, { cause: error });
  if (error instanceof Stripe.errors.StripeCardError)
    return new AppError('BAD_REQUEST', error.message, { cause: error });
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new AppError('BAD_GATEWAY', 'Stripe refused the configured key; check STRIPE_SECRET_KEY', { cause: error });
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new AppError('RATE_LIMITED', 'Stripe is busy; try again in a minute', {
      cause: error,
      retryAfterSeconds: 60,
    });
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new AppError('BAD_GATEWAY', `Could not reach Stripe to ${action}; try again shortly`, { cause: error });
  }
  const detail = error.message ? `: ${error.message}` : '';
  return new AppError('BAD_GATEWAY', `Stripe could not ${action}${detail}`, { cause: error });
}
