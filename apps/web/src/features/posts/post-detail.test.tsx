import { archivePost, bulkArchivePosts, readPost } from '@inroad/contracts/post';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildPost, buildPostList } from '../../testing/builders.ts';
import { withElementSize } from '../../testing/layout.ts';
import {
  bodiesOf,
  INBOX,
  openPoster,
  pane,
  postIdOf,
  rowFor,
  setup,
  singleFetches,
  threePosts,
} from '../../testing/post-detail-test-utils.ts';
import { loadRouteCode, renderApp } from '../../testing/render-app.tsx';

withElementSize();
// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/posts'));

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

  it('marks a post read again when it is opened again after the mark failed', async () => {
    const posts = threePosts();
    let reads = 0;
    setup(posts, {
      read: () => {
        reads += 1;
        if (reads === 1) throw new ApiError({ status: 0, kind: 'network', message: 'Network error' });
      },
    });
    renderApp(`${INBOX}&postId=${posts[0]?.id}`);
    await waitFor(() => expect(bodiesOf(readPost)).toHaveLength(1));
    // Not again while it stays open: a server that keeps failing is not asked over and over.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodiesOf(readPost)).toHaveLength(1);
    fireEvent.click(within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'Previous post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    await waitFor(() => expect(bodiesOf(readPost)).toEqual([{ id: posts[0]?.id }, { id: posts[0]?.id }]));
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

  it('hides the author when confirmed while an archive is still on its way', async () => {
    const posts = threePosts();
    let answerArchive = () => {};
    const archiveAnswered = new Promise<void>((resolve) => {
      answerArchive = resolve;
    });
    setup(posts, { archive: async ({ hideAuthor }) => (hideAuthor ? [] : archiveAnswered.then(() => [])) });
    renderApp(`${INBOX}&postId=${posts[0]?.id}`);
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(bodiesOf(archivePost)).toHaveLength(1));

    fireEvent.click(within(pane()).getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide Posts from this Author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Posts from this Author' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide Posts' }));
    await waitFor(() =>
      expect(bodiesOf(archivePost)).toEqual([
        { id: posts[0]?.id, archived: true },
        { id: posts[0]?.id, archived: true, hideAuthor: true },
      ]),
    );
    answerArchive();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hide Posts from this Author' })).toBeNull());
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

  it('offers to show the posts of an author the user hides, and Undo hides them again', async () => {
    let hidden = true;
    const theirs = buildPost({ posterName: 'Hidden Poster', archived: true, authorHidden: true });
    setup(threePosts(), {
      single: (id) => (id === theirs.id ? { ...theirs, archived: hidden, authorHidden: hidden } : undefined),
      archive: ({ hideAuthor }) => {
        if (hideAuthor !== undefined) hidden = hideAuthor;
        return [];
      },
    });
    renderApp(`${INBOX}&postId=${theirs.id}`);
    await waitFor(() => expect(openPoster()).toBe('Post by Hidden Poster'));
    fireEvent.click(within(pane()).getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Hide Posts from this Author' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Show Posts from this Author' }));

    await waitFor(() => expect(bodiesOf(archivePost)).toEqual([{ id: theirs.id, archived: false, hideAuthor: false }]));
    const status = screen.getByRole('status', { name: 'Archiving' });
    await waitFor(() => expect(within(status).getByText('Posts from Hidden Poster will show again.')).toBeTruthy());
    // The post stays open, fetched again: back in the inbox, its author no longer hidden.
    await waitFor(() => expect(within(pane()).getByRole('button', { name: 'Archive' })).toBeTruthy());
    fireEvent.click(within(pane()).getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Hide Posts from this Author' })).toBeTruthy();

    fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(bodiesOf(archivePost).at(-1)).toEqual({ id: theirs.id, archived: true, hideAuthor: true }),
    );
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
    expect(singleFetches()[0]).toBe(elsewhere.id);
  });

  it('shows the open post whole, fetched by its id, and fetches the posts either side ahead', async () => {
    const long = `${'A long post. '.repeat(40)}The end of the long post.`;
    const posts = [
      buildPost({ posterName: 'First Poster', content: long, comments: ['A comment the row leaves out'] }),
      buildPost({ posterName: 'Second Poster' }),
      buildPost({ posterName: 'Third Poster' }),
    ];
    setup(posts);
    renderApp(`${INBOX}&postId=${posts[0]?.id}`);

    // The row holds the start of the text; the pane, the whole post.
    await waitFor(() => expect(within(pane()).getByText(/The end of the long post\.$/)).toBeTruthy());
    expect(rowFor('First Poster')?.textContent).not.toContain('The end of the long post.');
    // The next and the previous (around the end) posts are fetched ahead, so j and k show them at once.
    await waitFor(() => expect(new Set(singleFetches())).toEqual(new Set(posts.map((post) => post.id))));
    const fetched = singleFetches().length;
    fireEvent.click(within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    expect(singleFetches()).toHaveLength(fetched);
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
