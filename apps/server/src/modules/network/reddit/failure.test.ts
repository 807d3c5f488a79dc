import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { classifyRedditAnswer, redditCreatedId } from './failure.ts';

describe('Reddit failures', () => {
  it('reads the HTTP-200 errors list of a refused write', () => {
    expect(classifyRedditAnswer({ httpStatus: 200, body: fixture('reddit-error-submit.json') })).toMatchObject({
      kind: 'rate_limit',
      code: 'RATELIMIT',
    });
    expect(classifyRedditAnswer({ httpStatus: 200, body: fixture('reddit-error-submit-validation.json') })).toEqual({
      kind: 'unknown',
      code: 'SUBREDDIT_NOTALLOWED',
      message: "Reddit: you aren't allowed to post there.",
    });
  });

  it('reads 401 and 403 as a session problem, also from the body alone', () => {
    expect(classifyRedditAnswer({ httpStatus: 401, body: fixture('reddit-error-401.json') })?.kind).toBe('auth');
    expect(classifyRedditAnswer({ body: fixture('reddit-error-403.json') })?.kind).toBe('auth');
    expect(classifyRedditAnswer({ httpStatus: 429, body: '' })?.kind).toBe('rate_limit');
    expect(classifyRedditAnswer({ httpStatus: 200, body: '<html>challenge</html>' })?.kind).toBe('challenge');
  });

  it("reads a CDN's error page as Reddit down for now, not as a security check", () => {
    const page =
      '<!doctype html><html><title>Reddit - Dive into anything</title><p>all of our servers are busy right now</p></html>';
    expect(classifyRedditAnswer({ httpStatus: 503, body: page })).toEqual({
      kind: 'unknown',
      message: 'Reddit could not answer just now (503); try again later',
      code: '503',
    });
  });

  it('passes successes and finds what they created', () => {
    const created = fixture('reddit-comment-created.json');
    expect(classifyRedditAnswer({ httpStatus: 200, body: created })).toBeNull();
    expect(redditCreatedId(created)).toBe('t1_cm900');
    expect(redditCreatedId({ json: { errors: [], data: { name: 't3_new1', id: 'new1' } } })).toBe('t3_new1');
    expect(classifyRedditAnswer({ httpStatus: 200, body: {} })).toBeNull();
  });
});
