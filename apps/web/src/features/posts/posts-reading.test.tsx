import { BULK_ARCHIVE_MAX, bulkArchivePosts, listPosts, readPost } from '@inroad/contracts/post';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildPost, buildPostList } from '../../testing/builders.ts';
import { bodiesSentTo, requestsTo } from '../../testing/fake-server.ts';
import { withElementSize } from '../../testing/layout.ts';
import { INBOX, setupInbox as setup } from '../../testing/posts-inbox.ts';
import { loadRouteCode, renderApp } from '../../testing/render-app.tsx';
import { postListsQueryKey } from './api/get-posts.ts';

// Reading the inbox: selecting and archiving rows, and rows that keep their place while the server's order changes.

withElementSize();
// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/posts'));

describe('posts inbox: selection and bulk archive', () => {
  it('asks before bulk archiving and removes the archived posts', async () => {
    const posts = [
      buildPost({ posterName: 'Ada One' }),
      buildPost({ posterName: 'Ada Two' }),
      buildPost({ posterName: 'Ada Three' }),
    ];
    setup({ posts });
    renderApp(INBOX);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select post by Ada One' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select post by Ada Three' }));
    expect(screen.getByText('2 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk archive' });
    expect(within(dialog).getByText('Are you sure you want to bulk archive these posts?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /^Ada One / })).toBeNull());
    expect(bodiesSentTo(bulkArchivePosts)).toEqual([{ ids: [posts[0]?.id, posts[2]?.id], archived: true }]);
    expect(screen.getByRole('button', { name: /^Ada Two / })).toBeTruthy();
    expect(screen.getByText('0 selected')).toBeTruthy();

    // Said in the status message, with an Undo that brings both back.
    const status = screen.getByRole('status', { name: 'Archiving' });
    expect(within(status).getByText('2 posts archived.')).toBeTruthy();
    fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(bodiesSentTo(bulkArchivePosts)).toEqual([
        { ids: [posts[0]?.id, posts[2]?.id], archived: true },
        { ids: [posts[0]?.id, posts[2]?.id], archived: false },
      ]),
    );
    await waitFor(() => expect(within(status).queryByRole('button', { name: 'Undo' })).toBeNull());
    // Back in the list in view, and counted.
    expect(await screen.findByRole('button', { name: /^Ada One / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Ada Three / })).toBeTruthy();
    expect(await screen.findByText('Showing 3 of 3 posts')).toBeTruthy();
  });

  it('archives more posts than one request may name in turns, each within the limit', async () => {
    const posts = Array.from({ length: BULK_ARCHIVE_MAX + 1 }, () => buildPost());
    setup({ posts });
    renderApp(INBOX);
    await screen.findByText(`Showing ${posts.length} of ${posts.length} posts`);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all posts' }));
    expect(screen.getByText(`${posts.length} selected`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Bulk archive' })).getByRole('button', { name: 'Archive' }),
    );

    expect(await screen.findByText('Showing 0 of 0 posts')).toBeTruthy();
    const sent = bodiesSentTo(bulkArchivePosts) as { ids: string[] }[];
    expect(sent.map((body) => body.ids.length)).toEqual([BULK_ARCHIVE_MAX, 1]);
    expect(new Set(sent.flatMap((body) => body.ids))).toEqual(new Set(posts.map((post) => post.id)));
  });

  it("says 'No posts selected' instead of asking when nothing is selected", async () => {
    setup({ posts: [buildPost()] });
    renderApp(INBOX);
    await screen.findByText('Showing 1 of 1 posts');

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('No posts selected')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Bulk archive' })).toBeNull();
  });

  it('reports a failed bulk archive with the server message', async () => {
    setup({
      posts: [buildPost({ posterName: 'Ada One' })],
      bulk: () => {
        throw new ApiError({
          status: 400,
          kind: 'bad-request',
          message: 'ids: too many',
          serverMessage: 'ids: too many',
        });
      },
    });
    renderApp(INBOX);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select post by Ada One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Bulk archive' })).getByRole('button', { name: 'Archive' }),
    );
    expect(await screen.findByText('Failed to archive posts: ids: too many')).toBeTruthy();
  });

  it('clears the selection when the filters change', async () => {
    setup({ posts: [buildPost({ posterName: 'Ada One' })] });
    renderApp(INBOX);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select post by Ada One' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
  });
});

describe('posts inbox: a stable order while reading', () => {
  const rowNames = () =>
    within(screen.getByRole('region', { name: 'Post list' }))
      .getAllByRole('button', { name: /Example/ })
      .map((row) => /(Ada|Grace|Alan|Edsger) Example/.exec(row.textContent ?? '')?.[1]);

  it("keeps the rows in place while the server's order changes, and offers the new order as updates", async () => {
    const [ada, grace, alan] = ['Ada', 'Grace', 'Alan'].map((name) => buildPost({ posterName: `${name} Example` }));
    const edsger = buildPost({ posterName: 'Edsger Example' });
    let answer = [ada!, grace!, alan!];
    setup({ list: () => buildPostList(answer) });
    const { queryClient } = renderApp(INBOX);
    await screen.findByRole('button', { name: /^Ada Example / });
    expect(rowNames()).toEqual(['Ada', 'Grace', 'Alan']);

    // Enrichment tagged Alan's post, which now ranks first, and a new post came in.
    answer = [edsger, { ...alan!, contentTags: ['Hot lead'] }, ada!, grace!];
    await act(() => queryClient.invalidateQueries({ queryKey: postListsQueryKey }));
    const offer = await screen.findByRole('button', { name: '2 updates — refresh' });
    expect(rowNames()).toEqual(['Ada', 'Grace', 'Alan']);
    // The rows show the new data in their old places.
    expect(within(screen.getByRole('button', { name: /^Alan Example / })).getByText('Hot lead')).toBeTruthy();

    fireEvent.click(offer);
    await waitFor(() => expect(rowNames()).toEqual(['Edsger', 'Alan', 'Ada', 'Grace']));
    expect(screen.queryByRole('button', { name: /updates? — refresh/ })).toBeNull();
  });

  it('keeps the rows newer posts pushed onto the next page, not loaded, until they are archived', async () => {
    const [ada, grace, alan, edsger] = ['Ada', 'Grace', 'Alan', 'Edsger'].map((name) =>
      buildPost({ posterName: `${name} Example` }),
    );
    let answer = [ada!, grace!];
    setup({
      // The next page is never answered: it stays not loaded.
      list: (query) =>
        query.cursor === 'c2' ? new Promise<never>(() => undefined) : buildPostList(answer, { nextCursor: 'c2' }),
    });
    const { queryClient } = renderApp(INBOX);
    await screen.findByRole('button', { name: /^Ada Example / });

    // A feed refresh brought newer posts: the first page holds only them now.
    answer = [edsger!, alan!];
    await act(() => queryClient.invalidateQueries({ queryKey: postListsQueryKey }));
    expect(await screen.findByRole('button', { name: '2 updates — refresh' })).toBeTruthy();
    expect(rowNames()).toEqual(['Ada', 'Grace']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select post by Ada Example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Bulk archive' })).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Grace']));
  });

  it('reads the list again when its last page leaves out a post whose score rose meanwhile', async () => {
    const poster = (name: string) => buildPost({ posterName: `${name} Example` });
    const [ada, grace, alan, edsger] = [poster('Ada'), poster('Grace'), poster('Alan'), poster('Edsger')];
    // Two posts a page, each page after the last post sent (a keyset cursor) in the order of the moment.
    let order = [ada, grace, alan, edsger];
    const pageAfter = (cursor: unknown) => {
      const start = typeof cursor === 'string' ? order.findIndex((post) => post.id === cursor) + 1 : 0;
      const page = order.slice(start, start + 2);
      const more = start + 2 < order.length;
      return buildPostList(page, { total: order.length, nextCursor: more ? (page.at(-1)?.id ?? null) : null });
    };
    setup({
      list: (query) => {
        const page = pageAfter(query.cursor);
        // Once the first page is sent, enrichment tags Edsger's post: it ranks above Grace's, past the cursor.
        order = [ada, edsger, grace, alan];
        return page;
      },
    });
    renderApp(INBOX);

    // The second page held Alan's post alone: Edsger's was on neither.
    const offer = await screen.findByRole('button', { name: '1 update — refresh' });
    const cursors = requestsTo(listPosts).map((request) => (request.query as { cursor?: string }).cursor);
    expect(cursors).toEqual([undefined, grace.id, undefined, edsger.id]);
    expect(rowNames()).toEqual(['Ada', 'Grace', 'Alan']);
    expect(screen.getByText('Showing 3 of 4 posts')).toBeTruthy();

    fireEvent.click(offer);
    await waitFor(() => expect(rowNames()).toEqual(['Ada', 'Edsger', 'Grace', 'Alan']));
    expect(screen.getByText('Showing 4 of 4 posts')).toBeTruthy();
  });
});

describe('posts inbox: reading a post while its list is read again', () => {
  it('keeps the post read: the list is asked again only once the read is stored', async () => {
    const post = buildPost({ posterName: 'Ada Example', isRead: false });
    let calls = 0;
    let release = () => {};
    setup({
      list: async () => {
        // The server's answer as of when it was asked: read once the read has arrived.
        const answer = buildPostList([{ ...post, isRead: requestsTo(readPost).length > 0 }]);
        if (++calls === 2) await new Promise<void>((resolve) => (release = resolve));
        return answer;
      },
    });
    const { queryClient } = renderApp(INBOX);
    await screen.findByRole('button', { name: /^Ada Example / });
    // A feed refresh has the list read again; the answer is slow to come.
    void queryClient.invalidateQueries({ queryKey: postListsQueryKey });
    await waitFor(() => expect(calls).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: /^Ada Example / }));
    await waitFor(() => expect(requestsTo(readPost)).toHaveLength(1));
    await waitFor(() => expect(calls).toBe(3));
    release();
    await waitFor(() => expect(queryClient.isFetching({ queryKey: postListsQueryKey })).toBe(0));
    const lists = queryClient.getQueriesData<{ pages: { posts: { isRead: boolean }[] }[] }>({
      queryKey: postListsQueryKey,
    });
    expect(lists.flatMap(([, data]) => data?.pages.flatMap((page) => page.posts.map((p) => p.isRead)) ?? [])).toEqual([
      true,
    ]);
  });
});
