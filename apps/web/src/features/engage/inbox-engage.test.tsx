import { getEngageQuota, likePost } from '@inroad/contracts/engage';
import { getPendingInstructions } from '@inroad/contracts/instructions';
import { listNotices } from '@inroad/contracts/notice';
import { getPost, listPosts, readPost } from '@inroad/contracts/post';
import { getEngagementCounts, getEngagementTimeline } from '@inroad/contracts/profile';
import { listSources } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildPostList, buildSource } from '../../testing/builders.ts';
import { buildEngageResponse, buildQuota } from '../../testing/engage-builders.ts';
import { answerGetPost, buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { withElementSize } from '../../testing/layout.ts';
import { loadInboxLazyParts, loadRouteCode, renderApp } from '../../testing/render-app.tsx';

const NONE_WAITING = { like: 0, comment: 0, follow: 0, connect: 0 };

withElementSize();
// The inbox's lazy parts these tests open (the engagement footer, the profile modal) load here too, not in a findBy.
beforeAll(async () => {
  await loadRouteCode('/posts');
  await loadInboxLazyParts();
});

describe('engagement in the inbox', () => {
  it('puts Like and Comment under the open post, refreshes the goals, and opens the profile', async () => {
    const post = buildPost({ posterName: 'Casey Example', numLikes: 3, posterSalesNavId: 'ACoAAExample1' });
    let likes = 0;
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [listSources, () => [buildSource()]],
      [listPosts, () => buildPostList([post])],
      [getPost, answerGetPost],
      [readPost, () => ({ status: 'success' })],
      [listNotices, () => ({ notices: [] })],
      [getEngagementCounts, () => ({ like: likes, comment: 0, follow: 0, connect: 0, waiting: NONE_WAITING })],
      [getEngageQuota, () => buildQuota()],
      [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
      [getEngagementTimeline, () => []],
      [
        likePost,
        () => {
          likes = 1;
          return buildEngageResponse(post, { liked: true, numLikes: 4 });
        },
      ],
    ]);
    renderApp(`/posts?view=priority&dateRange=1&postId=${post.id}`);

    const pane = await screen.findByRole('region', { name: 'Post details' });
    expect(await within(pane).findByText('3 likes')).toBeTruthy();
    expect(await screen.findByText('0/10')).toBeTruthy();

    fireEvent.click(await within(pane).findByRole('button', { name: 'Like' }));
    expect(await within(pane).findByText('4 likes')).toBeTruthy();
    expect(await screen.findByText('1/10')).toBeTruthy();

    fireEvent.click(within(pane).getByRole('button', { name: 'Casey Example' }));
    const profile = await screen.findByRole('dialog', { name: 'Profile' });
    expect(await within(profile).findByText('Browser extension needed')).toBeTruthy();
    expect(await within(profile).findByText("You haven't engaged with this person yet")).toBeTruthy();
    fireEvent.click(within(profile).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());
  });

  it('opens the profile of a post opened by link that the loaded list does not hold', async () => {
    const listed = buildPost({ posterName: 'Listed Poster' });
    const linked = buildPost({ posterName: 'Linked Poster', posterSalesNavId: 'ACoAAExample2' });
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [listSources, () => [buildSource()]],
      [listPosts, () => buildPostList([listed])],
      [getPost, () => linked],
      [readPost, () => ({ status: 'success' })],
      [listNotices, () => ({ notices: [] })],
      [getEngagementCounts, () => ({ like: 0, comment: 0, follow: 0, connect: 0, waiting: NONE_WAITING })],
      [getEngageQuota, () => buildQuota()],
      [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
      [getEngagementTimeline, () => []],
    ]);
    renderApp(`/posts?view=priority&dateRange=1&postId=${linked.id}`);

    const pane = await screen.findByRole('region', { name: 'Post details' });
    fireEvent.click(await within(pane).findByRole('button', { name: 'Linked Poster' }));
    const profile = await screen.findByRole('dialog', { name: 'Profile' });
    expect(await within(profile).findByText('Browser extension needed')).toBeTruthy();
    expect(within(profile).getAllByText('Linked Poster').length).toBeGreaterThan(0);
  });
});
