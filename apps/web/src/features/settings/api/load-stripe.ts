import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when asked, not as soon as this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';

const loading = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for the installation's publishable key, loaded once per page; a failed load may be retried. */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let promise = loading.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      loading.delete(publishableKey);
      throw error;
    });
    loading.set(publishableKey, promise);
  }
  return promise;
}
