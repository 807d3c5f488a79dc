import {
  archivePost,
  BULK_ARCHIVE_MAX,
  bulkArchivePosts,
  getPost,
  listPosts,
  type Post,
  type PostListResponse,
  readPost,
  SEARCH_MAX_LENGTH,
} from '@inroad/contracts/post';
import { listSources, type Source } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildPost, buildPostList, buildSource } from '../../testing/builders.ts';
import { answerGetPost, buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { bodiesSentTo, requestsTo } from '../../testing/fake-server.ts';
import { withElementSize } from '../../testing/layout.ts';
import { currentUrl, loadRouteCode, renderApp } from '../../testing/render-app.tsx';
import { postListsQueryKey } from './api/get-posts.ts';

withElementSize();
// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/posts'));

const INBOX = '/posts?view=priority&dateRange=1';

interface Setup {
  posts?: Post[];
  sources?: Source[];
  /** Answers GET /post; defaults to one page holding `posts`. */
  list?: (query: Record<string, unknown>) => PostListResponse | Promise<PostListResponse>;
  archive?: () => unknown;
  bulk?: () => unknown;
}

function setup({ posts = [], sources = [buildSource()], list, archive, bulk }: Setup = {}) {
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [listSources, () => sources],
    [listPosts, (input) => (list ? list(input?.query as Record<string, unknown>) : buildPostList(posts))],
    [getPost, answerGetPost],
    [readPost, () => ({ status: 'success' })],
    [archivePost, archive ?? (() => ({ status: 'success', alsoArchivedIds: [] }))],
    [
      bulkArchivePosts,
      bulk ??
        ((input) => ({ status: 'success', count: (input?.body as { ids: string[] } | undefined)?.ids.length ?? 0 })),
    ],
  ]);
}

/** The queries GET /post was called with, in order. */
function listQueries(): Record<string, unknown>[] {
  return requestsTo(listPosts).map((request) => request.query as Record<string, unknown>);
}

async function expectUrl(router: Parameters<typeof currentUrl>[0], pattern: RegExp) {
  await waitFor(() => expect(currentUrl(router)).toMatch(pattern));
}

const params = (router: Parameters<typeof currentUrl>[0]) => new URLSearchParams(router.state.location.search);

describe('posts inbox: list and filters', () => {
  it('shows the rows, the count summary, the Data Feed count and the end of the list', async () => {
    setup({ posts: [buildPost({ posterName: 'Ada Example' }), buildPost({ posterName: 'Grace Example' })] });
    renderApp(INBOX);

    expect(await screen.findByRole('button', { name: /^Ada Example / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Grace Example / })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 posts')).toBeTruthy();
    // The list is asked for before the inbox renders (the route prefetches it): the feed count may follow it.
    expect(await screen.findByRole('link', { name: '1 Data Feed' })).toBeTruthy();
    expect(screen.getByText('No more posts... try picking a different date range or filter set')).toBeTruthy();
    expect(screen.getByText('Select a post to view details')).toBeTruthy();
  });

  it('sends the URL filters to the API, dropping empty ones', async () => {
    setup();
    renderApp(
      '/posts?view=all&dateRange=7&q=crm&sortBy=date&sourceTags=Other&sourceTags=Search%20Topic&ruleTags=&showExecutive=true&connectionDepth=3%2B&engaged=',
    );
    await screen.findByText('No posts found');
    expect(listQueries()[0]).toEqual({
      view: 'all',
      dateRange: 7,
      sortBy: 'date',
      q: 'crm',
      sourceTags: ['Other', 'Search Topic'],
      showExecutive: true,
      connectionDepth: ['3+'],
    });
  });

  it('cuts a search longer than the server takes, from the URL and in the box', async () => {
    setup();
    renderApp(`${INBOX}&q=${'a'.repeat(SEARCH_MAX_LENGTH + 50)}`);
    await screen.findByText('No posts found');
    expect(listQueries()[0]?.q).toBe('a'.repeat(SEARCH_MAX_LENGTH));
    const box = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(box.getAttribute('maxlength')).toBe(String(SEARCH_MAX_LENGTH));
  });

  it('keeps every filter in the URL', async () => {
    setup({
      posts: [buildPost()],
      list: () =>
        buildPostList([buildPost()], {
          filterData: { contentTags: { Hiring: 2 }, sourceTags: { 'Search Topic': 1 }, ruleTags: {} },
        }),
    });
    const { router } = renderApp(INBOX);
    await screen.findByText('Showing 1 of 1 posts');

    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await expectUrl(router, /dateRange=7/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'influence' } });
    await expectUrl(router, /sortBy=influence/);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Engagement' }));
    await expectUrl(router, /showEngagement=true/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Executive' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '3rd+' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide previously engaged' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await expectUrl(router, /archived=true/);

    fireEvent.click(screen.getByRole('button', { name: 'Sources' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    await expectUrl(router, /sourceTags=Other/);
    fireEvent.click(screen.getByRole('button', { name: 'Content tags' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Hiring' }));
    await expectUrl(router, /contentTags=Hiring/);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'pricing' } });
    await expectUrl(router, /q=pricing/);

    const p = params(router);
    expect(p.get('view')).toBe('priority');
    expect(p.get('showExecutive')).toBe('true');
    expect(p.getAll('connectionDepth')).toEqual(['3+']);
    expect(p.get('engaged')).toBe('true');
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ q: 'pricing', contentTags: ['Hiring'], archived: true }),
    );

    // Unticking drops the parameter rather than writing an empty or false one.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Engagement' }));
    await waitFor(() => expect(params(router).has('showEngagement')).toBe(false));
  }, 40_000); // A filter change after another, each a new list: on a loaded machine this journey alone can take 20 s.

  it('filters by a tag containing a comma: one URL parameter and one API value per tag', async () => {
    setup({
      posts: [buildPost()],
      list: () =>
        buildPostList([buildPost()], {
          filterData: { contentTags: {}, sourceTags: {}, ruleTags: { 'Acme, Inc': 3, Leads: 1 } },
        }),
    });
    const { router } = renderApp(`${INBOX}&ruleTags=${encodeURIComponent('Acme, Inc')}`);
    await screen.findByText('Showing 1 of 1 posts');
    expect(listQueries()[0]?.ruleTags).toEqual(['Acme, Inc']);

    fireEvent.click(screen.getByRole('button', { name: 'Trackers (1)' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Leads' }));
    await waitFor(() => expect(params(router).getAll('ruleTags')).toEqual(['Acme, Inc', 'Leads']));
    await waitFor(() => expect(listQueries().at(-1)?.ruleTags).toEqual(['Acme, Inc', 'Leads']));
  });

  it("shows a count of 0 for a chosen tag named 'constructor' that no post in the list has", async () => {
    setup({
      posts: [buildPost()],
      list: () =>
        buildPostList([buildPost()], { filterData: { contentTags: {}, sourceTags: {}, ruleTags: { Leads: 1 } } }),
    });
    renderApp(`${INBOX}&ruleTags=constructor`);
    await screen.findByText('Showing 1 of 1 posts');
    fireEvent.click(screen.getByRole('button', { name: 'Trackers (1)' }));
    const row = (await screen.findByRole('checkbox', { name: 'constructor' })).closest('.mantine-Group-root');
    expect(row?.textContent).toBe('constructor0');
  });

  it('loads the next page by cursor as the end of the list comes into view', async () => {
    const first = [buildPost({ posterName: 'Page One' })];
    const second = [buildPost({ posterName: 'Page Two' })];
    setup({
      list: (query) =>
        query.cursor === 'page-2'
          ? buildPostList(second, { total: 2 })
          : buildPostList(first, { total: 2, nextCursor: 'page-2' }),
    });
    renderApp(INBOX);

    expect(await screen.findByRole('button', { name: /^Page Two / })).toBeTruthy();
    expect(listQueries().map((q) => q.cursor)).toEqual([undefined, 'page-2']);
    expect(screen.getByText('Showing 2 of 2 posts')).toBeTruthy();
  });

  it('counts the posts as the first page has them once archiving took some out and a later page arrived', async () => {
    const [first, second, third] = ['Ada First', 'Grace First', 'Alan Second'].map((posterName) =>
      buildPost({ posterName }),
    );
    let pageOne = [first!, second!];
    let answerPageTwo = () => {};
    const pageTwo = new Promise<void>((resolve) => {
      answerPageTwo = resolve;
    });
    setup({
      // A later page carries the counts of the first page's time.
      list: async (query) =>
        query.cursor === 'page-2'
          ? pageTwo.then(() => buildPostList([third!], { total: 3 }))
          : buildPostList(pageOne, { total: pageOne.length + 1, nextCursor: 'page-2' }),
      bulk: () => {
        pageOne = [second!];
        return { status: 'success', count: 1 };
      },
    });
    renderApp(INBOX);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select post by Ada First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Bulk archive' })).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Ada First / })).toBeNull());
    answerPageTwo();
    expect(await screen.findByRole('button', { name: /^Alan Second / })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 posts')).toBeTruthy();
  });

  it('fills the sidebar system tags from the filter data and filters by one on click', async () => {
    setup({
      list: () =>
        buildPostList([buildPost()], {
          filterData: { contentTags: { Hiring: 4, Question: 2, Other: 9 }, sourceTags: {}, ruleTags: {} },
        }),
    });
    const { router } = renderApp(INBOX);

    const tags = await screen.findByRole('list', { name: 'System tags' });
    expect(within(tags).getByText('Hiring')).toBeTruthy();
    expect(within(tags).getByText('4')).toBeTruthy();
    expect(within(tags).queryByText('Other')).toBeNull();
    fireEvent.click(within(tags).getByRole('link', { name: /Question/ }));
    await expectUrl(router, /view=priority.*contentTags=Question|contentTags=Question.*view=priority/);
  });
});

describe('posts inbox: empty states', () => {
  it('offers Quick Start when there are no Data Feeds', async () => {
    setup({ sources: [] });
    const { router } = renderApp(INBOX);

    expect(await screen.findByText("You don't have any Data Feeds set up yet")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ Quick Start' }));
    await expectUrl(router, /^\/posts\?.*onboarding=1/);
  });

  it('suggests resetting filters, adding Data Feeds or checking the Raw Feed', async () => {
    setup();
    const { router } = renderApp(`${INBOX}&showExecutive=true&sortBy=date`);

    expect(await screen.findByText('No posts found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Data Feeds' }).getAttribute('href')).toBe('/feeds');
    expect(screen.getByRole('link', { name: 'Check the Raw Feed' }).getAttribute('href')).toContain('view=all');
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(params(router).has('showExecutive')).toBe(false));
    expect(params(router).get('view')).toBe('priority');
  });
});

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
});
