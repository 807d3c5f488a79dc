import type { NetworkFailure } from '@inroad/contracts/network';
import { asArray, at, isRecord, jsonBody, type NetworkAnswer, num, str } from '../raw.ts';

// What went wrong with a Reddit call: HTTP errors ({message, error}), the HTTP-200 answers whose json.errors list
// says the write was refused ([[CODE, message, field]]), and the HTML challenge pages background fetches meet.

function failure(kind: NetworkFailure['kind'], message: string, code: string | null = null): NetworkFailure {
  return { kind, message, code };
}

/** The first [CODE, message, field] of a json.errors list. */
function firstApiError(body: unknown): { code: string; message: string } | undefined {
  const first = asArray(at(body, 'json', 'errors'))[0];
  if (!Array.isArray(first)) return undefined;
  const code = str(first[0]) ?? 'ERROR';
  return { code, message: str(first[1]) ?? code };
}

export function classifyRedditAnswer(answer: NetworkAnswer): NetworkFailure | null {
  const body = jsonBody(answer.body);
  const status = answer.httpStatus ?? num(at(body, 'error')) ?? 200;

  if (typeof body === 'string' && body.trimStart().startsWith('<')) {
    // A CDN's error page ('all of our servers are busy') says nothing about the session: Reddit is down for now.
    if (status >= 500) {
      return failure('unknown', `Reddit could not answer just now (${status}); try again later`, String(status));
    }
    return failure('challenge', 'Reddit answered with a page instead of data; open Reddit in the browser and sign in');
  }
  if (status === 429)
    return failure('rate_limit', 'Reddit says too many requests; Inroad pauses and tries again later', '429');
  if (status === 401) return failure('auth', 'Reddit session has ended: sign in to Reddit in this browser', '401');
  if (status === 403) {
    return failure('auth', 'Reddit refused the request (403): sign in to Reddit in this browser', '403');
  }
  if (status >= 300 && status < 400)
    return failure('auth', 'Reddit redirected to sign-in: sign in to Reddit in this browser');
  if (status >= 400) {
    const message = isRecord(body) ? str(body.message) : undefined;
    return failure('unknown', `Reddit refused the request (${status})${message ? `: ${message}` : ''}`, String(status));
  }
  const apiError = firstApiError(body);
  if (apiError) {
    const kind = apiError.code === 'RATELIMIT' ? 'rate_limit' : apiError.code === 'USER_REQUIRED' ? 'auth' : 'unknown';
    return failure(kind, `Reddit: ${apiError.message}`, apiError.code);
  }
  return null;
}

/** The id of what a Reddit write created: json.data.name (submit) or the fullname of json.data.things[0]. */
export function redditCreatedId(body: unknown): string | undefined {
  const parsed = jsonBody(body);
  return str(at(parsed, 'json', 'data', 'name')) ?? str(at(parsed, 'json', 'data', 'things', 0, 'data', 'name'));
}
