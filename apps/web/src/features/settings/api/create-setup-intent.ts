import { BILLING_MESSAGES, createSetupIntent } from '@inroad/contracts/billing';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export function startSetupIntent() {
  // The payment form words its own failures (spec §8), so the generic notification is off.
  return apiRequest(createSetupIntent, { notify: false });
}

/**
 * The payment form's error (spec §8): the payment provider's message, else the server's, else the spec's fallback.
 */
export function paymentFormError({ provider, server }: { provider?: string | null; server?: unknown }): string {
  const fromProvider = provider?.trim();
  if (fromProvider) return fromProvider;
  const fromServer = server instanceof ApiError ? server.serverMessage?.trim() : undefined;
  return fromServer || BILLING_MESSAGES.paymentFormFailed;
}
