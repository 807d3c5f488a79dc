import { existsSync } from 'node:fs';
import path from 'node:path';
import { deleteAnswer } from '@inroad/contracts/create';
import { addComment, deleteComment, likePost, unlikePost } from '@inroad/contracts/engage';
import { claimInstruction, reportInstruction } from '@inroad/contracts/instructions';
import { getUserSettings } from '@inroad/contracts/user';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPost } from '../../test/engage-fixtures.ts';
import { signUp } from '../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../test/harness.ts';
import { putFile, requestUpload } from '../../test/media-fixtures.ts';
import { pngBytes, schedulePost } from '../../test/publishing-fixtures.ts';
import { aiUsage, contentAnswers, emailLookups, instructions, media, notices, sessions } from '../db/schema/index.ts';
import { mediaStorageOf } from '../platform/storage/create-media-storage.ts';
import type { MediaStorage } from '../platform/storage/media-storage.ts';
import { pruneUnattachedMedia } from './media-retention.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the retention job', () => {
  it('prunes finished instructions and AI usage past their retention, expired sessions, old dismissed notices and stale e-mail lookups, and keeps the rest', async () => {
    t = await startTestApp({ INSTRUCTION_RETENTION_DAYS: '40', AI_USAGE_RETENTION_DAYS: '10' });
    const { db } = t.ctx;
    const user = await signUp(t);
    const instruction = (status: 'pending' | 'running' | 'done' | 'failed' | 'cancelled', age: number) => ({
      userId: user.userId,
      type: 'like' as const,
      payload: { status, age },
      status,
      createdAt: daysAgo(age),
      finishedAt: status === 'pending' || status === 'running' ? null : daysAgo(age),
    });
    await db
      .insert(instructions)
      .values([
        instruction('done', 41),
        instruction('failed', 60),
        instruction('cancelled', 45),
        instruction('done', 39),
        instruction('pending', 100),
        instruction('running', 50),
      ]);
    const day = (age: number) => daysAgo(age).toISOString().slice(0, 10);
    await db.insert(aiUsage).values([
      { userId: user.userId, day: day(11), calls: 3 },
      { userId: user.userId, day: day(9), calls: 4 },
      { userId: user.userId, day: day(0), calls: 5 },
    ]);
    await db.insert(sessions).values({ tokenHash: 'expired-session', userId: user.userId, expiresAt: daysAgo(1) });
    const notice = (message: string, age: number, dismissedAge: number | null) => ({
      userId: user.userId,
      kind: 'action_failed' as const,
      message,
      createdAt: daysAgo(age),
      dismissedAt: dismissedAge === null ? null : daysAgo(dismissedAge),
    });
    await db
      .insert(notices)
      .values([
        notice('dismissed long ago', 40, 31),
        notice('dismissed lately', 40, 29),
        notice('never seen', 100, null),
      ]);

    const lookup = (personKey: string, email: string | null, age: number) => ({
      userId: user.userId,
      personKey,
      companyKey: 'example.com',
      domain: 'example.com',
      email,
      status: email ? ('found' as const) : ('not_found' as const),
      verified: false,
      provider: 'builtin' as const,
      alternatives: [],
      lookedUpAt: daysAgo(age),
    });
    await db
      .insert(emailLookups)
      .values([
        lookup('found-stale', 'ada@example.com', 91),
        lookup('found-fresh', 'grace@example.com', 89),
        lookup('nobody-stale', null, 8),
        lookup('nobody-fresh', null, 6),
      ]);

    await t.ctx.queue.send('retention.prune', {});
    await t.drainJobs();

    const lookups = await db
      .select({ personKey: emailLookups.personKey })
      .from(emailLookups)
      .where(eq(emailLookups.userId, user.userId));
    // Past the time an answer is served again (EMAIL_LOOKUP_TTL_DAYS), nothing reads it.
    expect(lookups.map((row) => row.personKey).sort()).toEqual(['found-fresh', 'nobody-fresh']);
    const left = await db
      .select({ status: instructions.status, payload: instructions.payload })
      .from(instructions)
      .where(eq(instructions.userId, user.userId));
    expect(left.map((row) => `${row.status}:${row.payload.age}`).sort()).toEqual([
      'done:39',
      'pending:100',
      'running:50',
    ]);
    const usage = await db.select({ day: aiUsage.day }).from(aiUsage).where(eq(aiUsage.userId, user.userId));
    expect(usage.map((row) => row.day).sort()).toEqual([day(9), day(0)].sort());
    const userSessions = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.userId));
    expect(userSessions.map((row) => row.tokenHash)).not.toContain('expired-session');
    const leftNotices = await db
      .select({ message: notices.message })
      .from(notices)
      .where(eq(notices.userId, user.userId));
    expect(leftNotices.map((row) => row.message).sort()).toEqual(['dismissed lately', 'never seen']);
    // The session the user signed in with is still valid and still works.
    expect(userSessions).toHaveLength(1);
    expect((await t.call(getUserSettings, { token: user.token })).status).toBe(200);
  });

  it('keeps the instruction of a like or a comment that still stands, so it can be taken back after the retention', async () => {
    t = await startTestApp({ INSTRUCTION_RETENTION_DAYS: '40', ACTION_SPACING_SECONDS: '0' });
    const app = t;
    const user = await signUp(app);
    const postId = await insertPost(app.ctx.db, user.userId);
    expectOk(await app.call(likePost, { token: user.token, body: { id: postId } }), 200);
    expectOk(await app.call(addComment, { token: user.token, body: { id: postId, comment: 'Well put.' } }), 200);
    // The extension performs both; LinkedIn's ids of the reaction and the comment come back in the reports.
    const created = ['urn:li:fsd_reaction:(viewer,urn:li:activity:1,0)', 'urn:li:comment:(urn:li:activity:1,42)'];
    for (const createdId of created) {
      const claimed = expectOk(await app.call(claimInstruction, { token: user.token }), 200).body.instruction!;
      const body = { status: 'done' as const, result: { createdId } };
      expectOk(await app.call(reportInstruction, { token: user.token, params: { id: claimed.id }, body }), 200);
    }
    // A hundred days later, the retention job runs.
    await app.ctx.db
      .update(instructions)
      .set({ createdAt: daysAgo(100), finishedAt: daysAgo(100) })
      .where(eq(instructions.userId, user.userId));
    await app.ctx.queue.send('retention.prune', {});
    await app.drainJobs();
    expect((await app.ctx.db.select().from(instructions).where(eq(instructions.userId, user.userId))).length).toBe(2);

    // Taking them back still knows what to take back.
    expectOk(await app.call(unlikePost, { token: user.token, body: { id: postId } }), 200);
    expectOk(await app.call(deleteComment, { token: user.token, body: { id: postId } }), 200);
    // The retention runs while the undos wait for the browser: what they undo is kept for them.
    await app.ctx.queue.send('retention.prune', {});
    await app.drainJobs();
    const undo = [];
    for (let i = 0; i < 2; i++) {
      const claimed = expectOk(await app.call(claimInstruction, { token: user.token }), 200).body.instruction!;
      undo.push(claimed);
      const body = { status: 'done' as const, result: {} };
      expectOk(await app.call(reportInstruction, { token: user.token, params: { id: claimed.id }, body }), 200);
    }
    expect(undo.map((claimed) => [claimed.type, claimed.payload])).toEqual([
      ['unlike', expect.objectContaining({ reactionUrn: created[0] })],
      ['delete_comment', expect.objectContaining({ commentUrn: created[1] })],
    ]);

    // Taken back, they go at the next run once they are old; the undo's own instructions are young.
    await app.ctx.queue.send('retention.prune', {});
    await app.drainJobs();
    const left = await app.ctx.db.select().from(instructions).where(eq(instructions.userId, user.userId));
    expect(left.map((row) => row.type).sort()).toEqual(['delete_comment', 'unlike']);
  });

  it('deletes media no post holds once it is a day old, row and file, and keeps what a post holds', async () => {
    t = await startTestApp();
    const app = t;
    const user = await signUp(app);
    const upload = async () => {
      const target = (await requestUpload(app, user, { fileType: 'png' })).body;
      expect((await putFile(app, target.presignedS3URL, pngBytes(), 'image/png')).status).toBe(200);
      return target.contentMediaId;
    };
    const tomorrow = new Date(Date.now() + DAY_MS);
    const held = (await schedulePost(app, user, 'Held', { at: tomorrow, imageBytes: pngBytes() })).contentMediaId!;
    const ofDeletedPost = (await schedulePost(app, user, 'Deleted', { at: tomorrow, imageBytes: pngBytes() }))
      .contentMediaId!;
    const answers = await app.ctx.db
      .select()
      .from(contentAnswers)
      .where(eq(contentAnswers.contentMediaId, ofDeletedPost));
    expectOk(await app.call(deleteAnswer, { token: user.token, body: { id: answers[0]!.id } }), 200);
    const neverSaved = await upload();
    const young = await upload();
    await app.ctx.db
      .update(media)
      .set({ createdAt: daysAgo(2) })
      .where(inArray(media.id, [held, ofDeletedPost, neverSaved]));
    const fileOf = async (id: string) => {
      const [row] = await app.ctx.db.select().from(media).where(eq(media.id, id));
      return path.join(app.ctx.config.media.dir, row!.storageKey);
    };
    const files = {
      held: await fileOf(held),
      ofDeletedPost: await fileOf(ofDeletedPost),
      neverSaved: await fileOf(neverSaved),
    };

    await app.ctx.queue.send('retention.prune', {});
    await app.drainJobs();

    const left = await app.ctx.db.select({ id: media.id }).from(media).where(eq(media.userId, user.userId));
    expect(left.map((row) => row.id).sort()).toEqual([held, young].sort());
    expect(existsSync(files.held)).toBe(true);
    expect(existsSync(files.ofDeletedPost)).toBe(false);
    expect(existsSync(files.neverSaved)).toBe(false);
    const read = await fetch(`${app.baseUrl}/api/media/${neverSaved}.png`, {
      headers: { 'x-sessiontoken': user.token },
    });
    expect(read.status).toBe(404);
  });

  it('keeps the row of a file storage could not remove, so the next run tries again', async () => {
    t = await startTestApp();
    const app = t;
    const user = await signUp(app);
    const target = (await requestUpload(app, user, { fileType: 'png' })).body;
    expect((await putFile(app, target.presignedS3URL, pngBytes(), 'image/png')).status).toBe(200);
    const id = target.contentMediaId;
    await app.ctx.db
      .update(media)
      .set({ createdAt: daysAgo(2) })
      .where(eq(media.id, id));
    const storage = mediaStorageOf(app.ctx);
    const down: MediaStorage = Object.assign(Object.create(storage), {
      remove: async () => {
        throw new Error('storage is down');
      },
    });
    const unremoved: string[] = [];
    const ctx = { db: app.ctx.db, config: app.ctx.config };
    expect(
      await pruneUnattachedMedia({ ...ctx, storage: down }, new Date(), undefined, (key) => unremoved.push(key)),
    ).toBe(0);
    expect(unremoved).toHaveLength(1);
    const rowOf = () => app.ctx.db.select({ id: media.id }).from(media).where(eq(media.id, id));
    expect(await rowOf()).toEqual([{ id }]);

    // Storage back: the next run removes row and file.
    expect(await pruneUnattachedMedia({ ...ctx, storage }, new Date())).toBe(1);
    expect(await rowOf()).toEqual([]);
  });

  it('refuses a retention shorter than the longest action cap window', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(() => loadConfig({ INSTRUCTION_RETENTION_DAYS: '7' })).toThrow(/INSTRUCTION_RETENTION_DAYS/);
  });
});
