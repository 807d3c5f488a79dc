import { createContentPlan, getContentTopics } from '@inroad/contracts/content-plan';
import { saveAnswer } from '@inroad/contracts/create';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import type { TestUser } from './factories.ts';
import { expectOk, type TestApp } from './harness.ts';

/** A generate_leads plan for tests, with the first topic and idea it starts with. */
export async function planWithIdea(t: TestApp, user: TestUser) {
  const created = await t.call(createContentPlan, {
    token: user.token,
    body: {
      type: 'generate_leads',
      name: 'Sales leaders',
      roleDescription: 'VP of Sales',
      companyDescription: 'B2B SaaS companies',
      customerObservations: 'Forecasts miss by 30%',
      customerHypothesis: 'The CRM is the problem',
      customerBarriers: 'No budget this quarter',
    },
  });
  const planId = expectOk(created, 200).body.contentPlanId;
  const topics = expectOk(await t.call(getContentTopics, { token: user.token, query: { contentPlanId: planId } }));
  const group = topics.body.contentGroups[0]!;
  return { planId, group, idea: group.ideas[0]! };
}

/** The expert_tip fields of the answers the Create API tests save. */
export const ANSWER_FIELDS = {
  desiredOutcome: 'Forecasts within 5%',
  whatPeopleAreDoingWrong: 'Trusting rep gut feel',
  advice: 'Review deals by stage exit criteria',
};

export type SaveAnswerBody = EndpointBody<typeof saveAnswer>;

/** Saves an answer (POST /create/answer) as the user. */
export function saveAnswerAs(t: TestApp, user: TestUser, body: SaveAnswerBody) {
  return t.call(saveAnswer, { token: user.token, body });
}

/** An expert tip answering a saved idea, with ANSWER_FIELDS; `extra` changes or adds to it. */
export function answerDraft(contentIdeaId: number, extra: Partial<SaveAnswerBody> = {}): SaveAnswerBody {
  return {
    contentIdeaId,
    postContent: 'Your forecast is a story, not a number.',
    answerType: 'expert_tip',
    postFormat: 'longform_text',
    presetFields: ANSWER_FIELDS,
    userPrompt: 'Keep it short',
    ...extra,
  };
}
