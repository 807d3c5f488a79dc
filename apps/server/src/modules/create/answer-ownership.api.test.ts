import { deleteContentGroup, deleteContentIdea, deleteContentPlan } from '@inroad/contracts/content-plan';
import { listAnswers, listUserPosts } from '@inroad/contracts/create';
import { deleteVariant } from '@inroad/contracts/create-variant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDraft, planWithIdea, type SaveAnswerBody, saveAnswerAs } from '../../../test/create-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

// Whose answers are whose: they go with the plan, topic or idea they answer, and no other user reaches them.

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, 'answers@example.com');
  other = await signUp(t, 'answers-other@example.com');
});
afterAll(async () => {
  await t.close();
});

const save = (user: TestUser, body: SaveAnswerBody) => saveAnswerAs(t, user, body);

describe('the owner and the plan of an answer', () => {
  it('removes the answers and variants under a plan, topic or idea when it is deleted', async () => {
    const postsOf = async () => expectOk(await t.call(listUserPosts, { token: owner.token })).body.map((a) => a.id);
    type Plan = Awaited<ReturnType<typeof planWithIdea>>;
    const removals: [typeof deleteContentPlan, (p: Plan) => number][] = [
      [deleteContentPlan, (p) => p.planId],
      [deleteContentGroup, (p) => p.group.id],
      [deleteContentIdea, (p) => p.idea.id],
    ];
    for (const [removal, id] of removals) {
      const path = removal.path;
      const plan = await planWithIdea(t, owner);
      const answer = expectOk(await save(owner, answerDraft(plan.idea.id))).body.answer;
      const variant = expectOk(await save(owner, { ...answerDraft(plan.idea.id), contentAnswerId: answer.id })).body
        .variant;
      expect(await postsOf()).toContain(answer.id);
      const deleted = await t.call(removal, { token: owner.token, body: { id: id(plan) } });
      expect(deleted.status, path).toBe(200);
      expect(await postsOf(), path).not.toContain(answer.id);
      expect((await t.call(listAnswers, { token: owner.token, query: { contentIdeaId: plan.idea.id } })).status).toBe(
        404,
      );
      const gone = await t.call(deleteVariant, { token: owner.token, body: { id: variant!.id } });
      expect(gone.status, path).toBe(404);
    }
  });

  it("keeps every user's posts their own: another user's ids answer 404", async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, answerDraft(idea.id))).body.answer;
    const variant = expectOk(await save(owner, { ...answerDraft(idea.id), contentAnswerId: answer.id })).body.variant!;
    const attempts: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', `/create/answer?contentIdeaId=${idea.id}`, undefined],
      ['POST', '/create/answer', answerDraft(idea.id)],
      ['POST', '/create/answer', { ...answerDraft(idea.id), contentIdeaId: undefined, contentAnswerId: answer.id }],
      ['DELETE', '/create/answer', { id: answer.id }],
      ['PUT', `/answers/${answer.id}`, { postContent: 'Mine now' }],
      ['GET', `/create/answer/preset?answerId=${answer.id}&answerType=expert_tip`, undefined],
      ['GET', `/create/answer/preset?contentIdeaId=${idea.id}&answerType=expert_tip`, undefined],
      ['POST', '/create/answer/preset', { answerId: answer.id, answerType: 'expert_tip', fields: { advice: 'x' } }],
      ['GET', `/create/variant?contentAnswerId=${answer.id}`, undefined],
      ['DELETE', '/create/variant', { id: variant.id }],
      [
        'POST',
        '/create/answer/suggestion',
        { contentIdeaId: idea.id, answerType: 'expert_tip', postFormat: 'longform_text' },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.request(method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await t.call(listUserPosts, { token: other.token })).body).toEqual([]);
    const mine = await t.call(listAnswers, { token: owner.token, query: { contentIdeaId: idea.id } });
    expect(mine.body).toEqual([answer]);
    for (const path of ['/create/user_posts', `/create/variant?contentAnswerId=${answer.id}`]) {
      expect((await t.request('GET', path)).status).toBe(401);
    }
  });
});
