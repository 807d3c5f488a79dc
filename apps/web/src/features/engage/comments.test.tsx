import { dismissNotices, listNotices, type Notice } from '@inroad/contracts/notice';
import type { PostComment } from '@inroad/contracts/post';
import { getCachedLinkedinComments, storeLinkedinComments } from '@inroad/contracts/post-comments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticesWatcher } from '../../components/notices-watcher.tsx';
import { buildPost } from '../../testing/builders.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { fakeExtension, messagesToExtension } from '../../testing/fake-extension.ts';
import { requestsTo } from '../../testing/fake-server.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { EXTENSION_FETCH_FAILED, linkedinCommentsPath } from './api/post-comments.ts';
import { CommentsPanel, NO_COMMENTS } from './components/comments-panel.tsx';

beforeEach(() => {
  // The extension answers nothing (the client takes it as absent) unless a test says otherwise; what the page
  // sends it is recorded.
  fakeExtension();
});

const FETCHED: PostComment[] = [
  {
    name: 'Robin Sample',
    headline: 'Founder at Sample Labs',
    profileImageURL: null,
    profileURL: 'https://www.linkedin.com/in/robin-sample',
    comment: 'Fetched comment text',
    reply: {
      name: 'Casey Example',
      headline: null,
      profileImageURL: null,
      profileURL: null,
      comment: 'A reply',
    },
  },
];

const cached = (comments: PostComment[] | null) => () =>
  comments === null
    ? { response_code: 404, comments: [], fetchedAt: null }
    : { response_code: 200, comments, fetchedAt: '2025-03-04T10:00:00.000Z' };

const callsOf = requestsTo;

describe('comments panel', () => {
  it('shows the comments the post carries first', () => {
    renderWithProviders(<CommentsPanel post={buildPost({ comments: ['Carried one', 'Carried two'] })} />);
    expect(screen.getByText('Other comments:')).toBeTruthy();
    expect(screen.getByText('Carried one')).toBeTruthy();
    expect(screen.getByText('Carried two')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See Post Comments' })).toBeTruthy();
  });

  it('uses the stored comments when the server has them', async () => {
    const post = buildPost({ comments: ['Carried one'] });
    fakeApi([[getCachedLinkedinComments, cached(FETCHED)]]);
    renderWithProviders(<CommentsPanel post={post} />);

    fireEvent.click(screen.getByRole('button', { name: 'See Post Comments' }));
    expect(await screen.findByText('Fetched comment text')).toBeTruthy();
    expect(screen.getByText('A reply')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Robin Sample' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/robin-sample',
    );
    expect(screen.queryByText('Carried one')).toBeNull();
    expect(callsOf(getCachedLinkedinComments)[0]).toMatchObject({ query: { postId: post.id } });
    expect(messagesToExtension()).toEqual([]);
  });

  it('asks the extension on a miss, stores its raw answer, and refreshes past the cache', async () => {
    const post = buildPost({ postIdExternal: 'urn:li:activity:7001' });
    const raw = { data: { recorded: true } };
    fakeExtension(() => ({ success: true, status: 200, data: raw }));
    fakeApi([
      [getCachedLinkedinComments, cached(null)],
      [storeLinkedinComments, cached(FETCHED)],
    ]);
    renderWithProviders(<CommentsPanel post={post} />);

    fireEvent.click(screen.getByRole('button', { name: 'See Post Comments' }));
    expect(await screen.findByText('Fetched comment text')).toBeTruthy();
    expect(messagesToExtension()).toContainEqual({
      type: 'executeLinkedinRequest',
      url: linkedinCommentsPath('urn:li:activity:7001'),
    });
    expect(callsOf(storeLinkedinComments)[0]).toMatchObject({ body: { post: { id: post.id }, rawData: raw } });

    fireEvent.click(screen.getByRole('button', { name: 'Refresh comments' }));
    await waitFor(() => expect(callsOf(storeLinkedinComments)).toHaveLength(2));
    expect(callsOf(getCachedLinkedinComments)).toHaveLength(1);
  });

  it("says 'Failed to fetch data from extension' when the extension is absent", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([[getCachedLinkedinComments, cached(null)]]);
    renderWithProviders(<CommentsPanel post={buildPost()} />);

    fireEvent.click(screen.getByRole('button', { name: 'See Post Comments' }));
    expect(await screen.findByText(EXTENSION_FETCH_FAILED)).toBeTruthy();
    expect(callsOf(storeLinkedinComments)).toHaveLength(0);
  });

  it('notes a post without comments once fetched', async () => {
    fakeApi([[getCachedLinkedinComments, cached([])]]);
    renderWithProviders(<CommentsPanel post={buildPost()} />);
    expect(screen.queryByText(NO_COMMENTS)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See Post Comments' }));
    expect(await screen.findByText(NO_COMMENTS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh comments' })).toBeTruthy();
  });

  it('builds the Voyager comments request with the post urn encoded', () => {
    const path = linkedinCommentsPath('urn:li:activity:7001');
    expect(path.startsWith('/voyager/api/graphql?variables=(count:50,start:0,numReplies:1,socialDetailUrn:')).toBe(
      true,
    );
    expect(path).toContain(
      'urn%3Ali%3Afsd_socialDetail%3A%28urn%3Ali%3Aactivity%3A7001%2Curn%3Ali%3Aactivity%3A7001%2C',
    );
    expect(path).toContain('&queryId=voyagerSocialDashComments.');
  });

  it("fetches a Reddit post's comments through the extension and stores Reddit's raw answer", async () => {
    const post = buildPost({ platform: 'reddit', postIdExternal: 't3_abc12' });
    const raw = [{ kind: 'Listing' }, { kind: 'Listing' }];
    fakeExtension(() => ({ success: true, status: 200, data: raw }));
    fakeApi([
      [getCachedLinkedinComments, cached(null)],
      [storeLinkedinComments, cached(FETCHED)],
    ]);
    renderWithProviders(<CommentsPanel post={post} />);

    fireEvent.click(screen.getByRole('button', { name: 'See Post Comments' }));
    expect(await screen.findByText('Fetched comment text')).toBeTruthy();
    expect(messagesToExtension()).toContainEqual({ type: 'getRedditComments', postId: 't3_abc12' });
    expect(callsOf(storeLinkedinComments)[0]).toMatchObject({ body: { post: { id: post.id }, rawData: raw } });
    expect(screen.getByRole('button', { name: 'Refresh comments' }).getAttribute('title')).toBe(
      'Fetch the comments again from Reddit',
    );
  });
});

describe('notices', () => {
  it('shows each notice once and dismisses it on the server', async () => {
    const notice: Notice = {
      id: '20000000-0000-4000-8000-000000000001',
      kind: 'action_failed',
      message: 'LinkedIn did not accept the like on a post by Casey Example',
      postId: null,
      createdAt: '2025-03-04T10:00:00.000Z',
    };
    fakeApi([
      [listNotices, () => ({ notices: [notice] })],
      [dismissNotices, () => ({ status: 'success', count: 1 })],
    ]);
    const onNotices = vi.fn();
    renderWithProviders(<NoticesWatcher onNotices={onNotices} />);

    expect(await screen.findByText(notice.message)).toBeTruthy();
    await waitFor(() => expect(callsOf(dismissNotices)).toHaveLength(1));
    expect(callsOf(dismissNotices)[0]).toMatchObject({ body: { ids: [notice.id] } });
    expect(onNotices).toHaveBeenCalledWith([notice]);
  });
});
