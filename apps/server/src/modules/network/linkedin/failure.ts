import type { NetworkFailure } from '@inroad/contracts/network';
import { ownValue } from '@inroad/contracts/records';
import { at, isRecord, jsonBody, type NetworkAnswer, num, str } from '../raw.ts';

// What went wrong with a LinkedIn call, from its status, body and redirect: the kinds the instruction queue acts
// on (pause on rate_limit/challenge/auth, resend without the note on invite_limit).

const INVITE_LIMIT_CODES = new Set([
  'CUSTOM_INVITE_LIMIT_REACHED',
  'CANT_INVITE_CONNECTION_LIMIT_REACHED',
  'MAX_INVITATION_SENT',
  'FUSE_LIMIT_EXCEEDED',
]);

const MESSAGES: Record<string, string> = {
  CUSTOM_INVITE_LIMIT_REACHED:
    'LinkedIn: the monthly quota of personalised notes is used up; send the invitation without a note',
  CANT_INVITE_CONNECTION_LIMIT_REACHED: 'LinkedIn: the weekly invitation limit is reached',
  MAX_INVITATION_SENT: 'LinkedIn: too many invitations are waiting for an answer',
  FUSE_LIMIT_EXCEEDED: 'LinkedIn: the invitation limit is reached',
  CANT_RESEND_YET:
    'LinkedIn: this person was invited recently; LinkedIn allows a new invitation after about three weeks',
  PRIMARY_HANDLE_NOT_CONFIRMED:
    'LinkedIn: confirm the e-mail address of the LinkedIn account before sending invitations',
};

function failure(kind: NetworkFailure['kind'], message: string, code: string | null = null): NetworkFailure {
  return { kind, message, code };
}

/** The error code a Voyager error body carries ({data:{code,status}}, {code,status}, {serviceErrorCode,message}). */
function errorCodeOf(body: unknown): { code?: string; status?: number; message?: string } {
  const holder = isRecord(body) && isRecord(body.data) && body.data.code !== undefined ? body.data : body;
  return {
    code: str(at(holder, 'code')),
    status: num(at(holder, 'status')),
    message: str(at(holder, 'message')),
  };
}

function fromHtml(html: string): NetworkFailure {
  if (/checkpoint|challenge|captcha/i.test(html)) {
    return failure(
      'challenge',
      'LinkedIn is asking for a security check; open LinkedIn in the browser and complete it',
    );
  }
  return failure('auth', 'LinkedIn answered with a page instead of data: sign in to LinkedIn in this browser');
}

/** Null when the answer is a success; otherwise what kind of failure it is. */
export function classifyLinkedinAnswer(answer: NetworkAnswer): NetworkFailure | null {
  const status = answer.httpStatus ?? 200;
  const body = jsonBody(answer.body);
  const location = answer.location ?? '';

  if (status >= 300 && status < 400) {
    if (/checkpoint|challenge/i.test(location)) {
      return failure(
        'challenge',
        'LinkedIn is asking for a security check; open LinkedIn in the browser and complete it',
      );
    }
    return failure('auth', 'LinkedIn redirected to sign-in: sign in to LinkedIn in this browser');
  }
  if (status === 999) {
    return failure(
      'challenge',
      'LinkedIn refused the request as automated (999); pause and open LinkedIn in the browser',
      '999',
    );
  }
  const text = typeof body === 'string' ? body : '';
  if (/CSRF check failed/i.test(text)) {
    return failure(
      'auth',
      'LinkedIn refused the session token (CSRF check failed): reload LinkedIn in this browser',
      'CSRF',
    );
  }
  if (text.trimStart().startsWith('<')) {
    // An error page of LinkedIn's own servers or its CDN says nothing about the session: LinkedIn is down for now.
    if (status >= 500) {
      return failure('unknown', `LinkedIn could not answer just now (${status}); try again later`, String(status));
    }
    return fromHtml(text);
  }

  const { code, status: bodyStatus, message } = errorCodeOf(body);
  if (code && INVITE_LIMIT_CODES.has(code)) {
    return failure('invite_limit', ownValue(MESSAGES, code) ?? `LinkedIn: invitation limit (${code})`, code);
  }
  const effective = status >= 400 ? status : (bodyStatus ?? status);
  if (effective === 429) {
    return failure('rate_limit', 'LinkedIn says too many requests; Inroad pauses and tries again later', code ?? '429');
  }
  if (effective === 401)
    return failure('auth', 'LinkedIn session has ended: sign in to LinkedIn in this browser', code ?? '401');
  if (effective >= 400) {
    const known = code ? ownValue(MESSAGES, code) : undefined;
    return failure(
      'unknown',
      known ?? `LinkedIn refused the request (${effective})${message ? `: ${message}` : ''}`,
      code ?? String(effective),
    );
  }
  return null;
}

/** The id of what a LinkedIn write created: the x-restli-id header, else the id the action answer names. */
export function linkedinCreatedId(body: unknown, restliId?: string): string | undefined {
  const parsed = jsonBody(body);
  return (
    str(restliId) ??
    // A post (contentcreation/normShares): the share's URN under status.
    str(at(parsed, 'data', 'status', 'urn')) ??
    str(at(parsed, 'status', 'urn')) ??
    str(at(parsed, 'data', 'value', 'invitationUrn')) ??
    str(at(parsed, 'value', 'invitationUrn')) ??
    str(at(parsed, 'data', 'entityUrn')) ??
    str(at(parsed, 'entityUrn'))
  );
}
