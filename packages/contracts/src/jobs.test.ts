import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type JobPayloadInput, parseJobPayload } from './jobs.ts';

describe('the job union', () => {
  const userId = randomUUID();
  const postId = randomUUID();

  it("parses a payload by its job's name", () => {
    expect(parseJobPayload('post.enrich', { userId, postIds: [postId] })).toEqual({ userId, postIds: [postId] });
    expect(parseJobPayload('retention.prune', {})).toEqual({});
    expect(parseJobPayload('publish-post', { publicationId: 3, version: 2 })).toEqual({ publicationId: 3, version: 2 });
  });

  it("refuses another job's payload and a name that is no job", () => {
    expect(() => parseJobPayload('tracker.apply', { userId, postIds: [postId] })).toThrow();
    expect(() => parseJobPayload('read-post-metrics', { publicationId: 3, version: 2 })).toThrow();
    // A payload stored by an older deploy under a name this one no longer knows.
    expect(() => parseJobPayload('no.such.job' as 'auth.cleanup', {})).toThrow();
  });

  it('types each payload by its name, so a sender cannot mix them up', () => {
    const enrich: JobPayloadInput<'post.enrich'> = { userId, postIds: [postId] };
    // @ts-expect-error: a tracker run's payload is not a post enrichment's
    const wrong: JobPayloadInput<'tracker.apply'> = enrich;
    expect(wrong).toBe(enrich);
  });
});
