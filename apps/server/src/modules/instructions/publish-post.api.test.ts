import { saveAnswer } from '@inroad/contracts/create';
import {
  claimInstruction as claimEndpoint,
  type ReportInstructionBody,
  reportInstruction,
} from '@inroad/contracts/instructions';
import { listNotices } from '@inroad/contracts/notice';
import { retryPublication } from '@inroad/contracts/publishing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { fakeBytes, putFile, requestUpload } from '../../../test/media-fixtures.ts';
import { pngBytes, publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { contentAnswers, instructions, publications, publishAttempts } from '../../db/schema/index.ts';
import { WAITING_FOR_EXTENSION } from '../publishing/extension-publishing.ts';
import { readPostMetrics } from '../publishing/metrics.ts';
import { runPublication } from '../publishing/publisher.ts';
import { claimInstruction } from './instructions.service.ts';

// A LinkedIn post without an integration goes out through the extension: the publish job queues a publish_post
// instruction, the extension claims it with its session and reports what LinkedIn answered.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    ACTION_SPACING_SECONDS: '0',
    INSTRUCTION_LEASE_SECONDS: '60',
    ACTION_PAUSE_HOURS: '6',
    SECRET_KEY: 'test-secret-key-for-signed-media-urls',
  });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newUser = () => signUp(t, `ext-publisher-${++counter}-${Date.now()}@example.com`);
const claim = async (user: TestUser) => expectOk(await t.call(claimEndpoint, { token: user.token }), 200);
const report = (user: TestUser, id: string, body: ReportInstructionBody) =>
  t.call(reportInstruction, { token: user.token, params: { id }, body });
const publishInstructions = async (userId: string) =>
  t.ctx.db
    .select()
    .from(instructions)
    .where(and(eq(instructions.userId, userId), eq(instructions.type, 'publish_post')));
const rowOf = async (id: number) => (await t.ctx.db.select().from(publications).where(eq(publications.id, id)))[0]!;
const noticesOf = async (user: TestUser) =>
  expectOk(await t.call(listNotices, { token: user.token }), 200).body.notices;

describe('publishing a LinkedIn post through the extension', () => {
  it('queues one publish_post with the text and image, and records the reported post once', async () => {
    const user = await newUser();
    const image = pngBytes(7);
    const answer = await schedulePost(t, user, 'Pipeline reviews are for listening', { imageBytes: image });
    await t.drainJobs();
    const waiting = (await publicationOf(t, user, answer.id))!;
    expect(waiting).toMatchObject({ status: 'publishing', integrationId: null, error: WAITING_FOR_EXTENSION });

    const claimed = await claim(user);
    const instruction = claimed.body.instruction!;
    expect(instruction.type).toBe('publish_post');
    expect(instruction.payload).toMatchObject({
      platform: 'linkedin',
      publicationId: waiting.id,
      idempotencyKey: `publication-${waiting.id}-attempt-1`,
      text: 'Pipeline reviews are for listening',
      media: { contentType: 'image/png', kind: 'image' },
    });
    // The extension reads the image below its API base with its own session.
    if (instruction.type !== 'publish_post') expect.fail(`claimed a ${instruction.type}`);
    const mediaPath = instruction.payload.media?.path;
    const file = await fetch(`${t.baseUrl}/api${mediaPath}`, { headers: { 'x-sessiontoken': user.token } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);

    // A job run again (a retry, a second worker) while the extension holds it queues nothing more.
    await runPublication(t.ctx, { publicationId: waiting.id, version: (await rowOf(waiting.id)).version });
    expect(await publishInstructions(user.userId)).toHaveLength(1);

    const urn = 'urn:li:share:7300000000000000001';
    const done = {
      status: 'done',
      result: { createdId: urn, url: `https://www.linkedin.com/feed/update/${urn}/` },
    } satisfies ReportInstructionBody;
    expectOk(await report(user, instruction.id, done), 200);
    const published = (await publicationOf(t, user, answer.id))!;
    expect(published).toMatchObject({
      status: 'published',
      networkPostId: urn,
      url: `https://www.linkedin.com/feed/update/${urn}/`,
      error: null,
      attempt: 1,
    });
    const [item] = await t.ctx.db.select().from(contentAnswers).where(eq(contentAnswers.id, answer.id));
    expect(item!.status).toBe('published');
    const attempts = await t.ctx.db.select().from(publishAttempts).where(eq(publishAttempts.publicationId, waiting.id));
    expect(attempts.map((a) => a.state)).toEqual(['succeeded']);

    // A repeated report changes nothing; a contradicting one is refused.
    expectOk(await report(user, instruction.id, { ...done, result: { createdId: 'urn:li:share:2' } }), 200);
    expect((await publicationOf(t, user, answer.id))!.networkPostId).toBe(urn);
    expectError(
      await report(user, instruction.id, { status: 'failed', failure: { kind: 'unknown', message: 'x' } }),
      409,
    );
    expect((await claim(user)).body.instruction).toBeNull();
  });

  it('fails with LinkedIn’s reason, asks for sign-in after a login redirect, and Retry queues a new attempt', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Signed out when it was due');
    await t.drainJobs();
    const instruction = (await claim(user)).body.instruction!;
    const failure = {
      kind: 'auth',
      message: 'LinkedIn redirected to sign-in: sign in to LinkedIn in this browser',
      code: null,
    } as const;
    expectOk(await report(user, instruction.id, { status: 'failed', failure }), 200);
    const failed = (await publicationOf(t, user, answer.id))!;
    expect(failed).toMatchObject({
      status: 'failed',
      needsSignIn: true,
      error: 'LinkedIn said: LinkedIn redirected to sign-in: sign in to LinkedIn in this browser',
    });
    const kinds = (await noticesOf(user)).map((n) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['publish_failed', 'linkedin_sign_in', 'queue_paused']));
    expect(kinds).not.toContain('action_failed');

    expectOk(await t.call(retryPublication, { token: user.token, body: { id: failed.id } }), 200);
    await t.drainJobs();
    const queued = await publishInstructions(user.userId);
    expect(queued.map((i) => [i.status, i.payload.idempotencyKey])).toEqual(
      expect.arrayContaining([
        ['failed', `publication-${failed.id}-attempt-1`],
        ['pending', `publication-${failed.id}-attempt-2`],
      ]),
    );
    expect((await publicationOf(t, user, answer.id))!.status).toBe('publishing');
  });

  it('never hands the same post out twice: a claim whose lease ran out without a report fails it instead', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Taken by a browser that closed');
    await t.drainJobs();
    const first = (await claim(user)).body.instruction!;
    const later = new Date(Date.now() + 10 * 60_000);
    const again = await claimInstruction({
      db: t.ctx.db,
      queue: t.ctx.queue,
      config: t.ctx.config.actions,
      userId: user.userId,
      now: later,
    });
    expect(again.instruction).toBeNull();
    const failed = (await publicationOf(t, user, answer.id))!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/may have been published\. Check LinkedIn before retrying/);
    const failureNotices = async () => (await noticesOf(user)).filter((notice) => notice.kind === 'publish_failed');
    expect(await failureNotices()).toEqual([
      expect.objectContaining({ message: `Post not published: ${failed.error}` }),
    ]);
    // The first browser's report arrives late (it was lost and sent again): the post went out after all.
    const urn = 'urn:li:share:7300000000000000009';
    const late = await report(user, first.id, { status: 'done', result: { createdId: urn } });
    expect(late.status).toBe(200);
    // No screen had shown the failure yet: it is taken back rather than shown for a post that went out.
    expect(await failureNotices()).toEqual([]);
    expect((await publicationOf(t, user, answer.id))!).toMatchObject({
      status: 'published',
      networkPostId: urn,
      url: `https://www.linkedin.com/feed/update/${urn}/`,
      error: null,
    });
    const [instruction] = await publishInstructions(user.userId);
    expect(instruction!.status).toBe('done');
    // Sent once more: nothing changes; a contradicting failure is refused.
    expect((await report(user, first.id, { status: 'done', result: { createdId: urn } })).status).toBe(200);
    expect(
      (await report(user, first.id, { status: 'failed', failure: { kind: 'unknown', message: 'x' } })).status,
    ).toBe(409);
  });

  it('refuses a late report once the user has retried the post', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Retried before the report came');
    await t.drainJobs();
    const first = (await claim(user)).body.instruction!;
    await claimInstruction({
      db: t.ctx.db,
      queue: t.ctx.queue,
      config: t.ctx.config.actions,
      userId: user.userId,
      now: new Date(Date.now() + 10 * 60_000),
    });
    const failed = (await publicationOf(t, user, answer.id))!;
    expect(failed.status).toBe('failed');
    expect((await noticesOf(user)).map((notice) => notice.kind)).toEqual(['publish_failed']);
    expectOk(await t.call(retryPublication, { token: user.token, body: { id: failed.id } }), 200);
    // Shown after the retry, the failure would read as the retry's.
    expect(await noticesOf(user)).toEqual([]);
    await t.drainJobs();
    const late = await report(user, first.id, { status: 'done', result: { createdId: 'urn:li:share:10' } });
    expect(late.status).toBe(409);
    expect((await publicationOf(t, user, answer.id))!.status).toBe('publishing');
  });

  it('holds a post past the daily cap until the cap frees, and refuses another user’s report', async () => {
    const user = await newUser();
    const stranger = await newUser();
    const earlier = Array.from({ length: 5 }, (_, i) => ({
      userId: user.userId,
      type: 'publish_post' as const,
      payload: { platform: 'linkedin', publicationId: 100_000 + i },
      status: 'done' as const,
    }));
    await t.ctx.db.insert(instructions).values(earlier);
    const answer = await schedulePost(t, user, 'The sixth post today');
    await t.drainJobs();
    const held = (await publicationOf(t, user, answer.id))!;
    expect(held.status).toBe('scheduled');
    expect(held.error).toMatch(/^Retrying: Daily LinkedIn post limit reached \(5 per 24 hours\)/);
    expect(new Date(held.runAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await publishInstructions(user.userId)).filter((i) => i.status === 'pending')).toHaveLength(0);

    const other = await schedulePost(t, stranger, 'Someone else’s post');
    await t.drainJobs();
    const theirs = (await claim(stranger)).body.instruction!;
    expect((await report(user, theirs.id, { status: 'done', result: { createdId: 'urn:li:share:3' } })).status).toBe(
      404,
    );
    expect((await publicationOf(t, stranger, other.id))!.status).toBe('publishing');
  });

  it('does not hand a video post to the extension: the queue row says it needs a LinkedIn integration', async () => {
    const user = await newUser();
    const upload = (await requestUpload(t, user, { fileType: 'mp4' })).body;
    await putFile(t, upload.presignedS3URL, fakeBytes(800, 3), 'video/mp4');
    const answer = await t.call(saveAnswer, {
      token: user.token,
      body: {
        manualIdea: 'Publishing',
        postContent: 'Thirty seconds on discovery calls',
        answerType: 'expert_tip',
        postFormat: 'shortform_video',
        presetFields: {},
        schedule: 'asap',
        contentMediaId: upload.contentMediaId,
      },
    });
    const saved = expectOk(answer, 200);
    await t.drainJobs();
    expect((await publicationOf(t, user, saved.body.answer.id))!).toMatchObject({
      status: 'failed',
      error: 'Video posts are published through a LinkedIn integration only; connect one on the Integrations screen',
    });
    expect(await publishInstructions(user.userId)).toHaveLength(0);
    expect((await noticesOf(user)).map((n) => n.message)).toContain(
      'Post not published: Video posts are published through a LinkedIn integration only; connect one on the Integrations screen',
    );
  });

  it('refuses a report whose post address is not a web address', async () => {
    const user = await newUser();
    await schedulePost(t, user, 'With a strange link');
    await t.drainJobs();
    const instruction = (await claim(user)).body.instruction!;
    const bad = await report(user, instruction.id, {
      status: 'done',
      result: { createdId: 'urn:li:share:4', url: 'javascript:alert(1)' },
    });
    expectError(bad, 400);
    expect(JSON.stringify(bad.body)).toMatch(/url/);
  });
});

describe('reading the numbers of a post the extension published', () => {
  /** A post published through the extension (reported an hour ago at most), and its publication. */
  async function publishedThroughExtension(user: TestUser, text: string, urn: string) {
    const answer = await schedulePost(t, user, text);
    await t.drainJobs();
    const instruction = (await claim(user)).body.instruction!;
    await report(user, instruction.id, { status: 'done', result: { createdId: urn } });
    const publication = (await publicationOf(t, user, answer.id))!;
    expect(publication.status).toBe('published');
    return { answer, publication, publishedAt: new Date(publication.publishedAt!) };
  }
  const readInstructions = async (userId: string) =>
    t.ctx.db
      .select()
      .from(instructions)
      .where(and(eq(instructions.userId, userId), eq(instructions.type, 'read_post_metrics')));

  it('queues a read at each read time and records the reported numbers on the queue row, once per read', async () => {
    const user = await newUser();
    const stranger = await newUser();
    const urn = 'urn:li:share:7300000000000000101';
    const { answer, publication, publishedAt } = await publishedThroughExtension(user, 'Numbers from my session', urn);
    const hour = 3600_000;

    // Before its time a read queues nothing.
    await readPostMetrics(t.ctx, { publicationId: publication.id, read: 0 }, new Date(publishedAt.getTime() + 60_000));
    expect(await readInstructions(user.userId)).toHaveLength(0);

    await readPostMetrics(t.ctx, { publicationId: publication.id, read: 0 }, new Date(publishedAt.getTime() + hour));
    // The job running twice (a retry) still leaves one read waiting.
    await readPostMetrics(t.ctx, { publicationId: publication.id, read: 0 }, new Date(publishedAt.getTime() + hour));
    expect(await readInstructions(user.userId)).toHaveLength(1);

    const claimed = await claim(user);
    const read = claimed.body.instruction!;
    expect(read).toMatchObject({
      type: 'read_post_metrics',
      payload: { platform: 'linkedin', publicationId: publication.id, postUrn: urn, read: 0 },
    });

    // Numbers that are not counts are refused, and so is a report without numbers; nothing is recorded.
    // Sent as is: some of these are outside the contract's types.
    for (const metrics of [
      { likes: -1, comments: 0, shares: 0 },
      { likes: 1.5, comments: 0, shares: 0 },
      { likes: 'many', comments: 0, shares: 0 },
      { likes: 1, comments: 2 },
      { likes: 1, comments: 2, shares: 0, views: 10 },
    ]) {
      const bad = await t.request('POST', `/extension/instructions/${read.id}/result`, {
        token: user.token,
        body: { status: 'done', result: { metrics } },
      });
      expect(bad.status, JSON.stringify(metrics)).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/metrics|views/);
    }
    const without = expectError(await report(user, read.id, { status: 'done', result: {} }), 400);
    expect(JSON.stringify(without.body)).toMatch(/result\.metrics: is required/);
    expect((await publicationOf(t, user, answer.id))!.metrics).toBeNull();

    // Another user's instruction id is not found.
    const theirs = await report(stranger, read.id, {
      status: 'done',
      result: { metrics: { likes: 1, comments: 1, shares: 1 } },
    });
    expectError(theirs, 404);

    const numbers = { likes: 12, comments: 3, shares: 1 };
    expectOk(await report(user, read.id, { status: 'done', result: { metrics: numbers } }), 200);
    const withNumbers = (await publicationOf(t, user, answer.id))!;
    expect(withNumbers.metrics).toMatchObject(numbers);
    expect(withNumbers.metrics!.readAt).toEqual(expect.any(String));

    // The same report again (the extension retried after a lost answer) changes nothing.
    const again = await report(user, read.id, {
      status: 'done',
      result: { metrics: { likes: 99, comments: 99, shares: 99 } },
    });
    expectOk(again, 200);
    expect((await publicationOf(t, user, answer.id))!.metrics).toMatchObject(numbers);
    // A read already recorded is not queued again.
    await readPostMetrics(
      t.ctx,
      { publicationId: publication.id, read: 0 },
      new Date(publishedAt.getTime() + 2 * hour),
    );
    expect((await readInstructions(user.userId)).filter((i) => i.status === 'pending')).toHaveLength(0);

    // The next read, a day on: LinkedIn gave no repost count this time.
    await readPostMetrics(
      t.ctx,
      { publicationId: publication.id, read: 1 },
      new Date(publishedAt.getTime() + 24 * hour),
    );
    const next = (await claim(user)).body.instruction!;
    expect(next).toMatchObject({ type: 'read_post_metrics', payload: { read: 1 } });
    const later = { likes: 40, comments: 9, shares: null };
    expectOk(await report(user, next.id, { status: 'done', result: { metrics: later } }), 200);
    expect((await publicationOf(t, user, answer.id))!.metrics).toMatchObject(later);
    expect((await rowOf(publication.id)).metricsReads).toBe(2);
  });

  it('a failed read tells the user nothing and keeps the numbers it had', async () => {
    const user = await newUser();
    const { answer, publication, publishedAt } = await publishedThroughExtension(
      user,
      'Read while LinkedIn was down',
      'urn:li:share:7300000000000000102',
    );
    const before = (await noticesOf(user)).length;
    await readPostMetrics(
      t.ctx,
      { publicationId: publication.id, read: 0 },
      new Date(publishedAt.getTime() + 3600_000),
    );
    const read = (await claim(user)).body.instruction!;
    const failure = { kind: 'unknown', message: 'LinkedIn answered 500', code: '500' } as const;
    expectOk(await report(user, read.id, { status: 'failed', failure }), 200);
    expect(await noticesOf(user)).toHaveLength(before);
    expect((await publicationOf(t, user, answer.id))!).toMatchObject({ status: 'published', metrics: null });
  });
});
