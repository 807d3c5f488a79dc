import type { ServerResponse } from 'node:http';
import { consentPage, newId, type SeenRequest, sendJson, startLoopback, tokenAnswer } from './fake-network-http.ts';

/**
 * Reddit's OAuth (authorize page, access_token with HTTP Basic client credentials), /api/v1/me, /api/submit
 * (self, link and image posts; image media through a lease and an upload form) and the listings the publisher
 * reads, on loopback. Every API answer carries x-ratelimit-* headers. A token carries the scopes its consent
 * granted; the user's submissions are listed only to a token granted `history`, as Reddit lists them.
 */
export type FakeRedditPost = {
  id: string;
  kind: string;
  sr: string;
  title: string;
  text: string | null;
  url: string | null;
  media: Buffer | null;
  createdUtc: number;
};

export interface FakeReddit {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  posts: FakeRedditPost[];
  requests: SeenRequest[];
  /** x-ratelimit-remaining of the next answers. */
  rateLimitRemaining: number;
  /** x-ratelimit-reset (seconds to the window's end) of the next answers. */
  rateLimitReset: number;
  /** The subreddits the account subscribes to (/subreddits/mine/subscriber), display names. */
  subscriptions: string[];
  /** /subreddits/mine/subscriber answers 403, as for a token granted without mysubreddits. */
  subscriptionsForbidden: boolean;
  /** /api/info (a post's numbers) answers 503, as Reddit does in an outage. */
  infoDown: boolean;
  /** The next listing of the user's submissions answers this status instead (429: too many requests). */
  submissionsFailNext: number | null;
  /**
   * The scopes the next consents grant, whatever was asked (an app authorised before it asked for more); null grants
   * what was asked.
   */
  scopesGranted: string[] | null;
  /** Refresh grants are refused as Reddit refuses them: 200 with {"error":"invalid_grant"} (the user revoked the app). */
  refreshesRefused: boolean;
  /** The next submit answers 200 with this error in json.errors. */
  submitErrorNext(code: string, message: string): void;
  close(): Promise<void>;
}

export async function startFakeReddit(): Promise<FakeReddit> {
  // Codes, access tokens and refresh tokens, each with the scopes (space-separated) of the consent it came from.
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const uploads = new Map<string, Buffer>();
  let submitError: [string, string, string] | null = null;
  const limits = () => ({
    'x-ratelimit-used': '1',
    'x-ratelimit-remaining': String(fake.rateLimitRemaining),
    'x-ratelimit-reset': String(fake.rateLimitReset),
  });
  const listing = (posts: FakeRedditPost[]) => ({
    kind: 'Listing',
    data: {
      after: null,
      children: posts.map((post) => ({
        kind: 't3',
        data: {
          id: post.id,
          name: `t3_${post.id}`,
          title: post.title,
          subreddit: post.sr,
          permalink: `/r/${post.sr}/comments/${post.id}/post/`,
          created_utc: post.createdUtc,
          score: 7,
          num_comments: 2,
          num_crossposts: 1,
        },
      })),
    },
  });

  const handle = async (request: SeenRequest, response: ServerResponse) => {
    const { method, path, query } = request;
    const form = () => new URLSearchParams(request.body.toString('utf8'));
    if (method === 'GET' && path === '/api/v1/authorize') {
      const code = `rd-code-${newId()}`;
      codes.set(code, fake.scopesGranted?.join(' ') ?? query.get('scope') ?? '');
      return consentPage(response, { network: 'Reddit', query, code });
    }
    if (method === 'POST' && path === '/api/v1/access_token') {
      const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
      if (request.headers.authorization !== `Basic ${basic}`)
        return sendJson(response, 401, { message: 'Unauthorized', error: 401 });
      const body = form();
      const refreshing = body.get('grant_type') === 'refresh_token';
      const scope = refreshing ? refreshTokens.get(body.get('refresh_token') ?? '') : codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      // Reddit refuses a refresh with 200 and the error in the body, an unknown refresh token as a revoked one.
      if (refreshing && (scope === undefined || fake.refreshesRefused)) {
        return sendJson(response, 200, { error: 'invalid_grant' });
      }
      if (scope === undefined) return sendJson(response, 400, { error: 'invalid_grant' });
      const access = `rd-access-${newId()}`;
      const refresh = `rd-refresh-${newId()}`;
      tokens.set(access, scope);
      refreshTokens.set(refresh, scope);
      return sendJson(response, 200, tokenAnswer(access, refresh, 86400, scope));
    }
    if (path === '/media-upload' && method === 'POST') {
      const parsed = await new Request('http://fake/', {
        method: 'POST',
        headers: request.headers as HeadersInit,
        body: new Uint8Array(request.body),
      }).formData();
      const file = parsed.get('file') as File;
      uploads.set(String(parsed.get('key')), Buffer.from(await file.arrayBuffer()));
      response.writeHead(201);
      return response.end();
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const scopes = token ? tokens.get(token)?.split(' ') : undefined;
    if (!scopes) return sendJson(response, 401, { message: 'Unauthorized', error: 401 }, limits());
    if (method === 'GET' && /^\/user\/[^/]+\/submitted$/.test(path) && !scopes.includes('history')) {
      const insufficient = { ...limits(), 'www-authenticate': 'Bearer realm="reddit", error="insufficient_scope"' };
      return sendJson(response, 403, { message: 'Forbidden', error: 403 }, insufficient);
    }
    if (method === 'GET' && path === '/api/v1/me') return sendJson(response, 200, { name: fake.username }, limits());
    if (method === 'POST' && path === '/api/media/asset.json') {
      const key = `${newId()}/${form().get('filepath')}`;
      const action = `//${new URL(fake.baseUrl).host}/media-upload`;
      return sendJson(
        response,
        200,
        {
          args: {
            action,
            fields: [
              { name: 'key', value: key },
              { name: 'acl', value: 'private' },
            ],
          },
          asset: { asset_id: newId() },
        },
        limits(),
      );
    }
    if (method === 'POST' && path === '/api/submit') {
      if (submitError) {
        const errors = [submitError];
        submitError = null;
        return sendJson(response, 200, { json: { errors } }, limits());
      }
      const body = form();
      const id = newId(3);
      const url = body.get('url');
      const key = url ? new URL(url).pathname.replace('/media-upload/', '') : '';
      const post: FakeRedditPost = {
        id,
        kind: body.get('kind') ?? '',
        sr: body.get('sr') ?? '',
        title: body.get('title') ?? '',
        text: body.get('text'),
        url,
        media: body.get('kind') === 'image' ? (uploads.get(key) ?? null) : null,
        createdUtc: Date.now() / 1000,
      };
      fake.posts.push(post);
      if (post.kind === 'image') {
        return sendJson(
          response,
          200,
          {
            json: {
              errors: [],
              data: {
                user_submitted_page: `https://www.reddit.com/user/${fake.username}/submitted/`,
                websocket_url: 'wss://example.invalid',
              },
            },
          },
          limits(),
        );
      }
      const permalink = `https://www.reddit.com/r/${post.sr}/comments/${id}/post/`;
      return sendJson(
        response,
        200,
        { json: { errors: [], data: { url: permalink, drafts_count: 0, id, name: `t3_${id}` } } },
        limits(),
      );
    }
    if (method === 'GET' && path === '/subreddits/mine/subscriber') {
      if (fake.subscriptionsForbidden) return sendJson(response, 403, { message: 'Forbidden', error: 403 }, limits());
      // One page of `limit` after the `after` cursor (the fullname of the last subreddit of the page before).
      const limit = Number(query.get('limit') ?? 25);
      const names = fake.subscriptions;
      const start = query.get('after') ? names.findIndex((name) => `t5_${name}` === query.get('after')) + 1 : 0;
      const page = names.slice(start, start + limit);
      const after = start + limit < names.length ? `t5_${page.at(-1)}` : null;
      return sendJson(
        response,
        200,
        {
          kind: 'Listing',
          data: {
            after,
            children: page.map((name) => ({
              kind: 't5',
              data: { name: `t5_${name}`, display_name: name, display_name_prefixed: `r/${name}` },
            })),
          },
        },
        limits(),
      );
    }
    if (method === 'GET' && path === `/user/${fake.username}/submitted`) {
      if (fake.submissionsFailNext !== null) {
        const status = fake.submissionsFailNext;
        fake.submissionsFailNext = null;
        return sendJson(response, status, { message: 'Too Many Requests', error: status }, limits());
      }
      return sendJson(response, 200, listing([...fake.posts].reverse()), limits());
    }
    if (method === 'GET' && path === '/api/info') {
      if (fake.infoDown) return sendJson(response, 503, { message: 'Service Unavailable', error: 503 }, limits());
      const id = (query.get('id') ?? '').replace(/^t3_/, '');
      return sendJson(response, 200, listing(fake.posts.filter((post) => post.id === id)), limits());
    }
    sendJson(response, 404, { message: 'Not Found', error: 404 });
  };

  const loopback = await startLoopback(handle);
  const fake: FakeReddit = {
    baseUrl: loopback.baseUrl,
    clientId: 'rd-client',
    clientSecret: 'rd-secret',
    username: 'ada_example',
    posts: [],
    requests: loopback.requests,
    rateLimitRemaining: 99,
    rateLimitReset: 120,
    subscriptions: ['sales', 'SaaS', 'startups'],
    subscriptionsForbidden: false,
    infoDown: false,
    submissionsFailNext: null,
    refreshesRefused: false,
    scopesGranted: null,
    submitErrorNext(code, message) {
      submitError = [code, message, 'title'];
    },
    close: () => loopback.close(),
  };
  return fake;
}

export function redditEnv(fake: FakeReddit): Record<string, string> {
  return {
    REDDIT_CLIENT_ID: fake.clientId,
    REDDIT_CLIENT_SECRET: fake.clientSecret,
    REDDIT_OAUTH_BASE: fake.baseUrl,
    REDDIT_API_BASE: fake.baseUrl,
  };
}
