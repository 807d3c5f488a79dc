import { createAnswerSuggestion } from '@inroad/contracts/create';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWithIdea } from '../../../test/create-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../test/fake-openai-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

function suggest(t: TestApp, owner: TestUser, body: EndpointBody<typeof createAnswerSuggestion>) {
  return t.call(createAnswerSuggestion, { token: owner.token, body });
}

const EXPERT_TIP: EndpointBody<typeof createAnswerSuggestion> = {
  manualIdea: 'Why discovery calls stall',
  answerType: 'expert_tip',
  postFormat: 'longform_text',
  presetFields: {
    desiredOutcome: 'Discovery calls that end with a booked next step',
    whatPeopleAreDoingWrong: 'Reps pitch the product in the first ten minutes',
    advice: 'Ask about the cost of the problem before showing anything',
  },
};

describe('post drafts with nothing configured', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t, 'drafts@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it("writes several drafts from the user's own answers, labelled local", async () => {
    const res = expectOk(await suggest(t, owner, EXPERT_TIP), 200);
    expect(res.body.engine).toBe('local');
    expect(res.body.postDraft.length).toBeGreaterThanOrEqual(2);
    expect(new Set(res.body.postDraft.map((d) => d.postContent)).size).toBe(res.body.postDraft.length);
    for (const draft of res.body.postDraft) {
      expect(draft).toMatchObject({ status: 'draft', answerType: 'expert_tip', postFormat: 'longform_text' });
      expect(draft.postContent.toLowerCase()).toContain('cost of the problem');
    }
  });

  it('words the drafts another way on each Regenerate (round), from the same answers', async () => {
    const texts = async (round: number) =>
      expectOk(await suggest(t, owner, { ...EXPERT_TIP, round }), 200).body.postDraft.map((d) => d.postContent);
    const [first, second] = [await texts(0), await texts(1)];
    expect(second).not.toEqual(first);
    expect(second.filter((text) => first.includes(text))).toEqual([]);
    for (const text of second) expect(text.toLowerCase()).toContain('cost of the problem');
  });

  it('writes a spoken script for a short-form video hot take', async () => {
    const res = expectOk(
      await suggest(t, owner, {
        manualIdea: 'Cold calling is not dead',
        answerType: 'hot_take',
        postFormat: 'shortform_video',
        template: 'strong_opinion',
        presetFields: {
          conventionalWisdom: 'Cold calling is dead',
          uniquePerspective: 'Calls work when they follow a signal the buyer gave',
        },
      }),
      200,
    );
    const words = res.body.postDraft[0]?.postContent.split(/\s+/).length ?? 0;
    expect(words).toBeGreaterThan(40);
    expect(words).toBeLessThan(260);
  });

  it('names what is wrong in a bad request', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...EXPERT_TIP, manualIdea: undefined }, /^manualIdea: give a contentIdeaId or a manualIdea/],
      [{ ...EXPERT_TIP, answerType: 'rant' }, /^answerType: /],
      [{ ...EXPERT_TIP, postFormat: 'carousel' }, /^postFormat: /],
      [{ ...EXPERT_TIP, presetFields: { advise: 'x' } }, /^presetFields\.advise: is not a field of expert_tip/],
      [{ ...EXPERT_TIP, template: 'strong_opinion' }, /^template: only hot_take drafts have a template/],
      [{ ...EXPERT_TIP, contentIdeaId: 'abc' }, /^contentIdeaId: must be an id/],
      [{ ...EXPERT_TIP, presetFields: { advice: 'x'.repeat(2001) } }, /^presetFields\.advice: must be at most 2000/],
      [{ ...EXPERT_TIP, round: -1 }, /^round: must be a whole number from 0/],
      [{ ...EXPERT_TIP, round: 1.5 }, /^round: must be a whole number from 0/],
      [{ ...EXPERT_TIP, round: '2' }, /^round: must be a whole number from 0/],
      [{ ...EXPERT_TIP, round: 1001 }, /^round: must be at most 1000/],
    ];
    for (const [body, message] of cases) {
      const res = await t.request(createAnswerSuggestion.method, createAnswerSuggestion.path, {
        token: owner.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(message) });
    }
  });

  it('answers 404 for a content idea that does not exist and 401 without a session', async () => {
    const unknown = await t.call(createAnswerSuggestion, {
      token: owner.token,
      body: { ...EXPERT_TIP, manualIdea: undefined, contentIdeaId: 999_999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Content idea not found' });
    expect((await t.call(createAnswerSuggestion, { body: EXPERT_TIP })).status).toBe(401);
  });
});

describe('post drafts from a configured model', () => {
  const MODEL_DRAFTS = [
    'Most discovery calls stall for one reason: the pitch comes too early.',
    'Stop pitching in discovery. Ask what the problem costs first.',
  ];
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer(() => ({ content: JSON.stringify({ drafts: MODEL_DRAFTS }) }));
    t = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'draft-model', AI_TIMEOUT_MS: '1000' });
    owner = await signUp(t, 'model-drafts@example.com');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("uses the model's drafts and labels them model", async () => {
    const res = expectOk(await suggest(t, owner, EXPERT_TIP), 200);
    expect(res.body.engine).toBe('model');
    expect(res.body.postDraft.map((d) => d.postContent)).toEqual(MODEL_DRAFTS);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain('Reps pitch the product in the first ten minutes');
  });

  it("shows the model a saved idea with its topic and its plan's customer", async () => {
    const { idea, group } = await planWithIdea(t, owner);
    const res = expectOk(
      await suggest(t, owner, { ...EXPERT_TIP, manualIdea: undefined, contentIdeaId: idea.id }),
      200,
    );
    expect(res.body.postDraft.map((d) => d.contentIdeaId)).toEqual([idea.id, idea.id]);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    for (const text of [idea.idea, group.name, 'VP of Sales', 'No budget this quarter', 'The CRM is the problem']) {
      expect(sent).toContain(JSON.stringify(text).slice(1, -1));
    }
  });

  it('falls back to the local engine when the model times out', async () => {
    fake.setHandler(() => ({ delayMs: 3000, content: JSON.stringify({ drafts: MODEL_DRAFTS }) }));
    const res = expectOk(await suggest(t, owner, EXPERT_TIP), 200);
    expect(res.body.engine).toBe('local');
  });

  it('falls back to the local engine when the model answers 500', async () => {
    fake.setHandler(() => ({ status: 500, rawBody: '{"error":{"message":"boom"}}' }));
    const res = expectOk(await suggest(t, owner, EXPERT_TIP), 200);
    expect(res.body.engine).toBe('local');
    expect(res.body.postDraft.length).toBeGreaterThanOrEqual(2);
  });
});
