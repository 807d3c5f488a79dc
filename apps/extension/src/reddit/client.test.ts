import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeReply, startFakeServer } from '../test/fake-server.ts';
import { createRedditClient, listingPath } from './client.ts';

let server: Awaited<ReturnType<typeof startFakeServer>>;
let budget = { remaining: '99.0', reset: '120' };
/** The signed-in session's modhash; a write with another is refused as Reddit refuses it. */
let sessionModhash = 'mh-test-1';
beforeAll(async () => {
  server = await startFakeServer((req): FakeReply => {
    const headers = {
      'x-ratelimit-remaining': budget.remaining,
      'x-ratelimit-reset': budget.reset,
      'x-ratelimit-used': '1',
    };
    if (req.path.startsWith('/api/me.json'))
      return { headers, body: { kind: 't2', data: { name: 'quiet_otter_42', modhash: sessionModhash } } };
    if (req.path.startsWith('/api/vote')) {
      if (req.headers['x-modhash'] !== sessionModhash) return { status: 403, headers, body: { message: 'Forbidden' } };
      return { headers, body: {} };
    }
    if (req.path.startsWith('/api/comment'))
      return { headers, body: { json: { errors: [['RATELIMIT', 'Take a break', 'ratelimit']] } } };
    if (req.path.startsWith('/r/blocked')) return { status: 403, headers, body: { message: 'Forbidden', error: 403 } };
    return { headers, body: { kind: 'Listing', data: { children: [] } } };
  });
});
afterAll(async () => {
  await server.close();
});
const last = () => server.requests.at(-1)!;
/** The browser's cookies for the fake Reddit: signed in, or not. */
const signedIn = { get: async (_url: string, name: string) => (name === 'reddit_session' ? 'rs-1' : null) };
const signedOut = { get: async () => null };

describe('Reddit client', () => {
  it('reads listings with raw_json=1 in the cookie session', async () => {
    const reddit = createRedditClient({ fetch, baseUrl: server.url, cookies: signedIn });
    const res = await reddit.listing({ feed: { kind: 'path', path: 'r/salesops' }, limit: 50, after: 't3_abc' });
    expect(res).toMatchObject({ status: 200, ok: true, body: { kind: 'Listing' } });
    const url = new URL(last().path, server.url);
    expect(url.pathname).toBe('/r/salesops/new.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '50', after: 't3_abc', raw_json: '1' });
    await reddit.listing({ feed: { kind: 'home' } });
    expect(new URL(last().path, server.url).pathname).toBe('/.json');
    await reddit.comments({ postId: 't3_tst001' });
    expect(new URL(last().path, server.url).pathname).toBe('/comments/tst001.json');
  });

  it('does not read the home feed signed out, where Reddit would answer with its public front page', async () => {
    const reddit = createRedditClient({ fetch, baseUrl: server.url, cookies: signedOut });
    const before = server.requests.length;
    await expect(reddit.listing({ feed: { kind: 'home' } })).rejects.toMatchObject({
      failure: { kind: 'auth', code: 'NO_SESSION' },
    });
    expect(server.requests.length).toBe(before);
    // Public listings read the same signed in or out.
    expect(await reddit.listing({ feed: { kind: 'popular' } })).toMatchObject({ status: 200 });
  });

  it('turns what a source holds into a listing path, refusing anything else', () => {
    expect(listingPath({ kind: 'popular' })).toBe('/r/popular/hot');
    expect(listingPath({ kind: 'path', path: 'https://www.reddit.com/r/SaaS/' })).toBe('/r/SaaS/new');
    expect(listingPath({ kind: 'path', path: '/r/saas/top' })).toBe('/r/saas/top');
    expect(listingPath({ kind: 'path', path: 'saas' })).toBe('/r/saas/new');
    expect(() => listingPath({ kind: 'path', path: '/api/v1/me' })).toThrow(/Not a Reddit listing/);
  });

  it('sends writes as forms with the modhash it fetched once', async () => {
    const reddit = createRedditClient({ fetch, baseUrl: server.url });
    await reddit.vote({ fullname: 't3_tst001', dir: 1 });
    await reddit.vote({ fullname: 't3_tst001', dir: 0 });
    const writes = server.requests.filter((r) => r.path.startsWith('/api/vote'));
    expect(writes.at(-1)?.headers['x-modhash']).toBe('mh-test-1');
    expect(Object.fromEntries(new URLSearchParams(writes.at(-1)?.body))).toEqual({
      api_type: 'json',
      id: 't3_tst001',
      dir: '0',
    });
    expect(server.requests.filter((r) => r.path.startsWith('/api/me.json'))).toHaveLength(1);
    const refused = await reddit.comment({ parentFullname: 't3_tst001', text: 'Thanks!' });
    expect(refused.body).toEqual({ json: { errors: [['RATELIMIT', 'Take a break', 'ratelimit']] } });
  });

  it('fetches the modhash again when Reddit refuses the one kept (signed in again), and sends the write once more', async () => {
    const reddit = createRedditClient({ fetch, baseUrl: server.url });
    await reddit.vote({ fullname: 't3_tst002', dir: 1 });
    sessionModhash = 'mh-test-2';
    try {
      const voted = await reddit.vote({ fullname: 't3_tst002', dir: 0 });
      expect(voted.status).toBe(200);
      const writes = server.requests.filter((r) => r.path.startsWith('/api/vote')).slice(-2);
      expect(writes.map((w) => w.headers['x-modhash'])).toEqual(['mh-test-1', 'mh-test-2']);
    } finally {
      sessionModhash = 'mh-test-1';
    }
  });

  it('waits for the rate-limit window when the budget is used up', async () => {
    let clock = 1_000_000;
    const waits: number[] = [];
    const reddit = createRedditClient({
      fetch,
      baseUrl: server.url,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    budget = { remaining: '0.0', reset: '7' };
    await reddit.listing({ feed: { kind: 'popular' } });
    expect(waits).toEqual([]);
    clock += 2000;
    await reddit.listing({ feed: { kind: 'popular' } });
    expect(waits).toEqual([5000]);
    budget = { remaining: '99.0', reset: '120' };
  });

  it('gives up with a rate_limit failure when the window is too long to wait', async () => {
    const reddit = createRedditClient({ fetch, baseUrl: server.url, maxWaitMs: 1000, sleep: async () => {} });
    budget = { remaining: '0', reset: '300' };
    await reddit.listing({ feed: { kind: 'popular' } });
    await expect(reddit.listing({ feed: { kind: 'popular' } })).rejects.toMatchObject({
      failure: { kind: 'rate_limit' },
    });
    budget = { remaining: '99.0', reset: '120' };
  });

  it('passes refusals through raw', async () => {
    const reddit = createRedditClient({ fetch, baseUrl: server.url });
    const raw = await reddit.listing({ feed: { kind: 'path', path: 'r/blocked' } });
    expect(raw).toMatchObject({ status: 403, ok: false, body: { message: 'Forbidden', error: 403 } });
  });
});
