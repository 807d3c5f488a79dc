import type { ContentTopics, CreateContentPlanResponse } from '@inroad/contracts/content-plan';
import type { TestUser } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A generate_leads plan for tests, with the first topic and idea it starts with. */
export async function planWithIdea(t: TestApp, user: TestUser) {
  const created = await t.request<CreateContentPlanResponse>('POST', '/content_plan', {
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
  if (created.status !== 200) throw new Error(`plan: ${created.status} ${JSON.stringify(created.body)}`);
  const planId = created.body.contentPlanId;
  const topics = await t.request<ContentTopics>('GET', `/create/topics?contentPlanId=${planId}`, { token: user.token });
  const group = topics.body.contentGroups[0]!;
  return { planId, group, idea: group.ideas[0]! };
}
