import { archivePost } from '@inroad/contracts/post';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPost, buildPostList } from '../../testing/builders.ts';
import { withElementSize } from '../../testing/layout.ts';
import {
  bodiesOf,
  INBOX,
  openPoster,
  pane,
  postIdOf,
  press,
  rowFor,
  setup,
  threePosts,
} from '../../testing/post-detail-test-utils.ts';
import { setupInbox } from '../../testing/posts-inbox.ts';
import { loadRouteCode, renderApp } from '../../testing/render-app.tsx';

withElementSize();
// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/posts'));

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

  it('j goes on past the loaded page to the next one; the ends wrap only once the whole list is loaded', async () => {
    const poster = (name: string) => buildPost({ posterName: `${name} Poster` });
    const [first, second, third, fourth] = [poster('First'), poster('Second'), poster('Third'), poster('Fourth')];
    let answerPageTwo = () => {};
    const pageTwo = new Promise<void>((resolve) => {
      answerPageTwo = resolve;
    });
    setupInbox({
      list: async (query) =>
        query.cursor === 'page-2'
          ? pageTwo.then(() => buildPostList([third, fourth], { total: 4 }))
          : buildPostList([first, second], { total: 4, nextCursor: 'page-2' }),
    });
    renderApp(INBOX);
    await screen.findByRole('button', { name: /^First Poster / });

    press('j');
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    expect(within(pane()).getByText('1 of 4')).toBeTruthy();
    // The list's last post is not loaded: k stays on the first post rather than going to the loaded page's end.
    expect(within(pane()).getByRole('button', { name: 'Previous post' }).hasAttribute('disabled')).toBe(true);
    press('k');
    press('j');
    await waitFor(() => expect(openPoster()).toBe('Post by Second Poster'));
    expect(within(pane()).getByText('2 of 4')).toBeTruthy();

    // From the last loaded post: on to the next page's first once it is in, not around to the first.
    press('j');
    answerPageTwo();
    await waitFor(() => expect(openPoster()).toBe('Post by Third Poster'));
    expect(within(pane()).getByText('3 of 4')).toBeTruthy();

    // All loaded: the ends wrap.
    fireEvent.click(within(pane()).getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(openPoster()).toBe('Post by Fourth Poster'));
    press('j');
    await waitFor(() => expect(openPoster()).toBe('Post by First Poster'));
    press('k');
    await waitFor(() => expect(openPoster()).toBe('Post by Fourth Poster'));
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
    // Back in the list in view too.
    expect(await screen.findByRole('button', { name: /^First Poster / })).toBeTruthy();
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
