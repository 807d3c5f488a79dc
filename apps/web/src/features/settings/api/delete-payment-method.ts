import { BILLING_MESSAGES, deletePaymentMethod } from '@inroad/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { paymentMethodsQueryKey } from './get-payment-methods.ts';

export function removePaymentMethod(stripeId: string) {
  return apiRequest(deletePaymentMethod, { body: { stripeId }, notify: false });
}

/** The message for a failed delete: the server's, else a fallback in the spec's manner. */
export function deleteErrorMessage(error: unknown): string {
  return serverMessageOr(error, BILLING_MESSAGES.deleteFailed);
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
