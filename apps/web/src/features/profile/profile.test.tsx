import { getEngagementTimeline, type Timeline } from '@inroad/contracts/profile';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPost } from '../../testing/builders.ts';
import { buildProfileDetails } from '../../testing/engage-builders.ts';
import { fakeExtension, messagesToExtension } from '../../testing/fake-extension.ts';
import {
  bodiesOf,
  deferred,
  extension,
  linkedinPost,
  resetExtension,
  setup,
} from '../../testing/profile-test-utils.tsx';
import { NO_ENGAGEMENT } from './components/activity-timeline.tsx';

beforeEach(resetExtension);

describe('poster profile modal', () => {
  it('shows the loading line, then location, counts, about and experience', async () => {
    const details = deferred<unknown>();
    fakeExtension(() => details.promise);
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
    expect(messagesToExtension()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Connection' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide Posts' })).toBeTruthy();
  });

  it('says when the user has not engaged with the person', async () => {
    setup(linkedinPost());
    expect(await screen.findByText(NO_ENGAGEMENT)).toBeTruthy();
  });
});
