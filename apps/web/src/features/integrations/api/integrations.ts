import { deleteIntegration, listIntegrations, OAUTH_START_PATH, type Platform } from '@inroad/contracts/integrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const integrationsQueryKey = ['integrations'] as const;

export function getIntegrationsQueryOptions() {
  return queryOptions({
    queryKey: integrationsQueryKey,
    queryFn: ({ signal }) => apiRequest(listIntegrations, { signal, notify: false }),
  });
}

export function useIntegrations() {
  return useQuery(getIntegrationsQueryOptions());
}

export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteIntegration, { body: { id }, notify: false }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
}

/** The server's start of the network's sign-in (a browser navigation: the server redirects to the network). */
export function oauthStartUrl(options: { platform: Platform; name?: string; id?: number }): string {
  const params = new URLSearchParams({ type: options.platform });
  if (options.name) params.set('name', options.name);
  if (options.id !== undefined) params.set('id', String(options.id));
  return `${OAUTH_START_PATH}?${params}`;
}

/** The app's own route that starts a connection (spec: /integration/add?type={platform}). */
export function addIntegrationPath(options: { platform: Platform; name?: string; id?: number }): string {
  const params = new URLSearchParams({ type: options.platform });
  if (options.name) params.set('name', options.name);
  if (options.id !== undefined) params.set('id', String(options.id));
  return `/integration/add?${params}`;
}
