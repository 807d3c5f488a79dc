import { listEmailTemplates } from '@inroad/contracts/email-template';
import { getEngageQuota } from '@inroad/contracts/engage';
import { listPostingSlots } from '@inroad/contracts/posting-slots';
import { getEngagementCounts } from '@inroad/contracts/profile';
import { BEST_HOURS_MIN_POSTS, getBestHours } from '@inroad/contracts/publishing';
import { getUserSettings, type UpdateUserSettingsBody, updateUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildQuota } from '../../testing/engage-builders.ts';
import { buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../testing/render-app.tsx';

function editName(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

describe('settings', () => {
  it('opens the profile tab by default and follows the tab parameter', async () => {
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [listEmailTemplates, () => []],
    ]);
    const { router } = renderApp('/settings');

    const profile = await screen.findByRole('tab', { name: 'Profile' });
    expect(profile.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('ada@example.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Email Templates' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/settings?tab=email-templates'));
    // The URL changes first; the tab re-renders from it a moment later.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Email Templates' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByRole('button', { name: 'Create Template' })).toBeTruthy();
  });

  it('edits and saves the first and last name', async () => {
    const saved: UpdateUserSettingsBody[] = [];
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [
        updateUserSettings,
        (input) => {
          const body = input?.body as UpdateUserSettingsBody;
          saved.push(body);
          return buildUserSettings({ firstName: body.firstName, lastName: body.lastName, timeZone: body.timeZone });
        },
      ],
    ]);
    renderApp('/settings?tab=profile');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    editName('First name', '  Grace ');
    editName('Last name', 'Hopper');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(saved).toEqual([{ firstName: 'Grace', lastName: 'Hopper', timeZone: 'UTC' }]);
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Grace')).toBeTruthy();
    expect(within(panel).getByText('Hopper')).toBeTruthy();
  });

  it('shows and changes the time zone that scheduled times and goals follow', async () => {
    const saved: UpdateUserSettingsBody[] = [];
    fakeApi([
      [getUserSettings, () => buildUserSettings({ timeZone: 'UTC' })],
      [
        updateUserSettings,
        (input) => {
          const body = input?.body as UpdateUserSettingsBody;
          saved.push(body);
          return buildUserSettings({ timeZone: body.timeZone });
        },
      ],
    ]);
    renderApp('/settings?tab=profile');

    expect(await screen.findByText('Time zone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    fireEvent.click(zone);
    fireEvent.click(await screen.findByRole('option', { name: 'Africa/Cairo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(saved).toEqual([expect.objectContaining({ timeZone: 'Africa/Cairo' })]);
    expect(within(screen.getByRole('tabpanel')).getByText('Africa/Cairo')).toBeTruthy();
  });

  it("reads the day's goals and the best hours again on the new zone's clock once the time zone changes", async () => {
    // The server's answers follow the zone: the likes since the user's midnight, the best hour by their clock.
    let zone = 'UTC';
    const inCairo = () => zone === 'Africa/Cairo';
    fakeApi([
      [getUserSettings, () => buildUserSettings({ timeZone: zone })],
      [
        updateUserSettings,
        (input) => {
          zone = (input?.body as UpdateUserSettingsBody | undefined)?.timeZone ?? zone;
          return buildUserSettings({ timeZone: zone });
        },
      ],
      [
        getEngagementCounts,
        () => ({
          like: inCairo() ? 7 : 4,
          comment: 0,
          follow: 0,
          connect: 0,
          waiting: { like: 0, comment: 0, follow: 0, connect: 0 },
        }),
      ],
      [getEngageQuota, () => buildQuota()],
      [listPostingSlots, () => []],
      [
        getBestHours,
        () => ({
          timeZone: zone,
          postsWithNumbers: 6,
          minPostsPerHour: BEST_HOURS_MIN_POSTS,
          hours: [{ hour: inCairo() ? 11 : 9, posts: 3, meanEngagement: 5 }],
        }),
      ],
    ]);
    renderApp('/settings?tab=posting-slots');
    expect(await screen.findByText('9:00 AM–10:00 AM')).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Likes: 4 of 10' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Time zone' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Africa/Cairo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();

    expect(await screen.findByRole('progressbar', { name: 'Likes: 7 of 10' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Posting Slots' }));
    expect(await screen.findByText('11:00 AM–12:00 PM')).toBeTruthy();
    expect(screen.getByText('From your own published posts, in Africa/Cairo.')).toBeTruthy();
    expect(screen.queryByText('9:00 AM–10:00 AM')).toBeNull();
  });

  it("shows the server's validation message and keeps the form open", async () => {
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [
        updateUserSettings,
        () => {
          throw new ApiError({
            status: 400,
            kind: 'bad-request',
            message: 'firstName: must be at most 100 characters',
            serverMessage: 'firstName: must be at most 100 characters',
          });
        },
      ],
    ]);
    renderApp('/settings');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    editName('First name', 'Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('firstName: must be at most 100 characters')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.queryByText('Profile saved')).toBeNull();
  });
});
