import { getBillingUsage } from '@inroad/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getBillingUsageQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'usage'],
    queryFn: ({ signal }) => apiRequest(getBillingUsage, { signal, notify: false }),
  });
}

export function useBillingUsage() {
  return useQuery(getBillingUsageQueryOptions());
}
