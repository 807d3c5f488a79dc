import { listEmailTemplates } from '@inroad/contracts/email-template';
import { connectPoster, followPoster, getEngageQuota, withdrawConnection } from '@inroad/contracts/engage';
import { getPendingInstructions } from '@inroad/contracts/instructions';
import type { Post } from '@inroad/contracts/post';
import { getEngagementTimeline } from '@inroad/contracts/profile';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyEngageState } from '../../lib/engage-state.ts';
import { badRequest } from '../../testing/create-backend/handler.ts';
import { buildEngageResponse, buildProfileDetails, buildQuota } from '../../testing/engage-builders.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { fakeExtension } from '../../testing/fake-extension.ts';
import { requestsTo } from '../../testing/fake-server.ts';
import {
  bodiesOf,
  deferred,
  extension,
  linkedinPost,
  resetExtension,
  setup,
} from '../../testing/profile-test-utils.tsx';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { PosterProfileModal } from './components/poster-profile-modal.tsx';

beforeEach(resetExtension);

describe('follow and connect', () => {
  it('follows, and the button reads Following once the server answers', async () => {
    const post = linkedinPost();
    setup(post, [[followPoster, () => buildEngageResponse(post, { followed: true })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(bodiesOf(followPoster)).toEqual([{ id: post.id }]);
  });

  it('offers Show Posts instead of Hide Posts for an author whose posts are hidden', async () => {
    setup(linkedinPost({ authorHidden: true }));
    expect(await screen.findByRole('button', { name: 'Show Posts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide Posts' })).toBeNull();
  });

  it('takes the follow and connect flags from the profile details', async () => {
    extension({ getProfileDetails: buildProfileDetails({ onPlatformFollowed: true, connected: true }) });
    setup(linkedinPost());
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connected' })).toBeTruthy();
  });

  it('keeps a follow and a connect still waiting for the extension, which the profile cannot show yet', async () => {
    extension({ getProfileDetails: buildProfileDetails({ onPlatformFollowed: false, connected: false }) });
    const post = linkedinPost({ followed: true, connected: true });
    setup(post, [
      [
        getPendingInstructions,
        () => ({
          count: 2,
          oldestAgeSeconds: 5,
          pausedUntil: null,
          posts: [
            { postId: post.id, type: 'follow', ageSeconds: 5 },
            { postId: post.id, type: 'connect', ageSeconds: 4 },
          ],
        }),
      ],
    ]);
    await screen.findByText('About');
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connected' })).toBeTruthy();
  });

  it('connects with a note of at most 200 characters on a free account, counting notes left', async () => {
    const post = linkedinPost();
    setup(post, [
      [getEngageQuota, () => buildQuota({ account: 'free', used: { connect_note: 3 } })],
      [connectPoster, () => buildEngageResponse(post, { connected: true })],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note to your invitation' });
    expect(await within(dialog).findByText('0/200')).toBeTruthy();
    expect(within(dialog).getByText('2 of 5 notes left this month')).toBeTruthy();

    const note = within(dialog).getByRole('textbox', { name: 'Note to Casey Example' });
    fireEvent.change(note, { target: { value: 'x'.repeat(201) } });
    expect(within(dialog).getByText('201/200')).toBeTruthy();
    expect(within(dialog).getByText('A note can be at most 200 characters')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Connect' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(note, { target: { value: 'Enjoyed your post on focus.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(bodiesOf(connectPoster)).toEqual([{ id: post.id, message: 'Enjoyed your post on focus.' }]),
    );
    expect(await screen.findByRole('button', { name: 'Connected' })).toBeTruthy();
  });

  it('allows 300 characters when the account is not known to be free, and connects without a note', async () => {
    const post = linkedinPost();
    setup(post, [[connectPoster, () => buildEngageResponse(post, { connected: true })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note to your invitation' });
    expect(await within(dialog).findByText('0/300')).toBeTruthy();
    expect(within(dialog).queryByText(/notes left this month/)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note to Casey Example' }), {
      target: { value: 'x'.repeat(300) },
    });
    expect(within(dialog).getByRole('button', { name: 'Connect' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect without a note' }));
    await waitFor(() => expect(bodiesOf(connectPoster)).toEqual([{ id: post.id, message: null }]));
  });

  it('says why a connect was refused, and the note stays to be changed', async () => {
    const post = linkedinPost();
    const refusal = 'message: a note on a free LinkedIn account can be at most 200 characters';
    setup(post, [[connectPoster, () => badRequest(refusal)]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note to your invitation' });
    const note = within(dialog).getByRole('textbox', { name: 'Note to Casey Example' });
    fireEvent.change(note, { target: { value: 'x'.repeat(250) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toHaveLength(250);
    expect(screen.getByRole('button', { name: 'Add Connection' })).toBeTruthy();
  });

  it('withdraws a connection directly, without the dialog', async () => {
    const post = linkedinPost({ connected: true });
    setup(post, [[withdrawConnection, () => buildEngageResponse(post, { connected: false })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Connected' }));
    await waitFor(() => expect(bodiesOf(withdrawConnection)).toEqual([{ id: post.id }]));
    expect(screen.queryByRole('dialog', { name: 'Add a note to your invitation' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add Connection' })).toBeTruthy();
  });
});

/** The profile as the inbox shows it: opened again from the post, which keeps what the modal engaged. */
function ReopenableProfile({ initial }: { initial: Post }) {
  const [post, setPost] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the profile
      </button>
      {open && (
        <PosterProfileModal
          post={post}
          onClose={() => setOpen(false)}
          onEngaged={(target, state) => setPost((p) => applyEngageState(p, target, state))}
          onHideAuthor={() => undefined}
          onShowAuthor={() => undefined}
        />
      )}
    </>
  );
}

describe('a profile opened again', () => {
  it('keeps a follow done since the last read while the profile is read again', async () => {
    const post = linkedinPost();
    const reread = deferred<unknown>();
    let reads = 0;
    fakeExtension((message) => {
      if (message.type !== 'getProfileDetails') return null;
      reads += 1;
      return reads === 1 ? buildProfileDetails({ onPlatformFollowed: false }) : reread.promise;
    });
    fakeApi([
      [getEngagementTimeline, () => []],
      [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
      [listEmailTemplates, () => []],
      [getEngageQuota, () => buildQuota()],
      [followPoster, () => buildEngageResponse(post, { followed: true })],
    ]);
    renderWithProviders(<ReopenableProfile initial={post} />);
    await screen.findByText('About');
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Profile' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());
    const pendingReads = requestsTo(getPendingInstructions).length;

    // Within the minute the earlier read (not following) is still cached, and shows while LinkedIn is read again.
    fireEvent.click(screen.getByRole('button', { name: 'Open the profile' }));
    await screen.findByRole('dialog', { name: 'Profile' });
    await waitFor(() => expect(requestsTo(getPendingInstructions).length).toBeGreaterThan(pendingReads));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reads).toBe(2);
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();

    await act(async () => reread.resolve(buildProfileDetails({ onPlatformFollowed: true })));
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
  });
});

/** A control that opens the profile, as the poster's name in the detail pane does. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Casey Example
      </button>
      {open && (
        <PosterProfileModal
          post={linkedinPost()}
          onClose={() => setOpen(false)}
          onEngaged={() => undefined}
          onHideAuthor={() => undefined}
          onShowAuthor={() => undefined}
        />
      )}
    </>
  );
}

describe('keyboard in the profile', () => {
  it('closes only the note dialog on Escape there, and the profile on Escape in the profile', async () => {
    const { onClose } = setup(linkedinPost());
    fireEvent.click(await screen.findByRole('button', { name: 'Add Connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note to your invitation' });
    const note = within(dialog).getByRole('textbox', { name: 'Note to Casey Example' });
    note.focus();
    fireEvent.keyDown(note, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a note to your invitation' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    const profile = screen.getByRole('dialog', { name: 'Profile' });
    // A dialog's header is not one more banner of the page.
    expect(screen.queryAllByRole('banner')).toEqual([]);
    fireEvent.keyDown(within(profile).getByRole('button', { name: 'Add Connection' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the control that opened it when it closes', async () => {
    fakeApi([
      [getEngagementTimeline, () => []],
      [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
      [listEmailTemplates, () => []],
      [getEngageQuota, () => buildQuota()],
    ]);
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Casey Example' });
    opener.focus();
    fireEvent.click(opener);
    const profile = await screen.findByRole('dialog', { name: 'Profile' });
    fireEvent.click(within(profile).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
