import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { aiPresetKey, type UpdateAnswerBody, updateAnswer } from '@inroad/contracts/create';
import { formatScheduledTime } from '@inroad/contracts/create-schedule';
import { claimInstruction, type ReportInstructionBody, reportInstruction } from '@inroad/contracts/instructions';
import { LOCKED_POST_MESSAGES, LOCKED_TARGET_MESSAGES, setPublicationTarget } from '@inroad/contracts/publishing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { contentAnswers, instructions } from '../../db/schema/index.ts';

// Once a post's publication has left the queue, its text and time stay as they went out: the extension publishes
// the text its instruction carries, and a published post is on the network.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACTION_SPACING_SECONDS: '0', INSTRUCTION_LEASE_SECONDS: '60' });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newUser = () => signUp(t, `locked-post-${++counter}-${Date.now()}@example.com`);
const put = (user: TestUser, id: number, body: UpdateAnswerBody) =>
  t.call(updateAnswer, { token: user.token, params: { id }, body });
const stored = async (id: number) =>
  (await t.ctx.db.select().from(contentAnswers).where(eq(contentAnswers.id, id)))[0]!;
/** Sets where the post goes (LinkedIn through the extension): any target change, refused alike once locked. */
const retarget = (user: TestUser, answerId: number) =>
  t.call(setPublicationTarget, { token: user.token, body: { answerId, integrationId: null } });
const inHours = (hours: number) => formatScheduledTime(new Date(Date.now() + hours * 3600_000));

/** A post handed to the extension (no LinkedIn integration) and claimed by it: its publication is 'publishing'. */
async function postBeingPublished(user: TestUser, text: string) {
  const answer = await schedulePost(t, user, text);
  await t.drainJobs();
  const instruction = expectOk(await t.call(claimInstruction, { token: user.token }), 200).body.instruction!;
  expect((await publicationOf(t, user, answer.id))!.status).toBe('publishing');
  const reportAs = (body: ReportInstructionBody) =>
    t.call(reportInstruction, { token: user.token, params: { id: instruction.id }, body });
  return { answer, reportAs };
}

/** The publish_post instructions of a user, oldest first, as the extension would be handed them. */
const publishInstructions = (userId: string) =>
  t.ctx.db
    .select()
    .from(instructions)
    .where(and(eq(instructions.userId, userId), eq(instructions.type, 'publish_post')))
    .orderBy(asc(instructions.createdAt));

describe('a post waiting for the extension, which has not taken it yet', () => {
  it('changes: the waiting instruction is cancelled, and the extension is handed the new text', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Typo in the frist line');
    await t.drainJobs();
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing', waitingForExtension: true });

    expectOk(await put(user, answer.id, { postContent: 'No typo in the first line' }), 200);
    expect((await stored(answer.id)).postContent).toBe('No typo in the first line');
    await t.drainJobs();
    const handed = await publishInstructions(user.userId);
    expect(handed.map((row) => [row.payload.text, row.status])).toEqual([
      ['Typo in the frist line', 'cancelled'],
      ['No typo in the first line', 'pending'],
    ]);
    const claimed = expectOk(await t.call(claimInstruction, { token: user.token }), 200).body.instruction;
    if (claimed?.type !== 'publish_post') expect.fail(`claimed ${claimed?.type ?? 'nothing'}`);
    expect(claimed.payload.text).toBe('No typo in the first line');
    // Claimed, it is in the extension's hands: locked again.
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing', waitingForExtension: false });
    const edit = expectError(await put(user, answer.id, { postContent: 'Third try' }), 409);
    expect(edit.body.message).toBe(LOCKED_POST_MESSAGES.publishing);
  });

  it('made a draft, moved or sent elsewhere: it waits again as the user says, and the old instruction is never handed out', async () => {
    const user = await newUser();
    const drafted = await schedulePost(t, user, 'Not yet after all');
    const moved = await schedulePost(t, user, 'Tomorrow instead');
    await t.drainJobs();

    expectOk(await put(user, drafted.id, { schedule: 'none' }), 200);
    expect(await publicationOf(t, user, drafted.id)).toBeUndefined();
    expect(await stored(drafted.id)).toMatchObject({ status: 'draft' });

    const tomorrow = inHours(24);
    expectOk(
      await t.call(rescheduleAnswer, { token: user.token, body: { id: moved.id, scheduledTime: tomorrow } }),
      200,
    );
    expect(await publicationOf(t, user, moved.id)).toMatchObject({ status: 'scheduled', waitingForExtension: false });
    await t.drainJobs();
    expect(await publicationOf(t, user, moved.id)).toMatchObject({ status: 'scheduled' });
    expect(expectOk(await t.call(claimInstruction, { token: user.token }), 200).body.instruction).toBeNull();
    expect((await publishInstructions(user.userId)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);

    // Sent elsewhere: the target change takes a waiting post back too.
    const retargeted = await schedulePost(t, user, 'Through the extension, as before');
    await t.drainJobs();
    expectOk(await retarget(user, retargeted.id), 200);
    await t.drainJobs();
    const claimed = expectOk(await t.call(claimInstruction, { token: user.token }), 200).body.instruction;
    if (claimed?.type !== 'publish_post') expect.fail(`claimed ${claimed?.type ?? 'nothing'}`);
    expect(claimed.payload.text).toBe('Through the extension, as before');
  });
});

describe("a post's text and time once it is being published", () => {
  it('are refused while the extension publishes it and once it is published; its preset fields still change', async () => {
    const user = await newUser();
    const { answer, reportAs } = await postBeingPublished(user, 'Pipeline reviews are for listening');

    const edit = expectError(await put(user, answer.id, { postContent: 'Something else' }), 409);
    expect(edit.body.message).toBe(LOCKED_POST_MESSAGES.publishing);
    expectError(await put(user, answer.id, { schedule: 'none' }), 409);
    expectError(await put(user, answer.id, { schedule: 'custom_date', scheduledTime: inHours(5) }), 409);
    const move = expectError(
      await t.call(rescheduleAnswer, { token: user.token, body: { id: answer.id, scheduledTime: inHours(5) } }),
      409,
    );
    expect(move.body.message).toBe(LOCKED_POST_MESSAGES.publishing);
    const elsewhere = expectError(await retarget(user, answer.id), 409);
    expect(elsewhere.body.message).toBe(LOCKED_TARGET_MESSAGES.publishing);
    expect(await stored(answer.id)).toMatchObject({
      postContent: 'Pipeline reviews are for listening',
      status: 'scheduled',
      scheduledTime: null,
    });

    // The Edit Post form sends the text with the preset fields: the text as stored is no change.
    const fields = { advice: 'Ask before you pitch' };
    const saved = expectOk(
      await put(user, answer.id, {
        postContent: 'Pipeline reviews are for listening',
        metadata: { [aiPresetKey('expert_tip')]: fields },
      }),
      200,
    );
    expect(saved.body.answer.presetFields).toMatchObject(fields);

    const urn = 'urn:li:share:7300000000000000042';
    expectOk(await reportAs({ status: 'done', result: { createdId: urn } }), 200);
    expect((await publicationOf(t, user, answer.id))!.status).toBe('published');
    const late = expectError(await put(user, answer.id, { postContent: 'Edited after it went out' }), 409);
    expect(late.body.message).toBe(LOCKED_POST_MESSAGES.published);
    expectError(await put(user, answer.id, { schedule: 'asap' }), 409);
    expect(expectError(await retarget(user, answer.id), 409).body.message).toBe(LOCKED_TARGET_MESSAGES.published);
    expect(await stored(answer.id)).toMatchObject({
      postContent: 'Pipeline reviews are for listening',
      status: 'published',
    });
  });

  it('change again once publishing failed, so the post can be mended and retried', async () => {
    const user = await newUser();
    const { answer, reportAs } = await postBeingPublished(user, 'Too long for LinkedIn, say');
    const failure = { kind: 'unknown', message: 'The text is too long', code: null } as const;
    expectOk(await reportAs({ status: 'failed', failure }), 200);
    expect((await publicationOf(t, user, answer.id))!.status).toBe('failed');

    expectOk(await put(user, answer.id, { postContent: 'Short now' }), 200);
    expect((await stored(answer.id)).postContent).toBe('Short now');
  });

  it("another user's post answers 404, not the lock", async () => {
    const owner = await newUser();
    const { answer } = await postBeingPublished(owner, 'Mine alone');
    const stranger = await newUser();
    expectError(await put(stranger, answer.id, { postContent: 'Theirs now' }), 404);
    expectError(
      await t.call(rescheduleAnswer, { token: stranger.token, body: { id: answer.id, scheduledTime: inHours(5) } }),
      404,
    );
  });
});
