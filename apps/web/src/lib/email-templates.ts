import { listEmailTemplates } from '@inroad/contracts/email-template';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The user's e-mail templates. Settings edits them and the profile modal's template picker offers them, so both
 * read and invalidate this one query.
 */
export const emailTemplatesQueryKey = ['email-templates'] as const;

export function getEmailTemplatesQueryOptions() {
  return queryOptions({
    queryKey: emailTemplatesQueryKey,
    queryFn: ({ signal }) => apiRequest(listEmailTemplates, { signal }),
  });
}

export function useEmailTemplates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getEmailTemplatesQueryOptions(), enabled: options.enabled ?? true });
}
