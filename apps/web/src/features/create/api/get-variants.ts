import { listVariants } from '@inroad/contracts/create-variant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const variantsQueryKey = (contentAnswerId: number) => ['create', 'variants', contentAnswerId] as const;

export function getVariants(contentAnswerId: number, signal?: AbortSignal) {
  return apiRequest(listVariants, { query: { contentAnswerId }, signal });
}

export function getVariantsQueryOptions(contentAnswerId: number) {
  return queryOptions({
    queryKey: variantsQueryKey(contentAnswerId),
    queryFn: ({ signal }) => getVariants(contentAnswerId, signal),
  });
}

export function useVariants(contentAnswerId: number) {
  return useQuery(getVariantsQueryOptions(contentAnswerId));
}
