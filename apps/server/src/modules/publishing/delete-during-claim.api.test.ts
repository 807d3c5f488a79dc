import {
  createContentGroup,
  createContentIdea,
  createContentPlan,
  deleteContentIdea,
} from '@inroad/contracts/content-plan';
import { deleteAnswer, saveAnswer } from '@inroad/contracts/create';
import { POST_IN_HAND_MESSAGE, SCOPE_IN_HAND_MESSAGES } from '@inroad/contracts/publishing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp, testEngine } from '../../../test/harness.ts';
import { publicationOf, schedulePost, waitFor } from '../../../test/publishing-fixtures.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { LEASE_MS } from './publisher.ts';
import { claim, publicationById } from './publishing.queries.ts';

// A delete and a worker's claim of the post it takes, at the same moment: the delete checks that nobody has the post
// in hand and deletes it in one transaction, under the lock the claim takes. Checked apart (a read, then the delete),
// a claim landing in between was deleted from under the worker, which published the post all the same.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newUser = () => signUp(t, `delete-during-claim-${++counter}-${Date.now()}@example.com`);

/**
 * A worker claims the post's publication with the publisher's own claim, and holds its transaction open until the
 * delete sent meanwhile waits for it (on PostgreSQL; PGlite has one connection, where every other query waits for the
 * whole transaction anyway). Answers the delete's response, once the claim is committed.
 */
async function deleteWhileClaiming<T>(user: TestUser, answerId: number, sendDelete: () => Promise<T>): Promise<T> {
  const publication = (await publicationById(t.ctx.db, (await publicationOf(t, user, answerId))!.id))!;
  let deleting: Promise<T> | undefined;
  await t.ctx.db.transaction(async (tx) => {
    const claimed = await claim(tx, {
      id: publication.id,
      version: publication.version,
      token: 'worker-during-delete',
      now: new Date(),
      leaseMs: LEASE_MS,
    });
    expect(claimed?.status).toBe('publishing');
    deleting = sendDelete();
    await untilAnotherConnectionWaits(tx);
  });
  return deleting!;
}

async function untilAnotherConnectionWaits(tx: Tx) {
  if (testEngine() !== 'postgres') return;
  const waiting = async () =>
    (await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`))[0]!.n > 0;
  await waitFor(waiting, 'the delete to wait for the claim');
}

describe('a delete while a worker claims the post', () => {
  it('deleting the post waits for the claim, then refuses with why; the post stays with the worker', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Claimed while being deleted');

    const response = await deleteWhileClaiming(user, answer.id, () =>
      t.call(deleteAnswer, { token: user.token, body: { id: answer.id } }),
    );

    expect(expectError(response, 409).body.message).toBe(POST_IN_HAND_MESSAGE);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing' });
  });

  it('deleting its idea waits for the claim, then refuses with why; the idea and the post stay', async () => {
    const user = await newUser();
    const token = user.token;
    const plan = expectOk(await t.call(createContentPlan, { token, body: { type: 'blank', name: 'Launch' } }), 200);
    const topic = expectOk(
      await t.call(createContentGroup, { token, body: { contentPlanId: plan.body.contentPlanId, name: 'Pricing' } }),
    );
    const idea = expectOk(
      await t.call(createContentIdea, {
        token,
        body: { contentGroupId: topic.body.contentGroup.id, idea: 'Why we doubled our price' },
      }),
    ).body.contentIdea;
    const saved = await t.call(saveAnswer, {
      token,
      body: {
        contentIdeaId: idea.id,
        postContent: 'Doubled',
        answerType: 'expert_tip',
        postFormat: 'longform_text',
        schedule: 'asap',
      },
    });
    const answer = expectOk(saved, 200).body.answer;

    const response = await deleteWhileClaiming(user, answer.id, () =>
      t.call(deleteContentIdea, { token, body: { id: idea.id } }),
    );

    expect(expectError(response, 409).body.message).toBe(SCOPE_IN_HAND_MESSAGES.idea);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing' });
  });
});
