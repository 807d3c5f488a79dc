import { archivePost, listPosts, type Post, readPost } from '@inroad/contracts/post';
import { listSources } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { buildPost, buildPostList, buildSource } from '../../testing/builders.ts';
import { buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { withElementSize } from '../../testing/layout.ts';
import { type currentUrl, renderApp } from '../../testing/render-app.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  apiRequest: vi.fn(),
}));

withElementSize();
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const INBOX = '/posts?view=priority&dateRange=1';

function setup(posts: Post[]) {
  fakeApi(apiRequest, [
    [getUserSettings, () => buildUserSettings()],
    [listSources, () => [buildSource()]],
    [listPosts, () => buildPostList(posts)],
    [readPost, () => ({ status: 'success' })],
    [archivePost, () => ({ status: 'success' })],
  ]);
}

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

    fireEvent.click(await screen.findByRole('button', { name: 'Open post by First Poster' }));
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
    expect(screen.queryByRole('button', { name: 'Open post by Second Poster' })).toBeNull();
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

  it('asks to select a post when none is open', async () => {
    setup(threePosts());
    renderApp(INBOX);
    expect(await screen.findByText('Select a post to view details')).toBeTruthy();
  });
});

describe('keyboard', () => {
  it('j/k move through posts, x selects, e archives, ? shows the shortcuts', async () => {
    const posts = threePosts();
    setup(posts);
    renderApp(INBOX);
    await screen.findByRole('button', { name: 'Open post by First Poster' });

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

  it('/ focuses the search, and keys typed in a field are left alone', async () => {
    setup(threePosts());
    const { router } = renderApp(INBOX);
    await screen.findByRole('button', { name: 'Open post by First Poster' });

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
