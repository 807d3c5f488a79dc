import { type FetchLike, LocalNetworkFailure, type RawResponse, send } from '../net/raw-response.ts';
import type { CookieJar } from '../platform/chrome.ts';

// Reddit's JSON API in the user's own cookie session (www.reddit.com with credentials), with raw_json=1 so URLs and
// text come unescaped. It waits out Reddit's rate-limit window (x-ratelimit-remaining / x-ratelimit-reset) instead
// of spending requests Reddit would refuse. Reads answer raw responses; the server reads them.

export const REDDIT_BASE_URL = 'https://www.reddit.com';

export interface RedditClientOptions {
  fetch: FetchLike;
  baseUrl?: string;
  /** Where the reddit_session cookie is read (the browser's); without one the home feed is never read. */
  cookies?: CookieJar;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Longest wait for a rate-limit window before giving up with a rate_limit failure. */
  maxWaitMs?: number;
}

/** Which feed a source reads: the user's home feed, r/popular, or a subreddit (or any listing path). */
export type RedditFeed = { kind: 'home' } | { kind: 'popular' } | { kind: 'path'; path: string };

const DEFAULT_MAX_WAIT_MS = 60_000;

/** A listing path from what a source holds: 'r/saas', '/r/saas/new', 'https://www.reddit.com/r/saas/'. */
export function listingPath(feed: RedditFeed): string {
  if (feed.kind === 'home') return '/';
  if (feed.kind === 'popular') return '/r/popular/hot';
  let path = feed.path.trim();
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  if (/^r\//i.test(path)) path = `/${path}`;
  if (!path.startsWith('/')) path = `/r/${path}`;
  path = path.replace(/\/+$/, '').replace(/\.json$/, '');
  if (/^\/r\/[^/]+$/i.test(path)) path = `${path}/new`;
  if (!/^\/(r|user|u)\/[\w-]+(\/[\w-]+)*$/i.test(path)) throw new Error(`Not a Reddit listing: ${feed.path}`);
  return path;
}

export function createRedditClient(options: RedditClientOptions) {
  const base = options.baseUrl ?? REDDIT_BASE_URL;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  let window: { remaining: number; resetAt: number } | undefined;
  let modhash: string | undefined;

  async function respectRateLimit(): Promise<void> {
    if (!window || window.remaining >= 1) return;
    const wait = window.resetAt - now();
    if (wait <= 0) return;
    if (wait > maxWaitMs) {
      throw new LocalNetworkFailure({
        kind: 'rate_limit',
        message: `Reddit's request budget is used up for ${Math.ceil(wait / 1000)} s`,
        code: 'RATELIMIT_WINDOW',
      });
    }
    await sleep(wait);
  }

  function remember(headers: Headers): void {
    const remaining = Number.parseFloat(headers.get('x-ratelimit-remaining') ?? '');
    const reset = Number.parseFloat(headers.get('x-ratelimit-reset') ?? '');
    if (Number.isFinite(remaining) && Number.isFinite(reset)) window = { remaining, resetAt: now() + reset * 1000 };
  }

  async function request(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<RawResponse> {
    await respectRateLimit();
    const url = new URL(path, base);
    url.searchParams.set('raw_json', '1');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      if (modhash) headers['x-modhash'] = modhash;
    }
    let seen: Headers | undefined;
    const fetchAndKeepHeaders: FetchLike = async (input, init) => {
      const response = await options.fetch(input, init);
      seen = response.headers;
      return response;
    };
    const raw = await send(
      fetchAndKeepHeaders,
      url.href,
      {
        method,
        headers,
        body: form ? new URLSearchParams(form).toString() : undefined,
        credentials: 'include',
        redirect: 'manual',
      },
      'Reddit',
    );
    if (seen) remember(seen);
    return raw;
  }

  /** Cookie-session writes carry the account's modhash; /api/me.json gives it. */
  async function ensureModhash(): Promise<void> {
    if (modhash) return;
    const me = await request('GET', '/api/me.json');
    const data = (me.body as { data?: { modhash?: unknown } } | undefined)?.data;
    if (typeof data?.modhash === 'string' && data.modhash !== '') modhash = data.modhash;
  }

  async function write(path: string, form: Record<string, string>): Promise<RawResponse> {
    await ensureModhash();
    const sent = modhash;
    const answer = await request('POST', path, { api_type: 'json', ...form });
    if (answer.status !== 403 || !sent) return answer;
    // The modhash is kept for the service worker's life; signed out and in again, or into another account, Reddit
    // refuses the old one (403), which reads as signed out and pauses the queue. A refused write did nothing: it is
    // sent once more with the session's current modhash, if that changed.
    modhash = undefined;
    await ensureModhash();
    if (!modhash || modhash === sent) return answer;
    return request('POST', path, { api_type: 'json', ...form });
  }

  /**
   * The home feed signed out is Reddit's public front page, which would be kept as the user's own feed: without
   * the session cookie (reddit_session, present only when signed in) it is not read at all.
   */
  async function requireSession(): Promise<void> {
    if (await options.cookies?.get(base, 'reddit_session')) return;
    throw new LocalNetworkFailure({
      kind: 'auth',
      message: 'Not signed in to Reddit in this browser: sign in to Reddit, then try again',
      code: 'NO_SESSION',
    });
  }

  return {
    async listing(input: { feed: RedditFeed; limit?: number; after?: string }) {
      const path = listingPath(input.feed);
      if (input.feed.kind === 'home') await requireSession();
      const params = new URLSearchParams({ limit: String(input.limit ?? 25) });
      if (input.after) params.set('after', input.after);
      return request('GET', `${path === '/' ? '/' : path}.json?${params}`);
    },

    /** A post with its comment tree; postId is the id or the t3_ fullname. */
    comments(input: { postId: string; limit?: number; depth?: number }) {
      const id = input.postId.replace(/^t3_/, '');
      const params = new URLSearchParams({
        limit: String(input.limit ?? 100),
        depth: String(input.depth ?? 2),
        sort: 'confidence',
      });
      return request('GET', `/comments/${encodeURIComponent(id)}.json?${params}`);
    },

    /** dir 1 upvotes, 0 takes the vote back. */
    vote(input: { fullname: string; dir: 1 | 0 }) {
      return write('/api/vote', { id: input.fullname, dir: String(input.dir) });
    },

    comment(input: { parentFullname: string; text: string }) {
      return write('/api/comment', { thing_id: input.parentFullname, text: input.text });
    },

    editComment(input: { fullname: string; text: string }) {
      return write('/api/editusertext', { thing_id: input.fullname, text: input.text });
    },

    deleteComment(input: { fullname: string }) {
      return write('/api/del', { id: input.fullname });
    },
  };
}

export type RedditClient = ReturnType<typeof createRedditClient>;
