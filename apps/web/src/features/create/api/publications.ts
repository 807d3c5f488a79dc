import { listPublications, type Publication, retryPublication } from '@inroad/contracts/publishing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { askExtension } from '../../../lib/extension-client.ts';

export const publicationsQueryKey = ['publications'] as const;

/** While something is on its way out, the queue looks again every few seconds. */
const inFlight = (publications: readonly Publication[] | undefined) =>
  (publications ?? []).some(
    (p) => p.status === 'publishing' || (p.status === 'scheduled' && Date.parse(p.runAt) <= Date.now() + 60_000),
  );

export function usePublications() {
  return useQuery({
    queryKey: publicationsQueryKey,
    queryFn: ({ signal }) => apiRequest(listPublications, { signal, notify: false }),
    select: (data) => data.publications,
    refetchInterval: (query) => (inFlight(query.state.data?.publications) ? 2000 : 30_000),
  });
}

export function useRetryPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(retryPublication, { body: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: publicationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['create'] });
    },
  });
}

/**
 * The publications of answers, by answer id, for the queue's rows. When one goes out or fails, the answers are
 * read again so their own status follows.
 */
export function useAnswerPublications(): ReadonlyMap<number, Publication> {
  const query = usePublications();
  const queryClient = useQueryClient();
  const byAnswer = useMemo(() => {
    const map = new Map<number, Publication>();
    for (const publication of query.data ?? []) {
      if (publication.answerId !== null) map.set(publication.answerId, publication);
    }
    return map;
  }, [query.data]);
  const settled = (query.data ?? [])
    .filter((p) => p.status === 'published' || p.status === 'failed')
    .map((p) => `${p.id}:${p.status}`)
    .join(',');
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: ['create', 'user-posts'] });
  }, [settled, queryClient]);
  // A LinkedIn post without an integration waits for the extension: tell it now rather than at its next round.
  const forExtension = (query.data ?? [])
    .filter((p) => p.status === 'publishing' && p.platform === 'linkedin' && p.integrationId === null)
    .map((p) => p.id)
    .join(',');
  useEffect(() => {
    if (forExtension) void askExtension({ type: 'refreshEngagements' });
  }, [forExtension]);
  return byAnswer;
}
