import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { classifyLinkedinAnswer, linkedinCreatedId } from './failure.ts';

describe('LinkedIn failures', () => {
  it('reads the note quota error as invite_limit', () => {
    expect(
      classifyLinkedinAnswer({ httpStatus: 429, body: fixture('linkedin-error-invite-limit.json') }),
    ).toMatchObject({
      kind: 'invite_limit',
      code: 'CUSTOM_INVITE_LIMIT_REACHED',
    });
    // The code decides even when the extension did not pass the status.
    expect(classifyLinkedinAnswer({ body: fixture('linkedin-error-invite-limit.json') })?.kind).toBe('invite_limit');
  });

  it('tells rate limits, bot blocks, CSRF failures and sign-in redirects apart', () => {
    expect(classifyLinkedinAnswer({ httpStatus: 429, body: '' })?.kind).toBe('rate_limit');
    expect(classifyLinkedinAnswer({ httpStatus: 999, body: '' })?.kind).toBe('challenge');
    expect(classifyLinkedinAnswer({ httpStatus: 403, body: 'CSRF check failed.' })).toMatchObject({
      kind: 'auth',
      code: 'CSRF',
    });
    expect(
      classifyLinkedinAnswer({ httpStatus: 302, location: 'https://www.linkedin.com/login?session_redirect=x' })?.kind,
    ).toBe('auth');
    expect(
      classifyLinkedinAnswer({ httpStatus: 302, location: 'https://www.linkedin.com/checkpoint/challenge/abc' })?.kind,
    ).toBe('challenge');
    expect(classifyLinkedinAnswer({ httpStatus: 200, body: '<!DOCTYPE html><title>Sign In</title>' })?.kind).toBe(
      'auth',
    );
    expect(classifyLinkedinAnswer({ httpStatus: 401, body: {} })?.kind).toBe('auth');
  });

  it('reads other refusals as unknown with a message a person can act on', () => {
    const failure = classifyLinkedinAnswer({ httpStatus: 400, body: fixture('linkedin-error-cant-resend.json') });
    expect(failure).toMatchObject({ kind: 'unknown', code: 'CANT_RESEND_YET' });
    expect(failure?.message).toMatch(/three weeks/);
    expect(classifyLinkedinAnswer({ httpStatus: 500, body: {} })).toMatchObject({ kind: 'unknown', code: '500' });
  });

  it('reads an error page of a server in trouble as LinkedIn down for now, not as signed out', () => {
    const page =
      '<!DOCTYPE html><html><body><h1>Oops!</h1><p>Something went wrong. Sign in again later?</p></body></html>';
    expect(classifyLinkedinAnswer({ httpStatus: 503, body: page })).toEqual({
      kind: 'unknown',
      message: 'LinkedIn could not answer just now (503); try again later',
      code: '503',
    });
    expect(classifyLinkedinAnswer({ httpStatus: 502, body: '<html>challenge</html>' })?.kind).toBe('unknown');
  });

  it('words an unknown code that every object answers to like any other unknown code', () => {
    const failure = classifyLinkedinAnswer({ httpStatus: 400, body: { code: 'constructor', status: 400 } });
    expect(failure).toEqual({ kind: 'unknown', code: 'constructor', message: 'LinkedIn refused the request (400)' });
  });

  it('passes successful answers', () => {
    expect(classifyLinkedinAnswer({ httpStatus: 201, body: '' })).toBeNull();
    expect(classifyLinkedinAnswer({ body: fixture('linkedin-activity-feed.normalized.json') })).toBeNull();
  });

  it('finds what a write created', () => {
    expect(linkedinCreatedId(fixture('linkedin-invitation-created.json'))).toBe(
      'urn:li:fsd_invitation:7525111111111111111',
    );
    expect(
      linkedinCreatedId('', 'urn:li:fsd_reaction:(urn:li:fsd_profile:ACoAAATestViewer00000009,urn:li:activity:1,0)'),
    ).toMatch(/^urn:li:fsd_reaction:/);
    expect(linkedinCreatedId(undefined)).toBeUndefined();
  });

  it('reads a created post’s share URN (shape inferred from public clients of contentcreation/normShares)', () => {
    const share = 'urn:li:share:7300000000000000042';
    expect(linkedinCreatedId({ data: { status: { urn: share, toastCtaUrl: `/feed/update/${share}/` } } })).toBe(share);
    expect(linkedinCreatedId(JSON.stringify({ status: { urn: share } }))).toBe(share);
  });
});
