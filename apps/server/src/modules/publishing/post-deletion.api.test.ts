import {
  createContentGroup,
  createContentIdea,
  createContentPlan,
  deleteContentGroup,
  deleteContentIdea,
  deleteContentPlan,
  getContentTopics,
} from '@inroad/contracts/content-plan';
import { deleteAnswer, type SaveAnswerBody, saveAnswer } from '@inroad/contracts/create';
import { claimInstruction, reportInstruction } from '@inroad/contracts/instructions';
import { listNotices } from '@inroad/contracts/notice';
import {
  listPublications,
  POST_IN_HAND_MESSAGE,
  SCOPE_IN_HAND_MESSAGES,
  VARIANT_IN_HAND_MESSAGE,
} from '@inroad/contracts/publishing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { instructions, publications } from '../../db/schema/index.ts';
import { readPostMetrics } from './metrics.ts';

// A LinkedIn post without an integration waits for the extension as a publish_post instruction, which carries its
// text: a post deleted meanwhile (itself, or with its idea or plan) must not go out when the extension comes. A post
// that the extension or a worker has in hand cannot be deleted: it may go out all the same.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACTION_SPACING_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newUser = () => signUp(t, `deleted-before-claim-${++counter}-${Date.now()}@example.com`);
const claim = async (user: TestUser) =>
  expectOk(await t.call(claimInstruction, { token: user.token }), 200).body.instruction;
const instructionsOf = (userId: string, type: 'publish_post' | 'read_post_metrics') =>
  t.ctx.db
    .select()
    .from(instructions)
    .where(and(eq(instructions.userId, userId), eq(instructions.type, type)));
const publishInstructions = (userId: string) => instructionsOf(userId, 'publish_post');
/** The extension reports the post it was handed as published on LinkedIn. */
const reportPublished = async (user: TestUser, instructionId: string, urn: string) =>
  expectOk(
    await t.call(reportInstruction, {
      token: user.token,
      params: { id: instructionId },
      body: { status: 'done', result: { createdId: urn } },
    }),
    200,
  );

describe('deleting a post the extension is to publish', () => {
  it('while it waits: it is not published, its publish_post is cancelled, and the user is told nothing failed', async () => {
    const user = await newUser();
    const gone = await schedulePost(t, user, 'Deleted before the browser came');
    const kept = await schedulePost(t, user, 'Still wanted');
    await t.drainJobs();
    expect((await publicationOf(t, user, gone.id))!.status).toBe('publishing');
    expect(await publishInstructions(user.userId)).toHaveLength(2);

    expectOk(await t.call(deleteAnswer, { token: user.token, body: { id: gone.id } }), 200);
    // Cancelled at once: a deleted post waiting for the browser must not count against the day's post cap.
    const waiting = (await publishInstructions(user.userId)).filter((row) => row.status === 'pending');
    expect(waiting.map((row) => row.payload.text)).toEqual(['Still wanted']);

    const handedOut = await claim(user);
    if (handedOut?.type !== 'publish_post') expect.fail(`claimed ${handedOut?.type ?? 'nothing'}`);
    expect(handedOut.payload.text).toBe('Still wanted');
    expect(await claim(user)).toBeNull();
    const statuses = (await publishInstructions(user.userId)).map((row) => [row.payload.text, row.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['Deleted before the browser came', 'cancelled'],
        ['Still wanted', 'running'],
      ]),
    );
    const notices = expectOk(await t.call(listNotices, { token: user.token }), 200).body.notices;
    expect(notices.map((notice) => notice.kind)).not.toContain('publish_failed');
    expect(await publicationOf(t, user, kept.id)).toMatchObject({ status: 'publishing' });
  });

  it('after it went out: its numbers are no longer read, the read waiting for the extension is cancelled', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Published, then deleted');
    await t.drainJobs();
    const publish = (await claim(user))!;
    await reportPublished(user, publish.id, 'urn:li:share:7300000000000000201');
    const publication = (await publicationOf(t, user, answer.id))!;
    const anHourLater = new Date(new Date(publication.publishedAt!).getTime() + 3600_000);
    await readPostMetrics(t.ctx, { publicationId: publication.id, read: 0 }, anHourLater);
    expect((await instructionsOf(user.userId, 'read_post_metrics')).map((row) => row.status)).toEqual(['pending']);

    expectOk(await t.call(deleteAnswer, { token: user.token, body: { id: answer.id } }), 200);
    expect(await claim(user)).toBeNull();
    expect((await instructionsOf(user.userId, 'read_post_metrics')).map((row) => row.status)).toEqual(['cancelled']);
  });

  it('while the extension has it in hand: refused until it has gone out', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Being posted right now');
    await t.drainJobs();
    const publish = (await claim(user))!;
    const refused = expectError(await t.call(deleteAnswer, { token: user.token, body: { id: answer.id } }), 409);
    expect(refused.body.message).toBe(POST_IN_HAND_MESSAGE);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing' });

    await reportPublished(user, publish.id, 'urn:li:share:7300000000000000301');
    expectOk(await t.call(deleteAnswer, { token: user.token, body: { id: answer.id } }), 200);
    expect(await publicationOf(t, user, answer.id)).toBeUndefined();
  });
});

describe('deleting a post a worker is publishing', () => {
  it('is refused while the worker holds it, and allowed once its claim ran out', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'In a worker now', { at: new Date(Date.now() + 3600_000) });
    const publication = (await publicationOf(t, user, answer.id))!;
    const holdUntil = async (claimedUntil: Date) =>
      t.ctx.db
        .update(publications)
        .set({ status: 'publishing', claimToken: 'worker-1', claimedUntil })
        .where(eq(publications.id, publication.id));
    const remove = () => t.call(deleteAnswer, { token: user.token, body: { id: answer.id } });

    await holdUntil(new Date(Date.now() + 60_000));
    expect(expectError(await remove(), 409).body.message).toBe(POST_IN_HAND_MESSAGE);
    // A worker that crashed: its lease ran out, and the next job would take the post over.
    await holdUntil(new Date(Date.now() - 1_000));
    expectOk(await remove(), 200);
  });
});

describe('deleting the idea, topic or plan of a post the extension has in hand', () => {
  /** A plan with one topic and one idea, as the user makes them on Content Topics. */
  async function planWithIdea(user: TestUser) {
    const token = user.token;
    const plan = expectOk(await t.call(createContentPlan, { token, body: { type: 'blank', name: 'Launch' } }), 200);
    const planId = plan.body.contentPlanId;
    const topic = expectOk(
      await t.call(createContentGroup, { token, body: { contentPlanId: planId, name: 'Pricing' } }),
    );
    const topicId = topic.body.contentGroup.id;
    const idea = expectOk(
      await t.call(createContentIdea, { token, body: { contentGroupId: topicId, idea: 'Why we doubled our price' } }),
    );
    return { planId, topicId, ideaId: idea.body.contentIdea.id };
  }
  const save = async (user: TestUser, body: Partial<SaveAnswerBody>) =>
    expectOk(
      await t.call(saveAnswer, {
        token: user.token,
        body: { postContent: 'A post', answerType: 'expert_tip', postFormat: 'longform_text', ...body },
      }),
      200,
    ).body;
  const deletes = (ids: { planId: number; topicId: number; ideaId: number }) =>
    [
      ['idea', deleteContentIdea, ids.ideaId],
      ['topic', deleteContentGroup, ids.topicId],
      ['plan', deleteContentPlan, ids.planId],
    ] as const;
  const ideasOf = async (user: TestUser, planId: number) =>
    expectOk(await t.call(getContentTopics, { token: user.token, query: { contentPlanId: planId } }), 200).body
      .contentGroups[0]?.ideas.length;

  it('a post: each is refused with why, nothing is deleted, and all may go once the post is out', async () => {
    const user = await newUser();
    const ids = await planWithIdea(user);
    const answer = (await save(user, { contentIdeaId: ids.ideaId, postContent: 'Doubled', schedule: 'asap' })).answer;
    await t.drainJobs();
    const publish = (await claim(user))!;

    for (const [kind, endpoint, id] of deletes(ids)) {
      const refused = expectError(await t.call(endpoint, { token: user.token, body: { id } }), 409);
      expect(refused.body.message).toBe(SCOPE_IN_HAND_MESSAGES[kind]);
    }
    expect(await ideasOf(user, ids.planId)).toBe(1);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing' });
    // Another user's plan is not theirs to delete, in hand or not.
    const stranger = await newUser();
    expectError(await t.call(deleteContentPlan, { token: stranger.token, body: { id: ids.planId } }), 404);

    await reportPublished(user, publish.id, 'urn:li:share:7300000000000000401');
    expectOk(await t.call(deleteContentPlan, { token: user.token, body: { id: ids.planId } }), 200);
    expect(await publicationOf(t, user, answer.id)).toBeUndefined();
  });

  it('a variant of a post: the idea, and the post, are refused while the variant is in hand', async () => {
    const user = await newUser();
    const ids = await planWithIdea(user);
    const draft = (await save(user, { contentIdeaId: ids.ideaId, postContent: 'The draft' })).answer;
    const saved = await save(user, { contentAnswerId: draft.id, postContent: 'Its variant', schedule: 'asap' });
    await t.drainJobs();
    const publish = (await claim(user))!;
    if (publish.type !== 'publish_post') expect.fail(`claimed ${publish.type}`);
    expect(publish.payload.text).toBe('Its variant');

    const refused = expectError(await t.call(deleteContentIdea, { token: user.token, body: { id: ids.ideaId } }), 409);
    expect(refused.body.message).toBe(SCOPE_IN_HAND_MESSAGES.idea);
    // So is the post itself, which its variant goes with.
    const post = expectError(await t.call(deleteAnswer, { token: user.token, body: { id: draft.id } }), 409);
    expect(post.body.message).toBe(VARIANT_IN_HAND_MESSAGE);
    const listed = expectOk(await t.call(listPublications, { token: user.token }), 200).body.publications;
    expect(listed.find((p) => p.variantId === saved.variant!.id)).toMatchObject({ status: 'publishing' });

    await reportPublished(user, publish.id, 'urn:li:share:7300000000000000501');
    expectOk(await t.call(deleteAnswer, { token: user.token, body: { id: draft.id } }), 200);
  });

  it('a post only waiting for the extension: the idea goes, and the post with it', async () => {
    const user = await newUser();
    const ids = await planWithIdea(user);
    await save(user, { contentIdeaId: ids.ideaId, postContent: 'Never sent', schedule: 'asap' });
    await t.drainJobs();
    expectOk(await t.call(deleteContentIdea, { token: user.token, body: { id: ids.ideaId } }), 200);
    expect(await claim(user)).toBeNull();
    expect((await publishInstructions(user.userId)).map((row) => row.status)).toEqual(['cancelled']);
  });
});
