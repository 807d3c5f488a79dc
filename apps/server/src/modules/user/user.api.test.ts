import {
  completeWelcomeScreen,
  getUserSettings,
  UserSettings,
  updateMetadataFlag,
  updateUserSettings,
} from '@inroad/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.session('settings@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('user settings', () => {
  it('reads the settings with all metadata flags false for a new account', async () => {
    const res = await t.call(getUserSettings, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'settings@example.com',
      firstName: '',
      lastName: '',
      timeZone: 'UTC',
      metadata: { welcomeComplete: false, welcomeModalComplete: false, onboardingWizardComplete: false },
    });
  });

  it('updates the names, trimmed, and keeps what it was not sent', async () => {
    const first = await t.call(updateUserSettings, { token, body: { firstName: '  Ada ', lastName: 'Lovelace' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const second = await t.call(updateUserSettings, { token, body: { lastName: 'King' } });
    expect(second.body).toMatchObject({ firstName: 'Ada', lastName: 'King' });
  });

  it('rejects bad updates with 400 naming the field, and changes nothing', async () => {
    const tooLong = await t.call(updateUserSettings, { token, body: { firstName: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ status: 'error', message: expect.stringMatching(/^firstName: /) });
    const unknown = await t.request(updateUserSettings.method, updateUserSettings.path, {
      token,
      body: { email: 'other@example.com' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: expect.stringMatching(/email/) });
    const badZone = await t.call(updateUserSettings, { token, body: { timeZone: 'Mars/Olympus' } });
    expect(badZone.status).toBe(400);
    expect(badZone.body).toMatchObject({ message: expect.stringMatching(/timeZone/) });
    const empty = await t.call(updateUserSettings, { token, body: {} });
    expect(empty.status).toBe(400);
    const after = await t.call(getUserSettings, { token });
    expect(after.body).toMatchObject({
      email: 'settings@example.com',
      firstName: 'Ada',
      lastName: 'King',
      timeZone: 'UTC',
    });
  });

  it('sets one metadata flag at a time without touching the others', async () => {
    const res = await t.call(updateMetadataFlag, { token, body: { flag: 'onboardingWizardComplete', value: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      metadata: { welcomeComplete: false, welcomeModalComplete: false, onboardingWizardComplete: true },
    });
    const bad = await t.request(updateMetadataFlag.method, updateMetadataFlag.path, {
      token,
      body: { flag: 'isAdmin', value: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.stringMatching(/^flag: /) });
  });

  it('completes the welcome screen', async () => {
    const res = await t.call(completeWelcomeScreen, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ metadata: { welcomeComplete: true, welcomeModalComplete: true } });
  });

  it("keeps every user's settings their own", async () => {
    const other = await t.session('someone-else@example.com');
    await t.call(updateUserSettings, { token: other, body: { firstName: 'Mallory' } });
    const mine = await t.call(getUserSettings, { token });
    expect(mine.body).toMatchObject({ firstName: 'Ada' });
  });

  it('answers 401 to every settings call without a session', async () => {
    expect((await t.call(getUserSettings)).status).toBe(401);
    expect((await t.call(updateUserSettings, { body: { firstName: 'x' } })).status).toBe(401);
    expect((await t.call(completeWelcomeScreen)).status).toBe(401);
  });
});

describe('calls through the contract (test harness)', () => {
  it('fails a call whose answer leaves the endpoint’s response schema', async () => {
    const drifted = { ...getUserSettings, response: UserSettings.extend({ plan: z.literal('gold') }) };
    await expect(t.call(drifted, { token })).rejects.toThrow(/GET \/user\/settings answered outside its contract/);
  });
});
