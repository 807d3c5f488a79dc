import { listPosts, SEARCH_MAX_LENGTH } from '@inroad/contracts/post';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildPost, buildPostList } from '../../testing/builders.ts';
import { requestsTo } from '../../testing/fake-server.ts';
import { withElementSize } from '../../testing/layout.ts';
import { INBOX, setupInbox as setup } from '../../testing/posts-inbox.ts';
import { currentUrl, loadRouteCode, renderApp } from '../../testing/render-app.tsx';

withElementSize();
// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/posts'));

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

  it('keeps the rows loaded when the next page fails, and offers to try that page again at the end', async () => {
    const first = [buildPost({ posterName: 'Page One' })];
    const second = [buildPost({ posterName: 'Page Two' })];
    let failed = false;
    setup({
      list: (query) => {
        if (query.cursor !== 'page-2') return buildPostList(first, { total: 2, nextCursor: 'page-2' });
        if (failed) return buildPostList(second, { total: 2 });
        failed = true;
        throw new ApiError({ status: 500, kind: 'unhandled', message: 'Server error' });
      },
    });
    renderApp(INBOX);

    const rows = await screen.findByRole('list', { name: 'Posts' });
    expect(await within(rows).findByText('Could not load more posts')).toBeTruthy();
    expect(within(rows).getByRole('button', { name: /^Page One / })).toBeTruthy();
    expect(screen.queryByText('Could not load posts')).toBeNull();
    // Asked once: the failing page is not asked for again on its own.
    expect(listQueries().map((q) => q.cursor)).toEqual([undefined, 'page-2']);

    fireEvent.click(within(rows).getByRole('button', { name: 'Try again' }));
    expect(await within(rows).findByRole('button', { name: /^Page Two / })).toBeTruthy();
    expect(within(rows).getByRole('button', { name: /^Page One / })).toBeTruthy();
    expect(within(rows).queryByText('Could not load more posts')).toBeNull();
    expect(screen.getByText('Showing 2 of 2 posts')).toBeTruthy();
  });

  it('keeps the filter Back returned to when the next change is made', async () => {
    const post = buildPost({ posterName: 'Ada Example' });
    setup({ posts: [post] });
    const { router } = renderApp(INBOX);
    await screen.findByRole('button', { name: /^Ada Example / });
    const dateRange = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement;

    fireEvent.click(dateRange('7 days'));
    await waitFor(() => expect(dateRange('7 days').checked).toBe(true));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(dateRange('Today').checked).toBe(true));

    fireEvent.click(await screen.findByRole('button', { name: /^Ada Example / }));
    await waitFor(() => expect(params(router).get('postId')).toBe(post.id));
    expect(params(router).get('dateRange')).toBe('1');
    expect(dateRange('Today').checked).toBe(true);
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
