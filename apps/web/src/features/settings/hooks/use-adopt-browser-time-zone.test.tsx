import { getUserSettings, type UpdateUserSettingsBody, updateUserSettings } from '@inroad/contracts/user';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { buildUserSettings, fakeApi } from '../../../testing/fake-api.ts';
import { appProviders } from '../../../testing/render-app.tsx';
import { useAdoptBrowserTimeZone } from './use-adopt-browser-time-zone.ts';

const NEW_ACCOUNT = { welcomeComplete: false, welcomeModalComplete: false, onboardingWizardComplete: false };

function browserIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone };
  });
}

function serve(settings: ReturnType<typeof buildUserSettings>) {
  const saved: UpdateUserSettingsBody[] = [];
  fakeApi([
    [getUserSettings, () => settings],
    [
      updateUserSettings,
      (input) => {
        const body = (input?.body ?? {}) as UpdateUserSettingsBody;
        saved.push(body);
        return { ...settings, timeZone: body.timeZone ?? settings.timeZone };
      },
    ],
  ]);
  return saved;
}

/** Renders the hook and waits until the user's settings are in (the hook has seen them). */
async function renderAdopting() {
  const view = renderHook(
    () => {
      useAdoptBrowserTimeZone();
      return useCurrentUser();
    },
    { wrapper: appProviders() },
  );
  await waitFor(() => expect(view.result.current.data).toBeDefined());
  return view;
}

describe("a new account's time zone", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("takes the browser's zone on the first visit, once", async () => {
    browserIn('America/New_York');
    const saved = serve(buildUserSettings({ timeZone: 'UTC', metadata: NEW_ACCOUNT }));
    const { rerender } = await renderAdopting();
    await waitFor(() => expect(saved).toEqual([{ timeZone: 'America/New_York' }]));
    rerender();
    expect(saved).toHaveLength(1);
  });

  it('leaves the zone of an account past its welcome tour, where UTC may be chosen', async () => {
    browserIn('America/New_York');
    const saved = serve(buildUserSettings({ timeZone: 'UTC' }));
    await renderAdopting();
    expect(saved).toEqual([]);
  });

  it('leaves a zone already set', async () => {
    browserIn('America/New_York');
    const saved = serve(buildUserSettings({ timeZone: 'Europe/Berlin', metadata: NEW_ACCOUNT }));
    await renderAdopting();
    expect(saved).toEqual([]);
  });
});
