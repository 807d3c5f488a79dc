import { updateAnswer } from '@inroad/contracts/create';
import { retryPublication, UNRESOLVED_POST_MESSAGE } from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../../../test/fake-linkedin-server.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { connect } from '../../../test/integrations-fixtures.ts';
import { publicationOf, recordPublishJobs, schedulePost } from '../../../test/publishing-fixtures.ts';
import { publications } from '../../db/schema/index.ts';
import { LEASE_MS, runPublication } from './publisher.ts';
import { claim } from './publishing.queries.ts';

// A publish job that cannot claim its post yet leaves a job behind for when it can: one that came before the post
// was due, and the queue's retry of a run cut off while that run's lease still held the post, each completed without
// the post, and nothing ran it again: it waited, or stayed 'publishing', for good.

let t: TestApp;
let linkedin: FakeLinkedIn;
let owner: TestUser;
beforeAll(async () => {
  linkedin = await startFakeLinkedIn();
  t = await startTestApp({
    ...linkedInEnv(linkedin),
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
  });
  owner = await signUp(t, 'publish-runs@example.com');
  await connect(t, owner, 'linkedin');
});
afterAll(async () => {
  await t.close();
  await linkedin.close();
});
beforeEach(() => {
  linkedin.posts.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);
const rowOf = async (id: number) => (await t.ctx.db.select().from(publications).where(eq(publications.id, id)))[0]!;

describe('a publish job that cannot claim its post yet', () => {
  it('came inside a cut-off run’s lease: sent again for the lease’s end, it takes the post over', async () => {
    const answer = await schedulePost(t, owner, 'Cut off halfway', { at: inHours(1) });
    await t.drainJobs();
    const { id } = (await publicationOf(t, owner, answer.id))!;
    const { version } = await rowOf(id);
    // A worker claimed the post and was stopped (or its write failed) before it recorded anything.
    const cutOffAt = inHours(2);
    const claimed = await claim(t.ctx.db, { id, version, token: 'cut-off-run', now: cutOffAt, leaseMs: LEASE_MS });
    expect(claimed?.status).toBe('publishing');
    const publishJobs = recordPublishJobs(t);

    // The queue retries the job seconds later, inside the lease.
    await runPublication(t.ctx, { publicationId: id, version }, new Date(cutOffAt.getTime() + 15_000));
    expect(linkedin.posts).toHaveLength(0);
    const [next] = publishJobs();
    expect(next?.payload).toEqual({ publicationId: id, version });
    expect(next?.startAfter?.getTime()).toBeGreaterThan(cutOffAt.getTime() + LEASE_MS);

    await runPublication(t.ctx, next!.payload, next!.startAfter!);
    expect(linkedin.posts.map((post) => post.commentary)).toEqual(['Cut off halfway']);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published', attempt: 1 });
  });

  it('came before the post was due: sent for the post’s time, not a delay, and again when it came early', async () => {
    const publishJobs = recordPublishJobs(t);
    const answer = await schedulePost(t, owner, 'Picked up a moment early', { at: inHours(1) });
    await t.drainJobs();
    const { id } = (await publicationOf(t, owner, answer.id))!;
    const { version, runAt } = await rowOf(id);
    expect(publishJobs()).toEqual([{ payload: { publicationId: id, version }, startAfter: runAt }]);

    await runPublication(t.ctx, { publicationId: id, version }, new Date(runAt.getTime() - 2_000));
    expect(linkedin.posts).toHaveLength(0);
    const again = publishJobs()[1];
    expect(again).toEqual({ payload: { publicationId: id, version }, startAfter: runAt });

    await runPublication(t.ctx, again!.payload, again!.startAfter!);
    expect(linkedin.posts.map((post) => post.commentary)).toEqual(['Picked up a moment early']);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published' });
  });

  it('of an older version, or finding its post published, sends nothing', async () => {
    const answer = await schedulePost(t, owner, 'Published before the job came', { at: inHours(1) });
    await t.drainJobs();
    const { id } = (await publicationOf(t, owner, answer.id))!;
    const { version } = await rowOf(id);
    await runPublication(t.ctx, { publicationId: id, version }, inHours(2));
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published' });
    const publishJobs = recordPublishJobs(t);

    await runPublication(t.ctx, { publicationId: id, version }, inHours(3));
    await runPublication(t.ctx, { publicationId: id, version: version - 1 }, inHours(3));
    expect(publishJobs()).toEqual([]);
  });
});

describe('a failed post whose text is mended', () => {
  it('keeps its reason and Retry, and Retry sends the new text', async () => {
    linkedin.failNextPost(422, 'commentary: a word LinkedIn refuses');
    const answer = await schedulePost(t, owner, 'Refused as first written');
    await t.drainJobs();
    const failed = (await publicationOf(t, owner, answer.id))!;
    expect(failed.status).toBe('failed');

    const body = { postContent: 'Mended after the refusal' };
    expectOk(await t.call(updateAnswer, { token: owner.token, params: { id: answer.id }, body }), 200);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ id: failed.id, status: 'failed' });
    expectOk(await t.call(retryPublication, { token: owner.token, body: { id: failed.id } }), 200);
    await t.drainJobs();
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published' });
    expect(linkedin.posts.map((post) => post.commentary)).toEqual(['Mended after the refusal']);
  });
});

describe('a post whose last attempt may have gone out', () => {
  it('cannot be unscheduled until Inroad has looked: the record of that attempt would go with its publication', async () => {
    linkedin.omitIdNext = true;
    const answer = await schedulePost(t, owner, 'Taken without an id, then unscheduled');
    await t.drainJobs();
    const unscheduled = await t.call(updateAnswer, {
      token: owner.token,
      params: { id: answer.id },
      body: { schedule: 'none' },
    });
    expect(expectError(unscheduled, 409).body.message).toBe(UNRESOLVED_POST_MESSAGE);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'scheduled' });
  });
});
