import { getHealth } from '@inroad/contracts/health';
import { NETWORK_JSON_VALUES_MAX, POSTS_PER_CALL_MAX } from '@inroad/contracts/json-limits';
import { getUserSettings } from '@inroad/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { BODY_LIMIT_BYTES, buildApp, REQUEST_LIMITS } from '../app.ts';
import { openDatabase } from '../db/client.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.session('http@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('HTTP baseline', () => {
  it('reports database and queue status', async () => {
    const res = await t.call(getHealth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', queue: 'up' });
  });

  it('refuses non-JSON mutations with 415', async () => {
    const form = await t.request('PUT', '/user/settings', {
      token,
      body: 'firstName=Eve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const text = await t.request('POST', '/logout', { token, body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ status: 'error', message: 'Send the request body as application/json' });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const malformed = await t.request('PUT', '/user/settings', { token, body: '{"firstName":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^body: is not valid JSON: ./),
    });
    // Valid JSON, refused for the key that could poison prototypes: the answer says so rather than 'not valid JSON'.
    const poisoned = await t.request('PUT', '/user/settings', { token, body: '{"__proto__":{"admin":true}}' });
    expect(poisoned.status).toBe(400);
    expect(poisoned.body).toMatchObject({ status: 'error', message: 'body: must not hold a "__proto__" key' });
    expect((await t.call(getUserSettings, { token })).body).toMatchObject({ firstName: '' });
    const huge = await t.request('PUT', '/user/settings', {
      token,
      body: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      status: 'error',
      message: `Request body is too large: at most ${BODY_LIMIT_BYTES} bytes`,
    });
  });

  it('answers an over-long path segment and a malformed address with the error body', async () => {
    const long = await t.request('GET', `/post/${'a'.repeat(500)}`, { token });
    expect(long.status).toBe(414);
    expect(long.body).toEqual({
      status: 'error',
      message: 'The address is too long',
      code: 'URI_TOO_LONG',
      requestId: expect.any(String),
    });
    const malformed = await t.request('GET', '/post/%E0%A4%A', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 'error', code: 'BAD_REQUEST', requestId: expect.any(String) });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.call(getHealth);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The Recording Studio encodes in blob: workers and previews its takes from blob: URLs.
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toMatch(/media-src 'self' blob:/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Over plain HTTP no HSTS, which would pin the host to HTTPS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // Error answers carry them too: a 404, and a 401 thrown after the headers were set.
    for (const answer of [await t.request('GET', '/no-such-thing'), await t.request('GET', '/user/settings')]) {
      expect([answer.status, answer.headers.get('content-security-policy')]).toEqual([expect.any(Number), csp]);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('publishes the OpenAPI document generated from the contracts, and a readable page', async () => {
    const json = await t.request<{ paths: Record<string, unknown> }>('GET', '/docs/json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/login/get_link', '/user/settings']));
    const page = await fetch(`${t.baseUrl}/api/docs`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/user/settings');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('carries the limits the server enforces in the OpenAPI document', async () => {
    type Doc = { paths: Record<string, Record<string, { summary: string; requestBody?: unknown }>> };
    const doc = (await t.request<Doc>('GET', '/docs/json')).body;
    const connect = JSON.stringify(doc.paths['/post/engage/add-connection']?.post?.requestBody);
    expect(connect).toContain('"maxLength":300');
    expect(connect).toContain('200 on a free LinkedIn account');
    expect(doc.paths['/login/get_link']?.get?.summary).toMatch(/At most 5 per address per 15 minutes/);
    expect(doc.paths['/login/get_link']?.get?.summary).toMatch(/LOGIN_LINKS_PER_CLIENT/);
    expect(doc.paths['/source']?.post?.summary).toMatch(/at most 200 per user/);
    expect(doc.paths['/tracker']?.post?.summary).toMatch(/at most 100 per user/);
  });

  it('names every limit on request size and shape in the OpenAPI document, with its value', async () => {
    type Doc = {
      info: { description: string; 'x-limits': Record<string, number> };
      paths: Record<string, Record<string, { summary: string }>>;
    };
    const doc = (await t.request<Doc>('GET', '/docs/json')).body;
    expect(doc.info['x-limits']).toEqual(REQUEST_LIMITS);
    for (const [name, value] of Object.entries(REQUEST_LIMITS)) {
      expect(doc.info.description).toContain(`${value}`);
      expect(doc.info.description).toContain(name);
    }
    for (const path of ['/extension/format/reddit/posts', '/extension/format/linkedin/posts']) {
      expect(doc.paths[path]?.post?.summary).toContain(`at most ${POSTS_PER_CALL_MAX} posts per call`);
      expect(doc.paths[path]?.post?.summary).toContain(`${NETWORK_JSON_VALUES_MAX} values`);
    }
  });

  it('never writes session tokens or link tokens to the log', async () => {
    const lines: string[] = [];
    const capture = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const session = await capture.signIn('quiet@example.com');
      await capture.call(getUserSettings, { token: session });
      const logged = lines.join('');
      expect(logged).toContain('/api/login/verify?token=[redacted]');
      expect(logged).not.toContain(session);
      const linkToken = capture.smtp.messages.at(-1)?.text.match(/token=([A-Za-z0-9_-]{43})/)?.[1] ?? 'missing';
      expect(logged).not.toContain(linkToken);
    } finally {
      await capture.close();
    }
  });

  it('answers 503 while the database is unreachable, and the process keeps serving', async () => {
    // A PostgreSQL that is down: nothing listens on port 1.
    const database = await openDatabase({ databaseUrl: 'postgres://inroad@127.0.0.1:1/inroad' });
    const ctx = { ...t.ctx, database, db: database.db };
    const app = await buildApp(ctx);
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ database: 'down' });
      const api = await app.inject({ method: 'GET', url: '/api/login/get_link?email=a@example.com' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/database is unavailable/) });
      const again = await app.inject({ method: 'GET', url: '/api/login/get_link?email=a@example.com' });
      expect(again.statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
