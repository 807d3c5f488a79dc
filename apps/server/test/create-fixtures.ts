import { createContentPlan, getContentTopics } from '@inroad/contracts/content-plan';
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
