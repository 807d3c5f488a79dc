import { createAnswerSuggestion, listAnswers, listUserPosts, saveAnswer } from '@inroad/contracts/create';
import { updateUserSettings } from '@inroad/contracts/user';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_FIELDS,
  answerDraft,
  planWithIdea,
  type SaveAnswerBody,
  saveAnswerAs,
} from '../../../test/create-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

// Saving a post (an answer to an idea or a manual idea), its schedule, what a bad save is told, and the drafts and
// OpenAPI document of the Create calls. Variants, presets and edits: answer-edit; who sees what: answer-ownership.

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, 'answers@example.com');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const save = (user: TestUser, body: SaveAnswerBody) => saveAnswerAs(t, user, body);

describe('saving answers', () => {
  it('saves a draft for an idea, lists it under the idea and in the content queue', async () => {
    const { idea } = await planWithIdea(t, owner);
    const saved = expectOk(await save(owner, answerDraft(idea.id, { schedule: 'none' })), 200);
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
      presetFields: ANSWER_FIELDS,
      metadata: { AIPreset__expert_tip: ANSWER_FIELDS },
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
    const at = (scheduledTime: string) => save(owner, answerDraft(idea.id, { schedule: 'custom_date', scheduledTime }));

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
      [{ ...answerDraft(idea.id), schedule: 'custom_date' }, /^scheduledTime: is required for a custom_date schedule/],
      [
        { ...answerDraft(idea.id), schedule: 'custom_date', scheduledTime: '2030-02-30 10:00:00' },
        /^scheduledTime: must be a UTC/,
      ],
      [
        { ...answerDraft(idea.id), schedule: 'custom_date', scheduledTime: '2030-01-01T10:00:00Z' },
        /^scheduledTime: must be a UTC/,
      ],
      [{ ...answerDraft(idea.id), schedule: 'later' }, /^schedule: choose a schedule/],
      [{ ...answerDraft(idea.id), postContent: '   ' }, /^postContent: must not be empty/],
      [{ ...answerDraft(idea.id), postContent: 'a\u0000b' }, /^postContent: must not contain NUL/],
      [{ ...answerDraft(idea.id), userPrompt: '\ud800' }, /^userPrompt: must not contain NUL/],
      [
        { ...answerDraft(idea.id), presetFields: { advise: 'x' } },
        /^presetFields\.advise: is not a field of expert_tip/,
      ],
      [{ ...answerDraft(idea.id), presetFields: { advice: 'x\u0000' } }, /^presetFields\.advice: must not contain NUL/],
      [{ ...answerDraft(idea.id), postTemplate: 'strong_opinion' }, /^postTemplate: only hot_take/],
      [{ ...answerDraft(idea.id), contentMediaId: 'abc' }, /^contentMediaId: must be a media id/],
      [{ ...answerDraft(idea.id), answerType: undefined }, /^answerType: /],
    ];
    for (const [body, message] of cases) {
      const res = await t.request(saveAnswer.method, saveAnswer.path, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
    }
    const list = await t.call(listAnswers, { token: owner.token, query: { contentIdeaId: idea.id } });
    expect(list.body).toEqual([]);
    expect((await save(owner, answerDraft(999_999))).status).toBe(404);
    const deep = `{"postContent":"x","presetFields":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const res = await t.request(saveAnswer.method, saveAnswer.path, { token: owner.token, body: deep });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('drafts and documentation', () => {
  it('writes drafts about a saved idea, carrying its id', async () => {
    const { idea } = await planWithIdea(t, owner);
    const res = expectOk(
      await t.call(createAnswerSuggestion, {
        token: owner.token,
        body: {
          contentIdeaId: idea.id,
          answerType: 'expert_tip',
          postFormat: 'longform_text',
          presetFields: ANSWER_FIELDS,
        },
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
