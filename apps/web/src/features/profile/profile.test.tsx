import { listEmailTemplates } from '@inroad/contracts/email-template';
import {
  connectPoster,
  type FindEmailResponse,
  findEmail,
  followPoster,
  getEngageQuota,
  logManualEmail,
  withdrawConnection,
} from '@inroad/contracts/engage';
import { getPendingInstructions } from '@inroad/contracts/instructions';
import type { Post } from '@inroad/contracts/post';
import { getEngagementTimeline, type Timeline } from '@inroad/contracts/profile';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { applyEngageState } from '../../lib/engage-state.ts';
import { askExtension } from '../../lib/extension-client.ts';
import { buildPost } from '../../testing/builders.ts';
import {
  buildEmailTemplate,
  buildEngageResponse,
  buildProfileDetails,
  buildQuota,
} from '../../testing/engage-builders.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { NO_ENGAGEMENT } from './components/activity-timeline.tsx';
import { PosterProfileModal } from './components/poster-profile-modal.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../lib/extension-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/extension-client.ts')>()),
  askExtension: vi.fn(async () => null),
}));

type Handlers = Parameters<typeof fakeApi>[1];

/** What the extension answers per message type; a missing type means it is absent (null). */
function extension(answers: Record<string, unknown>) {
  vi.mocked(askExtension).mockImplementation(
    (async (message: { type: string }) => answers[message.type] ?? null) as typeof askExtension,
  );
}

beforeEach(() => {
  vi.mocked(askExtension).mockReset();
  extension({});
});

function Harness({ initial, onClose }: { initial: Post; onClose: () => void }) {
  const [post, setPost] = useState(initial);
  return (
    <PosterProfileModal
      post={post}
      onClose={onClose}
      onEngaged={(target, state) => setPost((p) => applyEngageState(p, target, state))}
      onHideAuthor={() => undefined}
    />
  );
}

function linkedinPost(overrides: Partial<Post> = {}) {
  return buildPost({ posterName: 'Casey Example', posterSalesNavId: 'ACoAAExample1', ...overrides });
}

function setup(post: Post, handlers: Handlers = [], timeline: Timeline = []) {
  fakeApi(apiRequest, [
    [getEngagementTimeline, () => timeline],
    [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
    [listEmailTemplates, () => [buildEmailTemplate()]],
    [getEngageQuota, () => buildQuota()],
    ...handlers,
  ]);
  const onClose = vi.fn();
  renderWithProviders(<Harness initial={post} onClose={onClose} />);
  return { onClose };
}

function bodiesOf(endpoint: unknown): unknown[] {
  return vi
    .mocked(apiRequest)
    .mock.calls.filter(([e]) => e === endpoint)
    .map(([, input]) => (input as { body?: unknown; query?: unknown }).body ?? (input as { query?: unknown }).query);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const found = (email: string): FindEmailResponse => ({
  email,
  status: 'found',
  verified: true,
  provider: 'builtin',
  message: null,
  alternatives: [],
});

describe('poster profile modal', () => {
  it('shows the loading line, then location, counts, about and experience', async () => {
    const details = deferred<unknown>();
    vi.mocked(askExtension).mockImplementation((() => details.promise) as unknown as typeof askExtension);
    setup(linkedinPost());

    expect(await screen.findByText('Loading profile details...')).toBeTruthy();
    expect(screen.queryByText(/followers/)).toBeNull();
    expect(screen.getByText('Casey Example')).toBeTruthy();

    await act(async () =>
      details.resolve(
        buildProfileDetails({
          experience: [
            ...buildProfileDetails().experience,
            { ...buildProfileDetails().experience[0]!, companyName: null, jobLocation: 'Porto' },
          ],
        }),
      ),
    );
    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText('Loading profile details...')).toBeNull();
    expect(screen.getAllByText('Lisbon, Portugal').length).toBeGreaterThan(0);
    expect(screen.getByText('Helps small teams sell better.')).toBeTruthy();
    const experience = screen.getByRole('region', { name: 'Experience' });
    expect(within(experience).getByText('Example Co')).toBeTruthy();
    expect(within(experience).getByText('Unknown Company')).toBeTruthy();
    expect(within(experience).getAllByRole('link', { name: 'View company' })[0]?.getAttribute('href')).toBe(
      'https://www.linkedin.com/company/example-co/',
    );
    expect(screen.getByLabelText('2nd connection').textContent).toBe('2nd');
  });

  it('counts a missing number as 0', async () => {
    extension({ getProfileDetails: buildProfileDetails({ numFollowers: null, numConnections: null }) });
    setup(linkedinPost());
    await waitFor(() => expect(screen.getAllByText('0')).toHaveLength(2));
  });

  it('cuts the headline at 60 characters and keeps the whole of it on hover', async () => {
    const headline = 'Helping founders build repeatable outbound sales with small teams and honest data';
    setup(linkedinPost({ posterHeadline: headline }));
    const shown = await screen.findByTitle(headline);
    expect(shown.textContent).toBe(`${headline.slice(0, 60).trimEnd()}...`);
  });

  it('shows what the server knows and says the rest needs the extension', async () => {
    setup(
      linkedinPost({ posterHeadline: 'Head of Sales at Example Co' }),
      [],
      [{ date: '2025-03-04T10:00:00.000Z', type: 'like', postURL: null, postSlug: null, comment: null }],
    );
    expect(await screen.findByText('Browser extension needed')).toBeTruthy();
    expect(screen.getByText('Head of Sales at Example Co')).toBeTruthy();
    expect(await screen.findByText('Liked post')).toBeTruthy();
    expect(screen.queryByText('Loading profile details...')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Experience' })).toBeNull();
  });

  it('describes every kind of engagement in words, never by its type name', async () => {
    const entry = (type: Timeline[number]['type'], date: string) => ({
      date,
      type,
      postURL: null,
      postSlug: null,
      comment: null,
    });
    setup(
      linkedinPost(),
      [],
      [
        entry('connect', '2025-03-05T10:00:00.000Z'),
        entry('comment', '2025-03-04T10:00:00.000Z'),
        entry('follow', '2025-03-03T10:00:00.000Z'),
      ],
    );
    expect(await screen.findByText('Sent a connection request')).toBeTruthy();
    expect(screen.getByText('Commented on post')).toBeTruthy();
    expect(screen.getByText('Started following this person')).toBeTruthy();
    const timeline = screen.getByRole('list', { name: 'Activity Timeline' });
    expect(within(timeline).queryByText(/^(connect|comment|follow)$/)).toBeNull();
  });

  it("closes with 'Failed to load profile details' when the extension fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    extension({ getProfileDetails: { success: false, error: 'LinkedIn gave no profile', failure: null } });
    const { onClose } = setup(linkedinPost());
    expect(await screen.findByText('Failed to load profile details')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('lists the activity timeline with the spec texts, links and quotes', async () => {
    const post = linkedinPost();
    setup(
      post,
      [],
      [
        { date: '2025-03-06T10:00:00.000Z', type: 'email', postURL: null, postSlug: null, comment: null },
        {
          date: '2025-03-05T10:00:00.000Z',
          type: 'comment',
          postURL: 'https://www.linkedin.com/feed/update/urn:li:activity:9/',
          postSlug: 'Small teams win by focus',
          comment: 'Agreed, focus wins',
        },
        { date: '2025-03-04T10:00:00.000Z', type: 'follow', postURL: null, postSlug: null, comment: null },
      ],
    );
    const timeline = await screen.findByRole('list', { name: 'Activity Timeline' });
    expect(within(timeline).getByText('Emailed person')).toBeTruthy();
    expect(within(timeline).getByText('Commented on post')).toBeTruthy();
    expect(within(timeline).getByText('Started following this person')).toBeTruthy();
    expect(within(timeline).getByText('Mar 4, 2025')).toBeTruthy();
    expect(within(timeline).getByRole('link', { name: 'Small teams win by focus' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/feed/update/urn:li:activity:9/',
    );
    expect(within(timeline).getByText('“Agreed, focus wins”')).toBeTruthy();
    expect(bodiesOf(getEngagementTimeline)).toEqual([{ posterEntityId: 'ACoAAExample1' }]);
  });

  it('never looks Reddit authors up, and offers no follow or connect for them', async () => {
    setup(buildPost({ platform: 'reddit', posterName: 'u/sample', posterSalesNavId: 't2_abc' }));
    expect(await screen.findByText(/available for LinkedIn authors only/)).toBeTruthy();
    expect(vi.mocked(askExtension)).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Connection' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide Posts' })).toBeTruthy();
  });

  it('says when the user has not engaged with the person', async () => {
    setup(linkedinPost());
    expect(await screen.findByText(NO_ENGAGEMENT)).toBeTruthy();
  });
});

describe('find email address', () => {
  it('spins while looking, then offers Gmail and Outlook for the address found', async () => {
    const answer = deferred<FindEmailResponse>();
    extension({
      getProfileDetails: buildProfileDetails(),
      getCompanyWebsite: { success: true, website: 'https://example.com', name: 'Example Co' },
    });
    const post = linkedinPost();
    setup(post, [[findEmail, () => answer.promise]]);

    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    expect(await screen.findByText('Finding email address…')).toBeTruthy();
    await act(async () => answer.resolve(found('casey@example.com')));
    expect(await screen.findByText('casey@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gmail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Outlook' })).toBeTruthy();
    expect(bodiesOf(findEmail)).toEqual([
      {
        fullName: 'Casey Example',
        domain: 'https://example.com',
        linkedinStandardProfileURL: post.posterProfileURL,
        posterSalesNavId: 'ACoAAExample1',
        companyLinkedinId: '1001',
        companyName: 'Example Co',
      },
    ]);
  });

  it.each([
    ['not_found', 'No email found'],
    ['no_website', 'No company website found'],
  ] as const)('says so when the lookup answers %s', async (status, text) => {
    extension({ getProfileDetails: buildProfileDetails() });
    setup(linkedinPost(), [
      [findEmail, () => ({ email: null, status, verified: false, provider: null, message: text, alternatives: [] })],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('email templates in the profile', () => {
  async function findAddress(handlers: Handlers = []) {
    extension({ getProfileDetails: buildProfileDetails() });
    const post = linkedinPost();
    setup(post, [[findEmail, () => found('casey@example.com')], ...handlers]);
    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    await screen.findByText('casey@example.com');
    return post;
  }

  it('composes from a template with {{firstName}} filled, then logs the e-mail', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const post = await findAddress([[logManualEmail, () => ({ status: 'success' })]]);

    fireEvent.click(screen.getByRole('button', { name: 'Gmail' }));
    const picker = screen.getByRole('dialog', { name: 'Select Email Template' });
    expect(within(picker).getByText('Select Email Template')).toBeTruthy();
    expect(within(picker).getByRole('menuitem', { name: 'Blank Email' })).toBeTruthy();
    const manage = within(picker).getByRole('link', { name: 'Manage email templates' });
    expect(manage.getAttribute('href')).toBe('/settings?tab=email-templates');
    expect(manage.getAttribute('target')).toBe('_blank');
    fireEvent.click(await within(picker).findByRole('menuitem', { name: 'Intro' }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://mail.google.com/mail/?view=cm&fs=1&to=casey%40example.com&su=Hello%20Casey&body=Hi%20Casey%2C%0ANice%20post%20today.',
    );
    expect(target).toBe('_blank');
    expect(features).toContain('width=800,height=600');
    expect(features).toContain('toolbar=no');

    fireEvent.click(await screen.findByRole('button', { name: 'Log Sent Email' }));
    expect(await screen.findByRole('button', { name: 'Email Logged' })).toBeTruthy();
    expect(bodiesOf(logManualEmail)).toEqual([{ id: post.id, companyId: '1001', email: 'casey@example.com' }]);
  });

  it('opens a blank Outlook e-mail', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await findAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Outlook' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Blank Email' }));
    expect(open.mock.calls[0]?.[0]).toBe(
      'https://outlook.office.com/mail/deeplink/compose?to=casey%40example.com&subject=&body=',
    );
  });

  it("says 'No templates available' without templates", async () => {
    await findAddress([[listEmailTemplates, () => []]]);
    fireEvent.click(screen.getByRole('button', { name: 'Gmail' }));
    expect(await screen.findByText('No templates available')).toBeTruthy();
  });
});

describe('follow and connect', () => {
  it('follows, and the button reads Following once the server answers', async () => {
    const post = linkedinPost();
    setup(post, [[followPoster, () => buildEngageResponse(post, { followed: true })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(bodiesOf(followPoster)).toEqual([{ id: post.id }]);
  });

  it('takes the follow and connect flags from the profile details', async () => {
    extension({ getProfileDetails: buildProfileDetails({ onPlatformFollowed: true, connected: true }) });
    setup(linkedinPost());
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
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

  it('withdraws a connection directly, without the dialog', async () => {
    const post = linkedinPost({ connected: true });
    setup(post, [[withdrawConnection, () => buildEngageResponse(post, { connected: false })]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Connected' }));
    await waitFor(() => expect(bodiesOf(withdrawConnection)).toEqual([{ id: post.id }]));
    expect(screen.queryByRole('dialog', { name: 'Add a note to your invitation' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add Connection' })).toBeTruthy();
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
    fakeApi(apiRequest, [
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
