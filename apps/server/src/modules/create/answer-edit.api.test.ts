import { deleteAnswer, getAnswerPresets, listAnswers, saveAnswerPresets, updateAnswer } from '@inroad/contracts/create';
import { deleteVariant, listVariants } from '@inroad/contracts/create-variant';
import type { EndpointQuery } from '@inroad/contracts/endpoint';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhileWriting } from '../../../test/concurrent-write.ts';
import {
  ANSWER_FIELDS,
  answerDraft,
  planWithIdea,
  type SaveAnswerBody,
  saveAnswerAs,
} from '../../../test/create-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import type { Tx } from '../../db/client.ts';
import { contentAnswers } from '../../db/schema/index.ts';

// A saved answer afterwards: its 'New Post Variant' drafts, its presets, edits through PUT /answers/{id}, deletion.

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, 'answers@example.com');
});
afterAll(async () => {
  await t.close();
});

const save = (user: TestUser, body: SaveAnswerBody) => saveAnswerAs(t, user, body);

describe('variants, presets and edits of an answer', () => {
  it("saves 'New Post Variant' drafts under an answer, lists and deletes them", async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, answerDraft(idea.id))).body.answer;
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
    expect((await save(owner, { ...answerDraft(idea.id), contentAnswerId: 999_999 })).status).toBe(404);
  });

  it('keeps presets under AIPreset__{answerType} and offers them again', async () => {
    const { idea } = await planWithIdea(t, owner);
    const preset = async (query: EndpointQuery<typeof getAnswerPresets>) =>
      expectOk(await t.call(getAnswerPresets, { token: owner.token, query }), 200);
    expect((await preset({ contentIdeaId: idea.id, answerType: 'expert_tip' })).body).toEqual({
      answerType: 'expert_tip',
      answerId: null,
      presets: {},
    });
    const answer = expectOk(await save(owner, answerDraft(idea.id))).body.answer;
    // Only the first two expert_tip fields are presets; the advice is the post's own.
    expect((await preset({ contentIdeaId: idea.id, answerType: 'expert_tip' })).body).toEqual({
      answerType: 'expert_tip',
      answerId: answer.id,
      presets: {
        desiredOutcome: ANSWER_FIELDS.desiredOutcome,
        whatPeopleAreDoingWrong: ANSWER_FIELDS.whatPeopleAreDoingWrong,
      },
    });

    const stored = expectOk(
      await t.call(saveAnswerPresets, {
        token: owner.token,
        body: { answerId: answer.id, answerType: 'hot_take', fields: { conventionalWisdom: 'Forecasts are art' } },
      }),
    );
    expect(stored.body.answer.metadata).toEqual({
      AIPreset__expert_tip: ANSWER_FIELDS,
      AIPreset__hot_take: { conventionalWisdom: 'Forecasts are art' },
    });
    expect((await preset({ answerId: answer.id, answerType: 'hot_take' })).body.presets).toEqual({
      conventionalWisdom: 'Forecasts are art',
    });
    expect((await preset({ answerType: 'hot_take' })).body.answerId).toBe(answer.id);
    const wrongField = await t.call(saveAnswerPresets, {
      token: owner.token,
      body: { answerId: answer.id, answerType: 'hot_take', fields: { advice: 'x' } },
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({
      message: expect.stringMatching(/^fields\.advice: is not a field of hot_take/),
    });
    // Not an answer type: sent as is.
    const rant = await t.request('GET', `/create/answer/preset?contentIdeaId=${idea.id}&answerType=rant`, {
      token: owner.token,
    });
    expect(rant.status).toBe(400);
  });

  it('edits an answer through PUT /answers/{id}', async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, answerDraft(idea.id))).body.answer;
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
      metadata: { AIPreset__expert_tip: { ...ANSWER_FIELDS, advice: 'Inspect exit criteria weekly' } },
      presetFields: { ...ANSWER_FIELDS, advice: 'Inspect exit criteria weekly' },
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

  it('merges preset fields into what another edit committed meanwhile, losing neither', async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, answerDraft(idea.id))).body.answer;
    const hotTake = { AIPreset__hot_take: { conventionalWisdom: 'Forecasts are art' } };
    // Another request's edit of the metadata commits while each of these waits to write its own.
    const editedMeanwhile = (extra: Record<string, Record<string, string>>) => async (tx: Tx) => {
      const [row] = await tx.select().from(contentAnswers).where(eq(contentAnswers.id, answer.id));
      await tx
        .update(contentAnswers)
        .set({ metadata: { ...row!.metadata, ...extra } })
        .where(eq(contentAnswers.id, answer.id));
    };

    const put = await sendWhileWriting(t, editedMeanwhile(hotTake), () =>
      t.call(updateAnswer, {
        token: owner.token,
        body: { metadata: { AIPreset__expert_tip: { advice: 'Inspect exit criteria weekly' } } },
        params: { id: answer.id },
      }),
    );
    expect(expectOk(put).body.answer.metadata).toEqual({
      AIPreset__expert_tip: { ...ANSWER_FIELDS, advice: 'Inspect exit criteria weekly' },
      ...hotTake,
    });

    const rant = { AIPreset__rant: { topic: 'Pipeline reviews' } };
    const presets = await sendWhileWriting(t, editedMeanwhile(rant), () =>
      t.call(saveAnswerPresets, {
        token: owner.token,
        body: { answerId: answer.id, answerType: 'hot_take', fields: { conventionalWisdom: 'Forecasts are science' } },
      }),
    );
    expect(expectOk(presets).body.answer.metadata).toEqual({
      AIPreset__expert_tip: { ...ANSWER_FIELDS, advice: 'Inspect exit criteria weekly' },
      AIPreset__hot_take: { conventionalWisdom: 'Forecasts are science' },
      ...rant,
    });
  });

  it('deletes an answer with its variants', async () => {
    const { idea } = await planWithIdea(t, owner);
    const answer = expectOk(await save(owner, answerDraft(idea.id))).body.answer;
    await save(owner, { ...answerDraft(idea.id), contentAnswerId: answer.id });
    expect((await t.call(deleteAnswer, { token: owner.token, body: { id: answer.id } })).status).toBe(200);
    expect((await t.call(listVariants, { token: owner.token, query: { contentAnswerId: answer.id } })).status).toBe(
      404,
    );
    expect((await t.call(deleteAnswer, { token: owner.token, body: { id: answer.id } })).status).toBe(404);
  });
});
