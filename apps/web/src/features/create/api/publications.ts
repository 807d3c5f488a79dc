import type { Answer } from '@inroad/contracts/create';
import { listPublications, type Publication, retryPublication } from '@inroad/contracts/publishing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { askExtension } from '../../../lib/extension-client.ts';
import { noticesQueryKey } from '../../../lib/notices.ts';

export const publicationsQueryKey = ['publications'] as const;

/** While something is on its way out, the queue looks again every few seconds. */
const inFlight = (publications: readonly Publication[] | undefined) =>
  (publications ?? []).some(
    (p) => p.status === 'publishing' || (p.status === 'scheduled' && Date.parse(p.runAt) <= Date.now() + 60_000),
  );

export function usePublications() {
  const query = useQuery({
    queryKey: publicationsQueryKey,
    queryFn: ({ signal }) => apiRequest(listPublications, { signal, notify: false }),
    select: (data) => data.publications,
    refetchInterval: (query) => (inFlight(query.state.data?.publications) ? 2000 : 30_000),
  });
  // A LinkedIn post without an integration waits for the extension: tell it now rather than at its next round.
  const forExtension = (query.data ?? [])
    .filter((p) => p.status === 'publishing' && p.platform === 'linkedin' && p.integrationId === null)
    .map((p) => p.id)
    .join(',');
  useEffect(() => {
    if (forExtension) void askExtension({ type: 'refreshEngagements' });
  }, [forExtension]);
  useNoticesOnNewFailure(query.data);
  return query;
}

/**
 * A post that fails leaves its 'Post not published' notice in the same write that marks it failed: once the queue
 * sees a failure it had not seen, the notices are read at once rather than at their next look (up to 30 s later).
 */
function useNoticesOnNewFailure(publications: readonly Publication[] | undefined) {
  const queryClient = useQueryClient();
  const failed = publications
    ?.filter((p) => p.status === 'failed')
    .map((p) => p.id)
    .join(',');
  // Undefined until the first read: the failures found then are older than the notices read with the screen.
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (failed === undefined) return;
    const before = seen.current;
    seen.current = failed;
    if (before === undefined) return;
    const known = new Set(before.split(','));
    if (failed.split(',').some((id) => id !== '' && !known.has(id))) {
      void queryClient.invalidateQueries({ queryKey: noticesQueryKey });
    }
  }, [failed, queryClient]);
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

// The Create area's query keys (the queue's posts, every answer's variants), named here to keep features apart.
const USER_POSTS_KEY = ['create', 'user-posts'] as const;
const VARIANTS_KEY = ['create', 'variants'] as const;

/**
 * The publications of answers, by answer id, for the queue's rows. When one goes out or fails, the answers are
 * read again so their own status follows. The other way round too: an answer on its way out (or already out) whose
 * publication the list does not hold yet — the answers were read after it was created, the publications before —
 * has the publications read again, once per such set, rather than show a bare status until their next slow look.
 */
export function useAnswerPublications(answers: readonly Answer[]): ReadonlyMap<number, Publication> {
  const { byItem: byAnswer, settledRead } = usePublicationsOf('answerId', USER_POSTS_KEY);
  const queryClient = useQueryClient();
  // Only against a finished read: one still on its way may hold the publication.
  const unlisted = settledRead
    ? answers
        .filter((answer) => answer.status !== 'draft' && answer.status !== 'queued' && !byAnswer.has(answer.id))
        .map((answer) => answer.id)
        .join(',')
    : '';
  useEffect(() => {
    if (unlisted) void queryClient.invalidateQueries({ queryKey: publicationsQueryKey });
  }, [unlisted, queryClient]);
  return byAnswer;
}

/** The publications of variants, by variant id, for an answer's 'Posts' table; settled ones reload the variants. */
export function useVariantPublications(): ReadonlyMap<number, Publication> {
  return usePublicationsOf('variantId', VARIANTS_KEY).byItem;
}

function usePublicationsOf(
  key: 'answerId' | 'variantId',
  itemsKey: readonly string[],
): { byItem: ReadonlyMap<number, Publication>; settledRead: boolean } {
  const query = usePublications();
  const queryClient = useQueryClient();
  const byItem = useMemo(() => {
    const map = new Map<number, Publication>();
    for (const publication of query.data ?? []) {
      const itemId = publication[key];
      if (itemId !== null) map.set(itemId, publication);
    }
    return map;
  }, [query.data, key]);
  const settled = (query.data ?? [])
    .filter((p) => p[key] !== null && (p.status === 'published' || p.status === 'failed'))
    .map((p) => `${p.id}:${p.status}`)
    .join(',');
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: itemsKey });
  }, [settled, itemsKey, queryClient]);
  return { byItem, settledRead: query.isSuccess && !query.isFetching };
}
