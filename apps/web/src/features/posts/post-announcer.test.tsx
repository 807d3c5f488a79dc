import { archivePost, getPost, listPosts, readPost } from '@inroad/contracts/post';
import { listSources } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildPostList, buildSource } from '../../testing/builders.ts';
import { answerGetPost, buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { withElementSize } from '../../testing/layout.ts';
import { loadRouteCode, renderApp } from '../../testing/render-app.tsx';
import { postAnnouncement } from './components/post-announcer.tsx';

withElementSize();
beforeAll(() => loadRouteCode('/posts'));

const posts = [
  buildPost({
    posterName: 'Ada Lovelace',
    content: 'Engines that weave algebraic patterns, as the loom weaves flowers',
  }),
  buildPost({
    posterName: 'Grace Hopper',
    content: 'It is easier to ask forgiveness than it is to get permission, and the rest of this post is long',
  }),
  buildPost({ posterName: null, content: 'Nameless but not wordless' }),
];

function setup() {
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [listSources, () => [buildSource()]],
    [listPosts, () => buildPostList(posts)],
    [getPost, answerGetPost],
    [readPost, () => ({ status: 'success' })],
    [archivePost, () => ({ status: 'success', alsoArchivedIds: [] })],
  ]);
}

const live = () => screen.getByTestId('post-announcer');
const pane = () => screen.getByRole('region', { name: 'Post details' });
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('the opened post said to screen readers', () => {
  it('words a post by its place, author and first dozen words', () => {
    expect(postAnnouncement(posts[1] ?? buildPost(), 1, 3)).toBe(
      'Post 2 of 3, by Grace Hopper: It is easier to ask forgiveness than it is to get permission,…',
    );
    expect(postAnnouncement(posts[2] ?? buildPost(), -1, 3)).toBe('Post, by Unknown author: Nameless but not wordless');
  });

  it('says the post j, k and the pane’s arrows open, in a polite live region; not a move that focuses a row', async () => {
    setup();
    renderApp('/posts?view=priority&dateRange=1');
    await screen.findByRole('button', { name: /^Ada Lovelace / });
    expect(live().getAttribute('role')).toBe('status');
    expect(live().getAttribute('aria-live')).toBe('polite');
    expect(live().textContent).toBe('');

    // From the page (focus on <body>): nothing else would tell a screen reader which post opened.
    press('j');
    await waitFor(() =>
      expect(live().textContent).toBe(
        'Post 1 of 3, by Ada Lovelace: Engines that weave algebraic patterns, as the loom weaves flowers',
      ),
    );
    press('j');
    await waitFor(() => expect(live().textContent).toMatch(/^Post 2 of 3, by Grace Hopper: It is easier/));
    press('k');
    await waitFor(() => expect(live().textContent).toMatch(/^Post 1 of 3, by Ada Lovelace/));

    // The pane's Next button and its arrows: focus stays in the pane, the opened post is said.
    fireEvent.click(within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(live().textContent).toMatch(/^Post 2 of 3, by Grace Hopper/));
    press('ArrowDown', pane());
    await waitFor(() => expect(live().textContent).toBe('Post 3 of 3, by Unknown author: Nameless but not wordless'));

    // A row's arrows move focus to the row, which is read itself: the region keeps its last words.
    const row = screen.getByRole('button', { name: /^Grace Hopper / });
    row.focus();
    press('ArrowUp', row);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Ada Lovelace / })));
    expect(live().textContent).toBe('Post 3 of 3, by Unknown author: Nameless but not wordless');
  });
});
