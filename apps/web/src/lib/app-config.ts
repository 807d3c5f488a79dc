import { getAppConfig } from '@inroad/contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export function fetchAppConfig({ signal }: { signal?: AbortSignal } = {}) {
  // Without it the app still works (no bypass is offered), so a failure raises no notice; a screen that cannot do
  // without it says so in place.
  return apiRequest(getAppConfig, { notify: false, signal });
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app', 'config'],
    queryFn: fetchAppConfig,
    // The installation's features do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppConfig() {
  return useQuery(getAppConfigQueryOptions());
}
