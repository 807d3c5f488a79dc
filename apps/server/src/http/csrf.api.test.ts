import { logout } from '@inroad/contracts/auth';
import { EXTENSION_ID } from '@inroad/contracts/extension';
import { getUserSettings, updateUserSettings } from '@inroad/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://inroad.example.com' });
});
afterAll(async () => {
  await t.close();
});

const FORBIDDEN = {
  status: 'error',
  message: 'This request came from another site; Inroad accepts changes only from its own pages',
  code: 'FORBIDDEN',
  requestId: expect.any(String),
};

describe('cross-site requests', () => {
  it('refuses mutations from another origin, also those without a body, and changes nothing', async () => {
    const token = await t.session('csrf-target@example.com');
    const evil = { origin: 'https://evil.example' };
    const calls: [string, string, unknown][] = [
      ['POST', '/logout', undefined],
      ['POST', '/onboarding/complete_welcome_screen', undefined],
      ['POST', '/extension/instructions/claim', undefined],
      ['PUT', '/user/settings', { firstName: 'Mallory' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(method, path, { token, body, headers: evil });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(res.body).toEqual(FORBIDDEN);
    }
    const settings = await t.call(getUserSettings, { token });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ metadata: { welcomeComplete: false } });
    expect(settings.body).not.toMatchObject({ firstName: 'Mallory' });
  });

  it('refuses a cross-site browser request that names no origin, by Sec-Fetch-Site', async () => {
    const token = await t.session('csrf-fetch-site@example.com');
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.call(logout, { token, headers: { 'sec-fetch-site': site } });
      expect(res.status).toBe(403);
    }
    expect((await t.call(getUserSettings, { token })).status).toBe(200);
  });

  it("accepts Inroad's own origin, the extension's, and clients that are no browser", async () => {
    const token = await t.session('csrf-friends@example.com');
    const allowed: Record<string, string>[] = [
      { origin: 'https://inroad.example.com' },
      { origin: t.baseUrl, 'sec-fetch-site': 'same-origin' },
      { origin: `chrome-extension://${EXTENSION_ID}` },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of allowed) {
      const res = await t.call(updateUserSettings, { token, body: { firstName: 'Ada' }, headers });
      expect({ headers, status: res.status }).toEqual({ headers, status: 200 });
    }
    const otherExtension = await t.call(updateUserSettings, {
      token,
      body: { firstName: 'Eve' },
      headers: { origin: 'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(otherExtension.status).toBe(403);
  });
});
