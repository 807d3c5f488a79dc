import type { ServerResponse } from 'node:http';
import {
  bearerOf,
  consentPage,
  newId,
  type SeenRequest,
  sendJson,
  startLoopback,
  tokenAnswer,
} from './fake-network-http.ts';

/**
 * LinkedIn's sign-in (OAuth 2 / OpenID userinfo) and the Posts, Images and Videos APIs, on loopback, for tests.
 * Posts are kept with the bytes of their image or video, so a test can check what the network received. A token
 * carries the scopes its consent asked for; a post's likes and comments (socialActions) are read only by a token
 * granted r_member_social, as LinkedIn reads them.
 */
export type FakeLinkedInPost = {
  urn: string;
  author: string;
  commentary: string;
  mediaUrn: string | null;
  media: Buffer | null;
  createdAt: number;
  version: string | undefined;
};

export interface FakeLinkedIn {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The member who signs in (OpenID userinfo): set both to sign in as someone else. */
  memberId: string;
  memberName: string;
  posts: FakeLinkedInPost[];
  requests: SeenRequest[];
  /** Seconds the access tokens it hands out live. */
  expiresIn: number;
  /** Refresh requests seen, and whether to refuse them (invalid_grant). */
  refreshes: number;
  refuseRefresh: boolean;
  /** The next refreshes answer 503 (the token endpoint down for a moment). */
  refreshesDown: number;
  /** Tokens the API accepts (refreshing retires the old one). */
  validTokens: Set<string>;
  /** The next POST /rest/posts answers this instead of posting, once `answerAfter` (if given) has settled. */
  failNextPost(status: number, message: string, answerAfter?: Promise<unknown>): void;
  /** The next post is kept but its answer never comes (until release): a lost answer or a killed worker. */
  holdNextPost(): void;
  /** Ends held answers by dropping their connections. */
  releaseHeld(): void;
  /** Looking posts up by author answers 403 (a member token without read access). */
  forbidLookup: boolean;
  /** The next post is made but its answer names no id (no x-restli-id header). */
  omitIdNext: boolean;
  /** The next look-ups by author answer 503 (LinkedIn down for a moment). */
  lookupsDown: number;
  /** A post's likes and comments, as socialActions answers them to a token granted r_member_social. */
  metrics: { likes: number; comments: number };
  close(): Promise<void>;
}

export async function startFakeLinkedIn(): Promise<FakeLinkedIn> {
  // Codes, access tokens and refresh tokens, each with the scopes (space-separated) of the consent it came from.
  const codes = new Map<string, string>();
  const grants = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const uploads = new Map<string, Buffer>();
  let nextFailure: { status: number; message: string; answerAfter?: Promise<unknown> } | null = null;
  let holdNext = false;
  const held: ServerResponse[] = [];

  const issue = (scope: string) => {
    const access = `li-access-${newId()}`;
    const refresh = `li-refresh-${newId()}`;
    fake.validTokens.add(access);
    grants.set(access, scope);
    refreshTokens.set(refresh, scope);
    return tokenAnswer(access, refresh, fake.expiresIn, scope);
  };

  const authorized = (request: SeenRequest, response: ServerResponse) => {
    const token = bearerOf(request);
    if (token && fake.validTokens.has(token)) return true;
    sendJson(response, 401, { status: 401, serviceErrorCode: 65600, message: 'Invalid access token' });
    return false;
  };

  const handle = async (request: SeenRequest, response: ServerResponse) => {
    const { method, path, query } = request;
    if (method === 'GET' && path === '/oauth/v2/authorization') {
      const code = `li-code-${newId()}`;
      codes.set(code, query.get('scope') ?? '');
      return consentPage(response, { network: 'LinkedIn', query, code });
    }
    if (method === 'POST' && path === '/oauth/v2/accessToken') {
      const form = new URLSearchParams(request.body.toString('utf8'));
      if (form.get('client_id') !== fake.clientId || form.get('client_secret') !== fake.clientSecret) {
        return sendJson(response, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        const scope = codes.get(code);
        codes.delete(code);
        if (scope === undefined)
          return sendJson(response, 400, { error: 'invalid_grant', error_description: 'bad code' });
        return sendJson(response, 200, issue(scope));
      }
      if (form.get('grant_type') === 'refresh_token') {
        fake.refreshes += 1;
        if (fake.refreshesDown > 0) {
          fake.refreshesDown--;
          return sendJson(response, 503, { error: 'temporarily_unavailable' });
        }
        const scope = refreshTokens.get(form.get('refresh_token') ?? '');
        if (fake.refuseRefresh || scope === undefined) {
          return sendJson(response, 400, { error: 'invalid_grant', error_description: 'The refresh token is revoked' });
        }
        return sendJson(response, 200, issue(scope));
      }
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    }
    if (method === 'GET' && path === '/v2/userinfo') {
      if (!authorized(request, response)) return;
      return sendJson(response, 200, {
        sub: fake.memberId,
        name: fake.memberName,
        given_name: fake.memberName.split(' ')[0],
        locale: 'en_US',
      });
    }
    if (method === 'POST' && path === '/rest/images' && query.get('action') === 'initializeUpload') {
      if (!authorized(request, response)) return;
      const id = newId();
      return sendJson(response, 200, {
        value: {
          uploadUrlExpiresAt: Date.now() + 3600_000,
          uploadUrl: `${fake.baseUrl}/upload/${id}`,
          image: `urn:li:image:${id}`,
        },
      });
    }
    if (method === 'POST' && path === '/rest/videos' && query.get('action') === 'initializeUpload') {
      if (!authorized(request, response)) return;
      const id = newId();
      const { initializeUploadRequest } = JSON.parse(request.body.toString('utf8')) as {
        initializeUploadRequest: { fileSizeBytes: number };
      };
      return sendJson(response, 200, {
        value: {
          video: `urn:li:video:${id}`,
          uploadToken: '',
          uploadInstructions: [
            {
              uploadUrl: `${fake.baseUrl}/upload/${id}`,
              firstByte: 0,
              lastByte: initializeUploadRequest.fileSizeBytes - 1,
            },
          ],
        },
      });
    }
    if (method === 'POST' && path === '/rest/videos' && query.get('action') === 'finalizeUpload') {
      if (!authorized(request, response)) return;
      return sendJson(response, 200, {});
    }
    if (method === 'PUT' && path.startsWith('/upload/')) {
      if (!authorized(request, response)) return;
      uploads.set(path.slice('/upload/'.length), request.body);
      response.writeHead(201, { etag: `etag-${newId(3)}` });
      return response.end();
    }
    if (method === 'POST' && path === '/rest/posts') {
      if (!authorized(request, response)) return;
      if (nextFailure) {
        const failure = nextFailure;
        nextFailure = null;
        await failure.answerAfter;
        return sendJson(response, failure.status, { status: failure.status, message: failure.message });
      }
      const body = JSON.parse(request.body.toString('utf8')) as {
        author: string;
        commentary: string;
        content?: { media?: { id: string } };
      };
      const mediaUrn = body.content?.media?.id ?? null;
      const urn = `urn:li:share:${Date.now()}${fake.posts.length}`;
      fake.posts.push({
        urn,
        author: body.author,
        commentary: body.commentary,
        mediaUrn,
        media: mediaUrn ? (uploads.get(mediaUrn.split(':').pop() ?? '') ?? null) : null,
        createdAt: Date.now(),
        version: request.headers['linkedin-version'] as string | undefined,
      });
      if (holdNext) {
        holdNext = false;
        held.push(response);
        return;
      }
      if (fake.omitIdNext) {
        fake.omitIdNext = false;
        response.writeHead(201);
      } else {
        response.writeHead(201, { 'x-restli-id': urn });
      }
      return response.end();
    }
    if (method === 'GET' && path === '/rest/posts' && query.get('q') === 'author') {
      if (!authorized(request, response)) return;
      if (fake.forbidLookup) return sendJson(response, 403, { status: 403, message: 'Not enough permissions' });
      if (fake.lookupsDown > 0) {
        fake.lookupsDown--;
        return sendJson(response, 503, { status: 503, message: 'Service Unavailable' });
      }
      const elements = fake.posts
        .filter((post) => post.author === query.get('author'))
        .reverse()
        .map((post) => ({ id: post.urn, commentary: post.commentary, createdAt: post.createdAt }));
      return sendJson(response, 200, { elements, paging: { start: 0, count: elements.length } });
    }
    if (method === 'GET' && path.startsWith('/rest/socialActions/')) {
      if (!authorized(request, response)) return;
      const scopes = grants.get(bearerOf(request) ?? '')?.split(' ') ?? [];
      if (!scopes.includes('r_member_social')) {
        return sendJson(response, 403, {
          status: 403,
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: 'Not enough permissions to access: socialActions.GET.NO_VERSION',
        });
      }
      return sendJson(response, 200, {
        likesSummary: { totalLikes: fake.metrics.likes },
        commentsSummary: {
          aggregatedTotalComments: fake.metrics.comments,
          totalFirstLevelComments: fake.metrics.comments,
        },
      });
    }
    sendJson(response, 404, { status: 404, message: `No route ${method} ${path}` });
  };

  const loopback = await startLoopback(handle);
  const fake: FakeLinkedIn = {
    baseUrl: loopback.baseUrl,
    clientId: 'li-client',
    clientSecret: 'li-secret',
    memberId: 'AbC123',
    memberName: 'Ada Example',
    posts: [],
    requests: loopback.requests,
    expiresIn: 3600 * 24 * 60,
    refreshes: 0,
    refuseRefresh: false,
    refreshesDown: 0,
    validTokens: new Set(),
    forbidLookup: false,
    lookupsDown: 0,
    omitIdNext: false,
    metrics: { likes: 0, comments: 0 },
    failNextPost(status, message, answerAfter) {
      nextFailure = { status, message, ...(answerAfter ? { answerAfter } : {}) };
    },
    holdNextPost() {
      holdNext = true;
    },
    releaseHeld() {
      for (const response of held.splice(0)) response.socket?.destroy();
    },
    close: async () => {
      fake.releaseHeld();
      await loopback.close();
    },
  };
  return fake;
}

/** The settings that point Inroad's LinkedIn side at the fake. */
export function linkedInEnv(fake: FakeLinkedIn): Record<string, string> {
  return {
    LINKEDIN_CLIENT_ID: fake.clientId,
    LINKEDIN_CLIENT_SECRET: fake.clientSecret,
    LINKEDIN_OAUTH_BASE: fake.baseUrl,
    LINKEDIN_API_BASE: fake.baseUrl,
  };
}
