import { listInvoices } from '@inroad/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getInvoicesQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'invoices'],
    queryFn: ({ signal }) => apiRequest(listInvoices, { signal, notify: false }),
    select: (data) => data.invoices,
  });
}

export function useInvoices(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getInvoicesQueryOptions(), enabled: options.enabled ?? true });
}
