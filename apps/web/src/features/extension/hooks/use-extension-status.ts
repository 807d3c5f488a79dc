import { EXTENSION_STATUS_POLL_MS } from '@inroad/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkExtension } from '../../../lib/extension-client.ts';

export type ExtensionStatus = 'checking' | 'present' | 'absent';

export function extensionStatusQueryOptions() {
  return queryOptions({
    queryKey: ['extension', 'status'],
    queryFn: checkExtension,
    // Polled so that installing (or removing) the extension shows up without a reload.
    refetchInterval: EXTENSION_STATUS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/** Whether the browser extension answers `check-extension`, re-checked every 10 s. */
export function useExtensionStatus(): ExtensionStatus {
  const { data } = useQuery(extensionStatusQueryOptions());
  if (data === undefined) return 'checking';
  return data ? 'present' : 'absent';
}
