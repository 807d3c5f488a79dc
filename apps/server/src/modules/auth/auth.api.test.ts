import { createExtensionSession, getLoginLink, logout } from '@inroad/contracts/auth';
import { getUserSettings } from '@inroad/contracts/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, loginLinkIn, openLoginLink, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loginTokens } from '../../db/schema/index.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function requestLink(email: string) {
  const since = t.smtp.messages.length;
  const res = await t.call(getLoginLink, { query: { email } });
  expect(res.status).toBe(200);
  return loginLinkIn(await t.smtp.waitFor(email, { since }));
}

describe('passwordless sign-in', () => {
  it('mails a link in plain text and HTML that says when it expires', async () => {
    const since = t.smtp.messages.length;
    await t.call(getLoginLink, { query: { email: 'Ada@Example.com' } });
    const mail = await t.smtp.waitFor('ada@example.com', { since });
    expect(mail.subject).toBe('Your Inroad sign-in link');
    expect(mail.text).toMatch(/expires in 15 minutes/);
    expect(mail.html).toContain('/api/login/verify?token=');
    expect(loginLinkIn(mail)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/login\/verify\?token=/);
  });

  it('creates the account on first use, sets an HttpOnly cookie and lands on the app', async () => {
    const link = await requestLink('new.user@example.com');
    const res = await openLoginLink(link);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/sessiontoken=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = cookie.match(/sessiontoken=([^;]+)/)?.[1];
    const settings = await fetch(`${t.baseUrl}/api/user/settings`, { headers: { cookie: `sessiontoken=${token}` } });
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({
      email: 'new.user@example.com',
      metadata: { welcomeComplete: false, welcomeModalComplete: false, onboardingWizardComplete: false },
    });
  });

  it('signs the same account in again on a later link', async () => {
    const first = await t.signIn('again@example.com');
    const second = await t.signIn('again@example.com');
    const a = expectOk(await t.call(getUserSettings, { token: first }));
    const b = expectOk(await t.call(getUserSettings, { token: second }));
    expect(a.body.id).toBe(b.body.id);
  });

  it('refuses a reused link', async () => {
    const link = await requestLink('reuse@example.com');
    expect((await openLoginLink(link)).status).toBe(303);
    const token = new URL(link).searchParams.get('token') ?? '';
    const again = await t.request('POST', '/login/verify', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 'error', message: expect.stringMatching(/already used/) });
  });

  it('refuses an expired link, with a readable page for a browser', async () => {
    const link = await requestLink('late@example.com');
    const token = new URL(link).searchParams.get('token') ?? '';
    await t.ctx.db
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.tokenHash, hashToken(token)));
    const res = await fetch(link, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This login link has expired');
  });

  it('refuses unknown and malformed tokens with 400 and the error body', async () => {
    const unknown = await t.request('GET', `/login/verify?token=${'a'.repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: 'error', message: expect.stringMatching(/not valid/) });
    const malformed = await t.request('POST', '/login/verify', { body: { token: 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 'error', message: expect.stringMatching(/token/) });
    const missing = await t.request('GET', '/login/verify');
    expect(missing.status).toBe(400);
    for (const failure of [unknown, malformed, missing]) {
      expect(failure.body).toEqual({
        status: 'error',
        message: expect.any(String),
        code: 'BAD_REQUEST',
        requestId: expect.any(String),
      });
    }
  });

  it('answers a malformed address with 400 naming the field', async () => {
    const res = await t.call(getLoginLink, { query: { email: 'not-an-address' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', message: 'email: must be a valid e-mail address' });
  });

  it('answers unknown and known addresses alike (no account enumeration)', async () => {
    await t.signIn('known@example.com');
    const known = await t.call(getLoginLink, { query: { email: 'known@example.com' } });
    const unknown = await t.call(getLoginLink, { query: { email: 'nobody-here@example.com' } });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it('limits links per address with 429 and Retry-After', async () => {
    const email = 'flood@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.call(getLoginLink, { query: { email } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await t.call(getLoginLink, { query: { email } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ message: expect.stringMatching(/Too many login links/) });
  });

  it('counts no link the mail server refused, so an address is not locked out once mail works again', async () => {
    const email = 'mail-down@example.com';
    t.smtp.refuseNext = 6;
    const failed: number[] = [];
    for (let i = 0; i < 6; i++) failed.push((await t.call(getLoginLink, { query: { email } })).status);
    t.smtp.refuseNext = 0;
    expect(failed.every((status) => status >= 500)).toBe(true);
    expect(await t.ctx.db.select().from(loginTokens).where(eq(loginTokens.email, email))).toEqual([]);
    expect(await requestLink(email)).toMatch(/token=/);
  });

  it('holds the limit per address for requests sent at the same moment (no flood of mail)', async () => {
    const email = 'flood-at-once@example.com';
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.call(getLoginLink, { query: { email } })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const links = await t.ctx.db.select().from(loginTokens).where(eq(loginTokens.email, email));
    expect(links).toHaveLength(5);
  });

  it('limits link requests per client across addresses', async () => {
    const strict = await startTestApp({ LOGIN_LINKS_PER_CLIENT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await strict.request('GET', `/login/get_link?email=spray${i}@example.com`)).status);
      }
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await strict.call(getLoginLink, { query: { email: 'spray3@example.com' } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/^Too many requests from this client; try again in/),
      });
    } finally {
      await strict.close();
    }
  });

  it('logs out: the session is revoked server-side and the cookie cleared', async () => {
    const token = await t.signIn('leaving@example.com');
    const out = await t.call(logout, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'success' });
    expect(out.headers.get('set-cookie')).toMatch(/sessiontoken=;/);
    expect((await t.call(getUserSettings, { token })).status).toBe(401);
  });

  it('accepts the session in the x-sessiontoken header and rejects garbage tokens', async () => {
    expect((await t.call(getUserSettings, { token: 'garbage' })).status).toBe(401);
    expect((await t.call(getUserSettings)).status).toBe(401);
  });

  it('hands the extension a session of its own, which log-out ends too', async () => {
    const web = await t.signIn('with-extension@example.com');
    const issued = expectOk(await t.call(createExtensionSession, { token: web }), 200);
    expect(issued.body.apiBase).toBe(`${t.baseUrl}/api`);
    expect(issued.body.token).not.toBe(web);
    const asExtension = await t.call(getUserSettings, { token: issued.body.token });
    expect(asExtension.body).toMatchObject({ email: 'with-extension@example.com' });
    await t.call(logout, { token: web });
    expect((await t.call(getUserSettings, { token: issued.body.token })).status).toBe(401);
    expect((await t.call(createExtensionSession)).status).toBe(401);
  });

  it("names the user the extension's session is for", async () => {
    const web = await t.signIn('named-extension@example.com');
    const me = expectOk(await t.call(getUserSettings, { token: web }));
    const issued = expectOk(await t.call(createExtensionSession, { token: web }), 200);
    expect(issued.body.userId).toBe(me.body.id);
  });

  it("leaves another browser's extension working when the user logs out in one", async () => {
    const laptop = await t.signIn('two-browsers@example.com');
    const desktop = await t.signIn('two-browsers@example.com');
    const laptopExtension = expectOk(await t.call(createExtensionSession, { token: laptop }), 200).body.token;
    const desktopExtension = expectOk(await t.call(createExtensionSession, { token: desktop }), 200).body.token;
    await t.call(logout, { token: laptop });
    expect((await t.call(getUserSettings, { token: laptopExtension })).status).toBe(401);
    expect((await t.call(getUserSettings, { token: desktopExtension })).status).toBe(200);
    expect((await t.call(getUserSettings, { token: desktop })).status).toBe(200);
  });

  it("logs out the account signed in before when another account's link is opened in the same browser", async () => {
    const before = await t.signIn('signed-in-before@example.com');
    const beforeExtension = expectOk(await t.call(createExtensionSession, { token: before }), 200).body.token;
    const signInHere = async (email: string) => {
      const link = await requestLink(email);
      const page = await fetch(link, { headers: { accept: 'text/html', cookie: `sessiontoken=${before}` } });
      const token = (await page.text()).match(/name="token" value="([^"]+)"/)?.[1] ?? '';
      return fetch(`${t.baseUrl}/api/login/verify`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: t.baseUrl,
          cookie: `sessiontoken=${before}`,
        },
        body: new URLSearchParams({ token }).toString(),
        redirect: 'manual',
      });
    };
    // The same account again: nothing of the earlier session ends.
    expect((await signInHere('signed-in-before@example.com')).status).toBe(303);
    expect((await t.call(getUserSettings, { token: before })).status).toBe(200);
    expect((await t.call(getUserSettings, { token: beforeExtension })).status).toBe(200);
    // Another account: the earlier one is logged out here, its extension session with it.
    const landed = await signInHere('signed-in-after@example.com');
    expect(landed.status).toBe(303);
    const after = landed.headers.get('set-cookie')?.match(/sessiontoken=([^;]+)/)?.[1] ?? '';
    expect(expectOk(await t.call(getUserSettings, { token: after })).body.email).toBe('signed-in-after@example.com');
    expect((await t.call(getUserSettings, { token: before })).status).toBe(401);
    expect((await t.call(getUserSettings, { token: beforeExtension })).status).toBe(401);
  });
});
