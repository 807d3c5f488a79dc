import type { Post, PostListResponse } from '@inroad/contracts/post';
import { type InfiniteData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildPost, buildPostList } from '../../../testing/builders.ts';
import { postDetailsQueryKey, postListsQueryKey, settleArchivedPosts, updateCachedPosts } from './get-posts.ts';

type Pages = InfiniteData<PostListResponse, string | null>;
const pagesOf = (list: PostListResponse): Pages => ({ pages: [list], pageParams: [null] });
const inbox = [...postListsQueryKey, { view: 'priority' }];
const archivedList = [...postListsQueryKey, { view: 'priority', archived: true }];

const inboxFetchedAt = Date.now() - 5_000;
const archivedFetchedAt = Date.now() - 4_000;

function cacheWithTwoLists() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const open = buildPost({ posterName: 'Open Poster' });
  const other = buildPost({ posterName: 'Other Poster' });
  const archived = buildPost({ posterName: 'Archived Poster', archived: true });
  queryClient.setQueryData(inbox, pagesOf(buildPostList([open, other])), { updatedAt: inboxFetchedAt });
  queryClient.setQueryData(archivedList, pagesOf(buildPostList([archived])), { updatedAt: archivedFetchedAt });
  const view = (key: readonly unknown[]) =>
    new QueryObserver(queryClient, { queryKey: key, queryFn: () => new Promise<never>(() => undefined) }).subscribe(
      () => undefined,
    );
  // The list in view has an observer; the other one is only cached.
  const unsubscribe = view(inbox);
  const stateOf = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true })?.state;
  const idsOf = (key: readonly unknown[]) =>
    queryClient.getQueryData<Pages>(key)?.pages.flatMap((page) => page.posts.map((post) => post.id));
  return { queryClient, open, other, archived, stateOf, idsOf, view, unsubscribe };
}

describe('cached post lists', () => {
  it('edits posts in every list without making a stale list look fresh', async () => {
    const { queryClient, open, stateOf, unsubscribe } = cacheWithTwoLists();
    await queryClient.invalidateQueries({ queryKey: archivedList, refetchType: 'none' });

    updateCachedPosts(queryClient, (post) => (post.id === open.id ? { ...post, isRead: true } : post));

    expect(queryClient.getQueryData<Pages>(inbox)?.pages[0]?.posts[0]?.isRead).toBe(true);
    expect(stateOf(inbox)?.dataUpdatedAt).toBe(inboxFetchedAt);
    expect(stateOf(archivedList)?.dataUpdatedAt).toBe(archivedFetchedAt);
    expect(stateOf(archivedList)?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it('takes an unarchived post out of its list, gives the whole post its state and marks the lists not in view stale', () => {
    const { queryClient, archived, stateOf, idsOf, view, unsubscribe } = cacheWithTwoLists();
    // The archived list is in view this time.
    unsubscribe();
    const stop = view(archivedList);
    const detailKey = [...postDetailsQueryKey, archived.id];
    queryClient.setQueryData(detailKey, archived);

    settleArchivedPosts(queryClient, [archived.id], false);

    expect(idsOf(archivedList)).toEqual([]);
    expect(queryClient.getQueryData<Pages>(archivedList)?.pages[0]?.total).toBe(0);
    expect(queryClient.getQueryData<Post>(detailKey)).toMatchObject({ id: archived.id, archived: false });
    // The inbox, which the post joins, is fetched again when shown; the list in view is not refetched.
    expect(stateOf(inbox)?.isInvalidated).toBe(true);
    expect(stateOf(archivedList)?.isInvalidated).toBe(false);
    stop();
  });

  it('does not let a list fetch begun before an archive bring the archived post back', async () => {
    const { queryClient, open, other, idsOf, unsubscribe } = cacheWithTwoLists();
    unsubscribe();
    // The server's answers in turn: the fetch under way read the list before the archive was stored.
    const answers: ((list: Pages) => void)[] = [];
    const stop = new QueryObserver(queryClient, {
      queryKey: inbox,
      queryFn: () => new Promise<Pages>((resolve) => answers.push(resolve)),
    }).subscribe(() => undefined);
    void queryClient.refetchQueries({ queryKey: inbox, exact: true });
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    settleArchivedPosts(queryClient, [open.id], true);
    answers[0]!(pagesOf(buildPostList([open, other])));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idsOf(inbox)).toEqual([other.id]);

    // Asked again after the archive: its answer is the list as stored now.
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(pagesOf(buildPostList([other])));
    await vi.waitFor(() => expect(queryClient.getQueryState(inbox)?.fetchStatus).toBe('idle'));
    expect(idsOf(inbox)).toEqual([other.id]);
    stop();
  });
});
