import type { AnswerPresets } from '@inroad/contracts/create';
import {
  createAnswerSuggestion,
  deleteAnswer,
  listAnswers,
  listUserPosts,
  saveAnswer,
  saveAnswerPresets,
  updateAnswer,
} from '@inroad/contracts/create';
import { deleteVariant, listVariants } from '@inroad/contracts/create-variant';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import { updateUserSettings } from '@inroad/contracts/user';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { planWithIdea } from '../../../test/create-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

const FIELDS = {
  desiredOutcome: 'Forecasts within 5%',
  whatPeopleAreDoingWrong: 'Trusting rep gut feel',
  advice: 'Review deals by stage exit criteria',
};

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
afterEach(() => {
  vi.useRealTimers();
});

type SaveAnswerBody = EndpointBody<typeof saveAnswer>;

function save(user: TestUser, body: SaveAnswerBody) {
  return t.call(saveAnswer, { token: user.token, body });
}

function draft(contentIdeaId: number, extra: Partial<SaveAnswerBody> = {}): SaveAnswerBody {
  return {
    contentIdeaId,
    postContent: 'Your forecast is a story, not a number.',
    answerType: 'expert_tip',
    postFormat: 'longform_text',
    presetFields: FIELDS,
    userPrompt: 'Keep it short',
    ...extra,
  };
}

describe('answers', () => {
  it('saves a draft for an idea, lists it under the idea and in the content queue', async () => {
    const { idea } = await planWithIdea(t, owner);
    const saved = expectOk(await save(owner, draft(idea.id, { schedule: 'none' })), 200);
    expect(saved.body.variant).toBeNull();
    expect(saved.body.answer).toMatchObject({
      contentIdeaId: idea.id,
      manualIdea: null,
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      postContent: 'Your forecast is a story, not a number.',
      status: 'draft',
      scheduledTime: null,
      userPrompt: 'Keep it short',
      presetFields: FIELDS,
      metadata: { AIPreset__expert_tip: FIELDS },
      contentMediaId: null,
      mediaUrl: null,
    });
    const list = expectOk(await t.call(listAnswers, { token: owner.token, query: { contentIdeaId: idea.id } }));
    expect(list.body.map((a) => a.id)).toEqual([saved.body.answer.id]);
    const queue = expectOk(await t.call(listUserPosts, { token: owner.token }));
    expect(queue.body[0]?.id).toBe(saved.body.answer.id);
  });

  it('saves a post about a manual idea, newest first in the content queue', async () => {
    const saved = expectOk(
      await save(owner, {
        manualIdea: 'Cold calling is not dead',
        postContent: 'Cold calling works when it follows a signal.',
        answerType: 'hot_take',
        postFormat: 'shortform_video',
        postTemplate: 'strong_opinion',
        presetFields: { conventionalWisdom: 'Cold calling is dead', yourAdvice: '' },
        schedule: 'asap',
      }),
    );
    expect(saved.body.answer).toMatchObject({
      contentIdeaId: null,
      manualIdea: 'Cold calling is not dead',
      postTemplate: 'strong_opinion',
      status: 'scheduled',
      scheduledTime: null,
      presetFields: { conventionalWisdom: 'Cold calling is dead' },
      metadata: { AIPreset__hot_take: { conventionalWisdom: 'Cold calling is dead' } },
    });
    const queue = expectOk(await t.call(listUserPosts, { token: owner.token }));
    expect(queue.body[0]?.id).toBe(saved.body.answer.id);
  });

  it("schedules a custom date as UTC text, refusing a date before the user's today in their time zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
    const { idea } = await planWithIdea(t, owner);
    const at = (scheduledTime: string) => save(owner, draft(idea.id, { schedule: 'custom_date', scheduledTime }));

    const tomorrow = expectOk(await at('2026-11-26 09:30:00'));
    expect(tomorrow.body.answer).toMatchObject({ status: 'scheduled', scheduledTime: '2026-11-26 09:30:00' });
    // Earlier today is still today.
    expect((await at('2026-11-25 00:00:00')).status).toBe(200);
    const yesterday = await at('2026-11-24 23:59:59');
    expect(yesterday.status).toBe(400);
    expect(yesterday.body).toMatchObject({ message: 'scheduledTime: the custom date cannot be before today' });

    // At 18:00 UTC it is already 08:00 on Nov 26 on Kiritimati (UTC+14): that day began at 10:00 UTC on Nov 25.
    await t.call(updateUserSettings, { token: owner.token, body: { timeZone: 'Pacific/Kiritimati' } });
    expect((await at('2026-11-25 09:00:00')).status).toBe(400);
    expect((await at('2026-11-25 10:00:00')).status).toBe(200);
    await t.call(updateUserSettings, { token: owner.token, body: { timeZone: 'UTC' } });

    const before = expectOk(await t.call(listAnswers, { token: owner.token, query: { contentIdeaId: idea.id } })).body;
    expect(before.map((a) => a.scheduledTime)).toEqual([
      '2026-11-26 09:30:00',
      '2026-11-25 00:00:00',
      '2026-11-25 10:00:00',
    ]);
  });

  it('names what is wrong in a bad request, saving nothing', async () => {
    const { idea } = await planWithIdea(t, owner);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...draft(idea.id), schedule: 'custom_date' }, /^scheduledTime: is required for a custom_date schedule/],
      [
        { ...draft(idea.id), schedule: 'custom_date', scheduledTime: '2030-02-30 10:00:00' },
        /^scheduledTime: must be a UTC/,
      ],
      [
        { ...draft(idea.id), schedule: 'custom_date', scheduledTime: '2030-01-01T10:00:00Z' },
        /^scheduledTime: must be a UTC/,
      ],
      [{ ...draft(idea.id), schedule: 'later' }, /^schedule: choose a schedule/],
      [{ ...draft(idea.id), postContent: '   ' }, /^postContent: must not be empty/],
      [{ ...draft(idea.id), postContent: 'a\u0000b' }, /^postContent: must not contain NUL/],
      [{ ...draft(idea.id), userPrompt: '\ud800' }, /^userPrompt: must not contain NUL/],
      [{ ...draft(idea.id), presetFields: { advise: 'x' } }, /^presetFields\.advise: is not a field of expert_tip/],
      [{ ...draft(idea.id), presetFields: { advice: 'x\u0000' } }, /^presetFields\.advice: must not contain NUL/],
      [{ ...draft(idea.id), postTemplate: 'strong_opinion' }, /^postTemplate: only hot_take/],
      [{ ...draft(idea.id), contentMediaId: 'abc' }, /^contentMediaId: must be a media id/],
      [{ ...draft(idea.id), answerType: undefined }, /^answerType: /],
    ];
    for (const [body, message] of cases) {
      const res = await t.request(saveAnswer.method, saveAnswer.path, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
    }
    const list = await t.call(listAnswers, { token: owner.token, query: { contentIdeaId: idea.id } });
    expect(list.body).toEqual([]);
    expect((await save(owner, draft(999_999))).status).toBe(404);
    const deep = `{"postContent":"x","presetFields":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const res = await t.request(saveAnswer.method, saveAnswer.path, { token: owner.token, body: deep });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("saves 'New Post Variant' drafts under an answer, lists and deletes them", async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, draft(idea.id))).body.answer;
    const first = expectOk(
      await save(owner, {
        contentAnswerId: answer.id,
        postContent: 'A spoken version of the tip.',
        answerType: 'expert_tip',
        postFormat: 'shortform_video',
        schedule: 'asap',
      }),
      200,
    );
    expect(first.body.answer.id).toBe(answer.id);
    expect(first.body.variant).toMatchObject({
      contentAnswerId: answer.id,
      format: 'shortform_video',
      content: 'A spoken version of the tip.',
      status: 'scheduled',
      scheduledTime: null,
      mediaUrl: null,
    });
    const second = expectOk(
      await save(owner, {
        contentAnswerId: answer.id,
        postContent: 'Another take.',
        answerType: 'expert_tip',
        postFormat: 'longform_text',
      }),
    );
    expect(second.body.variant).toMatchObject({ status: 'draft', format: 'longform_text' });
    const variants = expectOk(
      await t.call(listVariants, { token: owner.token, query: { contentAnswerId: answer.id } }),
    );
    expect(variants.body.map((v) => v.id)).toEqual([first.body.variant?.id, second.body.variant?.id]);
    // A variant is not a new answer.
    const answers = await t.call(listAnswers, { token: owner.token, query: { contentIdeaId: idea.id } });
    expect(answers.body).toHaveLength(1);

    const removed = await t.call(deleteVariant, { token: owner.token, body: { id: first.body.variant!.id } });
    expect(removed.body).toEqual({ status: 'success' });
    const left = expectOk(await t.call(listVariants, { token: owner.token, query: { contentAnswerId: answer.id } }));
    expect(left.body.map((v) => v.id)).toEqual([second.body.variant?.id]);
    expect((await save(owner, { ...draft(idea.id), contentAnswerId: 999_999 })).status).toBe(404);
  });

  it('keeps presets under AIPreset__{answerType} and offers them again', async () => {
    const { idea } = await planWithIdea(t, owner);
    const preset = (query: string) =>
      t.request<AnswerPresets>('GET', `/create/answer/preset?${query}`, { token: owner.token });
    expect((await preset(`contentIdeaId=${idea.id}&answerType=expert_tip`)).body).toEqual({
      answerType: 'expert_tip',
      answerId: null,
      presets: {},
    });
    const answer = expectOk(await save(owner, draft(idea.id))).body.answer;
    // Only the first two expert_tip fields are presets; the advice is the post's own.
    expect((await preset(`contentIdeaId=${idea.id}&answerType=expert_tip`)).body).toEqual({
      answerType: 'expert_tip',
      answerId: answer.id,
      presets: { desiredOutcome: FIELDS.desiredOutcome, whatPeopleAreDoingWrong: FIELDS.whatPeopleAreDoingWrong },
    });

    const stored = expectOk(
      await t.call(saveAnswerPresets, {
        token: owner.token,
        body: { answerId: answer.id, answerType: 'hot_take', fields: { conventionalWisdom: 'Forecasts are art' } },
      }),
    );
    expect(stored.body.answer.metadata).toEqual({
      AIPreset__expert_tip: FIELDS,
      AIPreset__hot_take: { conventionalWisdom: 'Forecasts are art' },
    });
    expect((await preset(`answerId=${answer.id}&answerType=hot_take`)).body.presets).toEqual({
      conventionalWisdom: 'Forecasts are art',
    });
    expect((await preset('answerType=hot_take')).body.answerId).toBe(answer.id);
    const wrongField = await t.call(saveAnswerPresets, {
      token: owner.token,
      body: { answerId: answer.id, answerType: 'hot_take', fields: { advice: 'x' } },
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({
      message: expect.stringMatching(/^fields\.advice: is not a field of hot_take/),
    });
    expect((await preset(`contentIdeaId=${idea.id}&answerType=rant`)).status).toBe(400);
  });

  it('edits an answer through PUT /answers/{id}', async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, draft(idea.id))).body.answer;
    const put = (body: Record<string, unknown>, id: number | string = answer.id) =>
      t.call(updateAnswer, { token: owner.token, body, params: { id } });

    const edited = expectOk(
      await put({
        id: answer.id,
        postContent: 'Forecasts fail at stage exits.',
        metadata: { AIPreset__expert_tip: { advice: 'Inspect exit criteria weekly' } },
        schedule: 'asap',
      }),
      200,
    );
    expect(edited.body.answer).toMatchObject({
      postContent: 'Forecasts fail at stage exits.',
      status: 'scheduled',
      scheduledTime: null,
      metadata: { AIPreset__expert_tip: { ...FIELDS, advice: 'Inspect exit criteria weekly' } },
      presetFields: { ...FIELDS, advice: 'Inspect exit criteria weekly' },
    });
    expect(expectOk(await put({ schedule: 'none' })).body.answer).toMatchObject({
      status: 'draft',
      scheduledTime: null,
    });

    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id: answer.id + 1 }, /^id: does not match/],
      [{ metadata: { Preset__expert_tip: {} } }, /^metadata\.Preset__expert_tip: is not a preset key/],
      [{ metadata: { AIPreset__hot_take: { advice: 'x' } } }, /^metadata\.AIPreset__hot_take\.advice: is not a field/],
      [{ postContent: '' }, /^postContent: must not be empty/],
      [{ postTemplate: 'nuanced_callout' }, /^postTemplate: only hot_take/],
      [{ schedule: 'custom_date', scheduledTime: '2000-01-01 00:00:00' }, /^scheduledTime: the custom date cannot/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(message) });
    }
    expect((await put({}, 'abc')).status).toBe(400);
    expect((await put({}, 999_999)).status).toBe(404);
  });

  it('deletes an answer with its variants', async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, draft(idea.id))).body.answer;
    await save(owner, { ...draft(idea.id), contentAnswerId: answer.id });
    expect((await t.call(deleteAnswer, { token: owner.token, body: { id: answer.id } })).status).toBe(200);
    expect((await t.call(listVariants, { token: owner.token, query: { contentAnswerId: answer.id } })).status).toBe(
      404,
    );
    expect((await t.call(deleteAnswer, { token: owner.token, body: { id: answer.id } })).status).toBe(404);
  });

  it('removes the answers and variants under a plan, topic or idea when it is deleted', async () => {
    const postsOf = async () => expectOk(await t.call(listUserPosts, { token: owner.token })).body.map((a) => a.id);
    for (const [path, id] of [
      ['/content_plan', (p: Awaited<ReturnType<typeof planWithIdea>>) => p.planId],
      ['/create/content_group', (p: Awaited<ReturnType<typeof planWithIdea>>) => p.group.id],
      ['/create/content_idea', (p: Awaited<ReturnType<typeof planWithIdea>>) => p.idea.id],
    ] as const) {
      const plan = await planWithIdea(t, owner);
      const answer = expectOk(await save(owner, draft(plan.idea.id))).body.answer;
      const variant = expectOk(await save(owner, { ...draft(plan.idea.id), contentAnswerId: answer.id })).body.variant;
      expect(await postsOf()).toContain(answer.id);
      const deleted = await t.request('DELETE', path, { token: owner.token, body: { id: id(plan) } });
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
    const answer = expectOk(await save(owner, draft(idea.id))).body.answer;
    const variant = expectOk(await save(owner, { ...draft(idea.id), contentAnswerId: answer.id })).body.variant!;
    const attempts: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', `/create/answer?contentIdeaId=${idea.id}`, undefined],
      ['POST', '/create/answer', draft(idea.id)],
      ['POST', '/create/answer', { ...draft(idea.id), contentIdeaId: undefined, contentAnswerId: answer.id }],
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

  it('writes drafts about a saved idea, carrying its id', async () => {
    const { idea } = await planWithIdea(t, owner);
    const res = expectOk(
      await t.call(createAnswerSuggestion, {
        token: owner.token,
        body: { contentIdeaId: idea.id, answerType: 'expert_tip', postFormat: 'longform_text', presetFields: FIELDS },
      }),
      200,
    );
    expect(res.body.engine).toBe('local');
    for (const d of res.body.postDraft) expect(d.contentIdeaId).toBe(idea.id);
  });

  it('documents every Create call in the OpenAPI document', async () => {
    const doc = await t.request<{ paths: Record<string, Record<string, unknown>> }>('GET', '/docs/json');
    const expected: [string, string[]][] = [
      ['/content_plan', ['get', 'post', 'delete']],
      ['/create/topics', ['get']],
      ['/create/content_group', ['post', 'put', 'delete']],
      ['/create/content_idea', ['post', 'put', 'delete']],
      ['/create/answer', ['get', 'post', 'delete']],
      ['/create/answer/suggestion', ['post']],
      ['/create/answer/preset', ['get', 'post']],
      ['/answers/{id}', ['put']],
      ['/create/user_posts', ['get']],
      ['/create/variant', ['get', 'delete']],
      ['/create/answer/media', ['post']],
      ['/media/upload/{file}', ['put']],
      ['/media/{file}', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(doc.body.paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
    }
  });
});
