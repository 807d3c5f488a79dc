import { getLoginLink } from '@inroad/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLinkIn, openLoginLink, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function requestLink(email: string) {
  const since = t.smtp.messages.length;
  expect((await t.call(getLoginLink, { query: { email } })).status).toBe(200);
  return loginLinkIn(await t.smtp.waitFor(email, { since }));
}

function postForm(path: string, fields: Record<string, string>, origin: string) {
  return fetch(`${t.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function expectNewLinkPage(res: Response, status: number, says: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toMatch(says);
  expect(html).toContain('<form method="post" action="/api/login/new_link">');
  expect(html).toContain('Send a new link');
}

/** Asks for a link as the login page does, and keeps the cookie that marks this browser as the one that asked. */
async function requestLinkInBrowser(email: string) {
  const since = t.smtp.messages.length;
  const asked = await fetch(`${t.baseUrl}/api/login/get_link?email=${encodeURIComponent(email)}`);
  expect(asked.status).toBe(200);
  const setCookie = asked.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(
    /inroad_link_requested=[0-9a-f]{64}; Max-Age=900; Path=\/api\/login; HttpOnly; SameSite=Lax/,
  );
  const cookie = setCookie.split(';')[0] ?? '';
  return { link: loginLinkIn(await t.smtp.waitFor(email, { since })), cookie };
}

function openPage(link: string, cookie?: string) {
  return fetch(link, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
}

describe('the sign-in link page', () => {
  it('uses nothing up when the link is only fetched, as mail scanners do', async () => {
    const link = await requestLink('scanned@example.com');
    for (const accept of ['*/*', 'text/html']) {
      const scanned = await fetch(link, { redirect: 'manual', headers: { accept } });
      expect(scanned.status).toBe(200);
      expect(scanned.headers.get('set-cookie')).toBeNull();
      expect(scanned.headers.get('cache-control')).toBe('no-store');
      // A form post under no-referrer carries `Origin: null`, which the cross-site check refuses.
      expect(scanned.headers.get('referrer-policy')).toBe('same-origin');
      const html = await scanned.text();
      expect(html).toContain('<form method="post" action="/api/login/verify">');
      expect(html).toContain('<button type="submit"');
    }
    const signedIn = await openLoginLink(link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/');
    expect(signedIn.headers.get('set-cookie')).toMatch(/sessiontoken=[A-Za-z0-9_-]{43}/);
  });

  it('signs in by its own script file, which the Content-Security-Policy allows, and no inline script', async () => {
    const { link, cookie } = await requestLinkInBrowser('scripted@example.com');
    const page = await openPage(link, cookie);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp.match(/script-src[^;]*/)?.[0]).toBe("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/api/login/verify" data-auto-submit>');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toBe(' src="/api/login/sign-in.js"');
    expect(scripts[0]?.[2]).toBe('');
    const script = await fetch(`${t.baseUrl}/api/login/sign-in.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('form.submit()');
  });

  it('signs in by itself only in the browser that asked; elsewhere it names the account and waits for a click', async () => {
    // Someone asks for a link to their own address and sends it on: opened in another browser, it must not sign
    // that browser (and the extension in it) into their account unseen.
    const { link, cookie } = await requestLinkInBrowser('sender@example.com');
    const elsewhere = await (await openPage(link)).text();
    expect(elsewhere).toContain('Sign in to Inroad as <strong>sender@example.com</strong>?');
    expect(elsewhere).toContain('<button type="submit">Sign in as sender@example.com</button>');
    expect(elsewhere).not.toContain('data-auto-submit');
    expect(elsewhere).not.toContain('<script');
    // A browser that asked for a link to another address is elsewhere too.
    const other = await requestLinkInBrowser('someone-else@example.com');
    expect(await (await openPage(link, other.cookie)).text()).not.toContain('data-auto-submit');
    expect(await (await openPage(link, cookie)).text()).toContain('data-auto-submit');
    // The click signs in, and the mark of the request is spent with the link.
    const signedIn = await openLoginLink(link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('set-cookie')).toMatch(/inroad_link_requested=;/);
  });

  it("marks the browser that asked by the spent link page's form too", async () => {
    const since = t.smtp.messages.length;
    const sent = await postForm('/login/new_link', { email: 'From.Form@example.com' }, t.baseUrl);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('set-cookie')).toMatch(/^inroad_link_requested=[0-9a-f]{64};/);
    const cookie = (sent.headers.get('set-cookie') ?? '').split(';')[0];
    const link = loginLinkIn(await t.smtp.waitFor('from.form@example.com', { since }));
    expect(await (await openPage(link, cookie)).text()).toContain('data-auto-submit');
  });

  it("shows a used, expired or malformed link as a page with a 'Send a new link' form, never JSON", async () => {
    const link = await requestLink('spent@example.com');
    expect((await openLoginLink(link)).status).toBe(303);
    const html = { accept: 'text/html' };
    await expectNewLinkPage(await fetch(link, { headers: html }), 400, /already used/);
    const token = new URL(link).searchParams.get('token') ?? '';
    await expectNewLinkPage(await postForm('/login/verify', { token }, t.baseUrl), 400, /already used/);
    await expectNewLinkPage(await fetch(`${t.baseUrl}/api/login/verify?token=abc`, { headers: html }), 400, /token/);
    await expectNewLinkPage(await fetch(`${t.baseUrl}/api/login/verify`, { headers: html }), 400, /token/);
    await expectNewLinkPage(await postForm('/login/verify', { token: 'abc' }, t.baseUrl), 400, /token/);
  });

  it("mails a new link from the 'Send a new link' form and answers with a page", async () => {
    const since = t.smtp.messages.length;
    const sent = await postForm('/login/new_link', { email: 'Again.Please@example.com' }, t.baseUrl);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await sent.text()).toContain('Check your email for the login link!');
    const link = loginLinkIn(await t.smtp.waitFor('again.please@example.com', { since }));
    expect((await openLoginLink(link)).status).toBe(303);
    await expectNewLinkPage(await postForm('/login/new_link', { email: 'nope' }, t.baseUrl), 400, /valid e-mail/);
  });

  it("refuses another site's form that posts a token (signing a victim into someone else's account)", async () => {
    const link = await requestLink('planted@example.com');
    const token = new URL(link).searchParams.get('token') ?? '';
    const forged = await postForm('/login/verify', { token }, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect((await openLoginLink(link)).status).toBe(303);
  });
});
