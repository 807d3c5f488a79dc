import { getLoginLink } from '@inroad/contracts/auth';
import { getHealth } from '@inroad/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLinkIn, startTestApp, type TestApp } from '../../test/harness.ts';

// Proxy headers are the client's own words unless TRUST_PROXY names the proxies: they must not choose where a
// sign-in link points, nor which client a limit counts.

let plain: TestApp;
beforeAll(async () => {
  plain = await startTestApp({ LOGIN_LINKS_PER_CLIENT: '3' });
});
afterAll(async () => {
  await plain.close();
});

async function linkFor(t: TestApp, email: string, headers: Record<string, string>) {
  const since = t.smtp.messages.length;
  const asked = await t.call(getLoginLink, { headers, query: { email } });
  expect(asked.status).toBe(200);
  return loginLinkIn(await t.smtp.waitFor(email, { since }));
}

const FORGED = {
  'x-forwarded-proto': 'https://evil.example/steal?x=',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-for': '203.0.113.9',
};

describe('proxy headers', () => {
  it('never builds a sign-in link from forwarded headers', async () => {
    const link = await linkFor(plain, 'forged-proto@example.com', FORGED);
    expect(link.startsWith(`${plain.baseUrl}/api/login/verify?token=`)).toBe(true);
    expect(link).not.toContain('evil');
  });

  it('does not let a client dodge the per-client limit by rotating X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await plain.request('GET', `/login/get_link?email=rotate${i}@example.com`, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(res.status);
    }
    // The link test above was this client's first request.
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
  });

  it('trusts forwarded headers from the proxies TRUST_PROXY names, and still builds links from PUBLIC_URL', async () => {
    const behindProxy = await startTestApp({
      TRUST_PROXY: '127.0.0.1',
      LOGIN_LINKS_PER_CLIENT: '1',
      PUBLIC_URL: 'https://inroad.example.com',
    });
    try {
      const link = await linkFor(behindProxy, 'proxied@example.com', FORGED);
      expect(link.startsWith('https://inroad.example.com/api/login/verify?token=')).toBe(true);
      // Each forwarded client is counted on its own: the proxy is not one client.
      for (const client of ['198.51.100.7', '198.51.100.8']) {
        const res = await behindProxy.request('GET', `/login/get_link?email=${client}@example.com`, {
          headers: { 'x-forwarded-for': client },
        });
        expect(res.status).toBe(200);
      }
      const again = await behindProxy.call(getLoginLink, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
        query: { email: 'twice@example.com' },
      });
      expect(again.status).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('sends HSTS only over https', async () => {
    const overHttp = await plain.call(getHealth, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await startTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const overHttps = await viaProxy.call(getHealth, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const stillHttp = await viaProxy.call(getHealth);
      expect(stillHttp.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await viaProxy.close();
    }
  });
});
