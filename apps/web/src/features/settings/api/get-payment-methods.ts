import { listPaymentMethods } from '@inroad/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const;

export function fetchPaymentMethods({ signal }: { signal?: AbortSignal } = {}) {
  // The tab shows its own error state with a retry; no global notice on top.
  return apiRequest(listPaymentMethods, { signal, notify: false });
}

export function getPaymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: fetchPaymentMethods,
    select: (data) => data.paymentMethods,
  });
}

export function usePaymentMethods(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPaymentMethodsQueryOptions(), enabled: options.enabled ?? true });
}
