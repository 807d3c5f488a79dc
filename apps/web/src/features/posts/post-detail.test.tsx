import {
  archivePost,
  bulkArchivePosts,
  getPost,
  listPosts,
  type Post,
  type PostListResponse,
  readPost,
} from '@inroad/contracts/post';
import { listSources } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { buildPost, buildPostList, buildSource } from '../../testing/builders.ts';
import { buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { withElementSize } from '../../testing/layout.ts';
import { type currentUrl, loadRouteCode, renderApp } from '../../testing/render-app.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  apiRequest: vi.fn(),
}));

withElementSize();
// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/posts'));

const INBOX = '/posts?view=priority&dateRange=1';

interface Fakes {
  /** Answers GET /post; defaults to one page holding the posts. */
  list?: (query: Record<string, unknown>) => PostListResponse;
  /** Answers GET /post/:id. */
  single?: (id: string) => Post | undefined;
  /** Answers POST /post/archive; returns the ids a hidden author's other posts (none by default). */
  archive?: (body: { id: string; archived: boolean; hideAuthor?: boolean }) => string[] | undefined;
}

function setup(posts: Post[], fakes: Fakes = {}) {
  fakeApi(apiRequest, [
    [getUserSettings, () => buildUserSettings()],
    [listSources, () => [buildSource()]],
    [listPosts, (input) => (fakes.list ? fakes.list(input?.query as Record<string, unknown>) : buildPostList(posts))],
    [
      getPost,
      (input) => {
        const id = (input as { params?: { id: string } } | undefined)?.params?.id ?? '';
        const post = fakes.single?.(id);
        if (!post)
          throw new ApiError({ status: 404, kind: 'unhandled', message: 'Not found', serverMessage: 'Post not found' });
        return post;
      },
    ],
    [readPost, () => ({ status: 'success' })],
    [
      archivePost,
      (input) => {
        const alsoArchivedIds = fakes.archive?.(input?.body as { id: string; archived: boolean; hideAuthor?: boolean });
        return { status: 'success', alsoArchivedIds: alsoArchivedIds ?? [] };
      },
    ],
    [
      bulkArchivePosts,
      (input) => ({ status: 'success', count: (input?.body as { ids: string[] } | undefined)?.ids.length ?? 0 }),
    ],
  ]);
}

/** The ids GET /post/:id was called with. */
function singleFetches(): string[] {
  return vi
    .mocked(apiRequest)
    .mock.calls.filter(([endpoint]) => endpoint === getPost)
    .map(([, input]) => input?.params?.id ?? '');
}

const rowFor = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name} `) });

function bodiesOf(endpoint: unknown): unknown[] {
  return vi
    .mocked(apiRequest)
    .mock.calls.filter(([e]) => e === endpoint)
    .map(([, input]) => (input as { body: unknown }).body);
}

const pane = () => screen.getByRole('region', { name: 'Post details' });
const openPoster = () => within(pane()).getByRole('article').getAttribute('aria-label');
const postIdOf = (router: Parameters<typeof currentUrl>[0]) =>
  new URLSearchParams(router.state.location.search).get('postId');
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

function threePosts() {
  return [
    buildPost({ posterName: 'First Poster' }),
    buildPost({ posterName: 'Second Poster', isRead: true }),
    buildPost({ posterName: 'Third Poster' }),
  ];
}

describe('detail pane', () => {
  it('opens a post from its row, keeps it in the URL and marks it read', async () => {
    const posts = threePosts();
    setup(posts);
    const { router } = renderApp(INBOX);

    fireEvent.click(await screen.findByRole('button', { name: /^First Poster / }));
    await waitFor(() => expect(postIdOf(router)).toBe(posts[0]?.id));
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    expect(within(pane()).getByRole('button', { name: 'First Poster' })).toBeTruthy();
    expect(within(pane()).getByText('Head of Sales at Example Co')).toBeTruthy();
    await waitFor(() => expect(bodiesOf(readPost)).toEqual([{ id: posts[0]?.id }]));

    // An already-read post is not marked again.
    fireEvent.click(within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    expect(bodiesOf(readPost)).toHaveLength(1);
  });

  it('opens the post named in the URL, and previous/next wrap around', async () => {
    const posts = threePosts();
    setup(posts);
    renderApp(`${INBOX}&postId=${posts[0]?.id}`);

    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    expect(within(pane()).getByText('1 of 3')).toBeTruthy();
    fireEvent.click(within(pane()).getByRole('button', { name: 'Previous post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by Third Poster'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
  });

  it('archives the open post and moves on to the next one', async () => {
    const posts = threePosts();
    setup(posts);
    renderApp(`${INBOX}&postId=${posts[1]?.id}`);

    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(openPoster()).toBe('Post by Third Poster'));
    expect(bodiesOf(archivePost)).toEqual([{ id: posts[1]?.id, archived: true }]);
    expect(screen.queryByRole('button', { name: /^Second Poster / })).toBeNull();
    expect(screen.getByText('Showing 2 of 2 posts')).toBeTruthy();
  });

  it('offers Unarchive in the archived list', async () => {
    const post = buildPost({ archived: true, posterName: 'Archived Poster' });
    setup([post]);
    renderApp(`${INBOX}&archived=true&postId=${post.id}`);

    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Post details' })).findByRole('button', {
        name: 'Unarchive',
      }),
    );
    await waitFor(() => expect(bodiesOf(archivePost)).toEqual([{ id: post.id, archived: false }]));
    expect(await screen.findByText('Select a post to view details')).toBeTruthy();
  });

  it('hides the author after confirmation and moves on', async () => {
    const posts = threePosts();
    setup(posts);
    renderApp(`${INBOX}&postId=${posts[0]?.id}`);

    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide Posts from this Author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Posts from this Author' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide Posts' }));

    await waitFor(() =>
      expect(bodiesOf(archivePost)).toEqual([{ id: posts[0]?.id, archived: true, hideAuthor: true }]),
    );
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
  });

  it('says the author was hidden, and Undo stops hiding them and brings back the posts the hiding archived', async () => {
    const posts = threePosts();
    const older = 'a0000000-0000-4000-8000-000000000001';
    setup(posts, { archive: ({ hideAuthor }) => (hideAuthor ? [older] : []) });
    renderApp(`${INBOX}&postId=${posts[0]?.id}`);
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide Posts from this Author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Posts from this Author' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide Posts' }));
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));

    const status = screen.getByRole('status', { name: 'Archiving' });
    expect(within(status).getByText('Posts from First Poster hidden.')).toBeTruthy();
    fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bodiesOf(bulkArchivePosts)).toEqual([{ ids: [older], archived: false }]));
    expect(bodiesOf(archivePost)).toEqual([
      { id: posts[0]?.id, archived: true, hideAuthor: true },
      { id: posts[0]?.id, archived: false, hideAuthor: false },
    ]);
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
  });

  it('opens a post in the URL that the loaded list does not hold, fetched by its id', async () => {
    const posts = threePosts();
    const elsewhere = buildPost({ posterName: 'Linked Poster', content: 'Shared with a link' });
    setup(posts, { single: (id) => (id === elsewhere.id ? elsewhere : undefined) });
    renderApp(`${INBOX}&postId=${elsewhere.id}`);

    await waitFor(() => expect(openPoster()).toBe('Post by Linked Poster'));
    expect(within(pane()).getByText('Shared with a link')).toBeTruthy();
    expect(singleFetches()).toEqual([elsewhere.id]);
    await waitFor(() => expect(bodiesOf(readPost)).toEqual([{ id: elsewhere.id }]));
    // Not in the list, so no place in it; next goes to the list's first post.
    expect(within(pane()).queryByText(/ of 3$/)).toBeNull();
    fireEvent.click(within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    expect(singleFetches()).toHaveLength(1);
  });

  it("says 'Post not found' for an unknown, foreign or malformed postId", async () => {
    setup(threePosts());
    const missing = crypto.randomUUID();
    const { unmount } = renderApp(`${INBOX}&postId=${missing}`);
    expect(
      await within(await screen.findByRole('region', { name: 'Post details' })).findByText('Post not found'),
    ).toBeTruthy();
    expect(singleFetches()).toEqual([missing]);
    unmount();

    renderApp(`${INBOX}&postId=not-a-post-id`);
    expect(
      await within(await screen.findByRole('region', { name: 'Post details' })).findByText('Post not found'),
    ).toBeTruthy();
    expect(singleFetches()).toEqual([missing]);
  });

  it('highlights the words of the search in the open post, from the beginning of words', async () => {
    const post = buildPost({
      posterName: 'Search Poster',
      content: 'Pipeline reviews beat bagpipe (solos) every week',
      keywords: [],
      keywordTags: [],
      contentTags: [],
      ruleTags: [],
      sourceTags: [],
    });
    setup([post]);
    renderApp(`${INBOX}&q=${encodeURIComponent('pipe (solo')}&postId=${post.id}`);

    await waitFor(() => expect(openPoster()).toBe('Post by Search Poster'));
    const content = within(pane()).getByTestId('post-content');
    const marks = [...content.querySelectorAll('mark')].map((m) => [m.textContent, m.getAttribute('title')]);
    expect(marks).toEqual([
      ['Pipe', 'Search: pipe'],
      ['(solo', 'Search: (solo'],
    ]);
    expect(content.textContent).toBe('Pipeline reviews beat bagpipe (solos) every week');
  });

  it('asks to select a post when none is open', async () => {
    setup(threePosts());
    renderApp(INBOX);
    expect(await screen.findByText('Select a post to view details')).toBeTruthy();
  });
});

describe('cached lists after a change', () => {
  it('shows an unarchived post in the inbox list again when switched back to it', async () => {
    const kept = buildPost({ posterName: 'Kept Poster' });
    const returning = buildPost({ posterName: 'Returning Poster', archived: true });
    const archivedIds = new Set([returning.id]);
    setup([], {
      list: (query) =>
        buildPostList(
          [kept, returning]
            .map((post) => ({ ...post, archived: archivedIds.has(post.id) }))
            .filter((post) => post.archived === (query.archived === true)),
        ),
      archive: ({ id, archived }) => {
        if (archived) archivedIds.add(id);
        else archivedIds.delete(id);
        return undefined;
      },
    });
    renderApp(INBOX);
    await screen.findByRole('button', { name: /^Kept Poster / });
    expect(rowFor('Returning Poster')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Returning Poster / }));
    fireEvent.click(await within(pane()).findByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(rowFor('Returning Poster')).toBeNull());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    expect(await screen.findByRole('button', { name: /^Returning Poster / })).toBeTruthy();
    expect(rowFor('Kept Poster')).toBeTruthy();
  });

  it("drops a hidden author's posts from another cached list when it is shown again", async () => {
    const spamToday = buildPost({
      posterName: 'Spam Author',
      content: 'today',
      posterProfileURL: 'https://x.example/in/spam',
    });
    const spamWeek = buildPost({
      posterName: 'Spam Author',
      content: 'this week',
      posterProfileURL: 'https://x.example/in/spam',
    });
    const today = buildPost({ posterName: 'Today Poster' });
    const week = buildPost({ posterName: 'Week Poster' });
    let hidden = false;
    setup([], {
      list: (query) =>
        buildPostList(
          (query.dateRange === 7 ? [spamWeek, week] : [spamToday, today]).filter(
            (post) => !(hidden && post.posterName === 'Spam Author'),
          ),
        ),
      archive: ({ hideAuthor }) => {
        if (hideAuthor) hidden = true;
        return undefined;
      },
    });
    renderApp(INBOX);
    await screen.findByRole('button', { name: /^Today Poster / });
    expect(rowFor('Spam Author')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await screen.findByRole('button', { name: /^Week Poster / });
    fireEvent.click(screen.getByRole('button', { name: /^Spam Author / }));
    await waitFor(() => expect(openPoster()).toBe('Post by Spam Author'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide Posts from this Author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Posts from this Author' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide Posts' }));
    await waitFor(() => expect(rowFor('Spam Author')).toBeNull());
    // Moving on opens (and marks read) the next post: that must not make the other lists look fresh again.
    await waitFor(() => expect(openPoster()).toBe('Post by Week Poster'));

    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => {
      expect(rowFor('Today Poster')).toBeTruthy();
      expect(rowFor('Spam Author')).toBeNull();
    });
  });
});

describe('keyboard', () => {
  it('takes focus to the post opened from its row, and skips to the list or the post', async () => {
    setup(threePosts());
    renderApp(INBOX);
    const second = await screen.findByRole('button', { name: /^Second Poster / });
    fireEvent.click(second);
    const pane = screen.getByRole('region', { name: 'Post details' });
    await waitFor(() => expect(document.activeElement).toBe(pane));

    fireEvent.click(screen.getByRole('link', { name: 'Skip to the post list' }));
    expect(document.activeElement).toBe(rowFor('Second Poster'));
    fireEvent.click(screen.getByRole('link', { name: 'Skip to the open post' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Post details' }));
  });

  it('makes the list one Tab stop that the arrows and j/k move through, focus following the open post', async () => {
    setup(threePosts());
    renderApp(INBOX);
    const first = await screen.findByRole('button', { name: /^First Poster / });
    const rows = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('button');
    expect(rows().map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('checkbox', { name: 'Select post by First Poster' }).tabIndex).toBe(-1);

    first.focus();
    press('ArrowDown', first);
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    const second = rowFor('Second Poster');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(rows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);

    press('j', document.activeElement ?? document.body);
    await waitFor(() => expect(openPoster()).toBe('Post by Third Poster'));
    await waitFor(() => expect(document.activeElement).toBe(rowFor('Third Poster')));
    press('ArrowUp', document.activeElement ?? document.body);
    await waitFor(() => expect(document.activeElement).toBe(rowFor('Second Poster')));
  });

  it('j/k and the arrows work from inside the post too: the next post opens and focus stays in the pane', async () => {
    setup(threePosts());
    renderApp(INBOX);
    fireEvent.click(await screen.findByRole('button', { name: /^First Poster / }));
    await waitFor(() => expect(document.activeElement).toBe(pane()));

    // From a control in the pane: focus moves to the pane, which now holds the next post.
    const archiveButton = within(pane()).getByRole('button', { name: 'Archive' });
    archiveButton.focus();
    press('j', archiveButton);
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    await waitFor(() => expect(document.activeElement).toBe(pane()));

    press('ArrowDown', pane());
    await waitFor(() => expect(openPoster()).toBe('Post by Third Poster'));
    expect(document.activeElement).toBe(pane());
    press('k', pane());
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    press('ArrowUp', within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    await waitFor(() => expect(document.activeElement).toBe(pane()));
  });

  it('j pressed twice before the first move renders moves two posts', async () => {
    setup(threePosts());
    renderApp(INBOX);
    await screen.findByRole('button', { name: /^First Poster / });

    press('j');
    press('j');
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    press('k');
    press('k');
    await waitFor(() => expect(openPoster()).toBe('Post by Third Poster'));
  });

  it('j/k move through posts, x selects, e archives, ? shows the shortcuts', async () => {
    const posts = threePosts();
    setup(posts);
    renderApp(INBOX);
    await screen.findByRole('button', { name: /^First Poster / });

    press('j');
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    press('k');
    await waitFor(() => expect(openPoster()).toBe('Post by Third Poster'));
    press('j');
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));

    press('x');
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select post by First Poster' }) as HTMLInputElement).checked).toBe(
      true,
    );

    press('e');
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    expect(bodiesOf(archivePost)).toEqual([{ id: posts[0]?.id, archived: true }]);

    press('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('says the post was archived with e, and Undo brings it back and opens it', async () => {
    const posts = threePosts();
    setup(posts);
    renderApp(INBOX);
    fireEvent.click(await screen.findByRole('button', { name: /^First Poster / }));
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    press('e');
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    const status = screen.getByRole('status', { name: 'Archiving' });
    expect(within(status).getByText('Post by First Poster archived.')).toBeTruthy();

    fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(bodiesOf(archivePost)).toEqual([
        { id: posts[0]?.id, archived: true },
        { id: posts[0]?.id, archived: false },
      ]),
    );
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    expect(
      within(screen.getByRole('status', { name: 'Archiving' })).queryByRole('button', { name: 'Undo' }),
    ).toBeNull();
  });

  it('/ focuses the search, and keys typed in a field are left alone', async () => {
    setup(threePosts());
    const { router } = renderApp(INBOX);
    await screen.findByRole('button', { name: /^First Poster / });

    press('/');
    const search = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(document.activeElement).toBe(search);
    press('j', search);
    press('e', search);
    expect(postIdOf(router)).toBeNull();
    expect(bodiesOf(archivePost)).toEqual([]);
  });

  it('o opens the original post in a new tab', async () => {
    const posts = threePosts();
    setup(posts);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp(`${INBOX}&postId=${posts[0]?.id}`);
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));

    press('o');
    expect(open).toHaveBeenCalledWith(posts[0]?.postURL, '_blank', 'noopener,noreferrer');
  });
});
