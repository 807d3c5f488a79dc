import { listContentPlans } from '@inroad/contracts/content-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const contentPlansQueryKey = ['create', 'content-plans'] as const;

export function getContentPlans(signal?: AbortSignal) {
  return apiRequest(listContentPlans, { signal });
}

export function getContentPlansQueryOptions() {
  return queryOptions({ queryKey: contentPlansQueryKey, queryFn: ({ signal }) => getContentPlans(signal) });
}

export function useContentPlans() {
  return useQuery(getContentPlansQueryOptions());
}
