import {
  type ContentGroup,
  type ContentIdea,
  createContentGroup,
  createContentIdea,
  createContentPlan,
  deleteContentGroup,
  deleteContentIdea,
  deleteContentPlan,
  getContentTopics,
  listContentPlans,
  updateContentGroup,
  updateContentIdea,
} from '@inroad/contracts/content-plan';
import { buildPlan, NOW } from './builders.ts';
import { type BackendContext, notFound, on, type Route, SUCCESS } from './handler.ts';

/** Content plans, their topics and the topics' ideas. */
export function planRoutes({ state, id }: BackendContext): Route[] {
  const ideas = () => state.groups.flatMap((g) => g.ideas);
  const group = (groupId: number) => state.groups.find((g) => g.id === groupId) ?? notFound('Topic not found');
  return [
    on(listContentPlans, () => state.plans),
    on(createContentPlan, ({ body }) => {
      const plan = buildPlan({ id: id(), name: body.name || 'Untitled content plan', type: body.type });
      state.plans.push(plan);
      return { ...SUCCESS, contentPlanId: plan.id, contentPlan: plan };
    }),
    on(deleteContentPlan, ({ body }) => {
      state.plans = state.plans.filter((p) => p.id !== body.id);
      return SUCCESS;
    }),
    on(getContentTopics, ({ query }) => {
      const plan = state.plans.find((p) => p.id === query.contentPlanId) ?? notFound('Content plan not found');
      return {
        contentPlanId: plan.id,
        contentPlanName: plan.name,
        contentPlanType: plan.type,
        proposedBy: plan.proposedBy,
        contentGroups: state.groups.filter((g) => g.contentPlanId === plan.id),
      };
    }),
    on(createContentGroup, ({ body }) => {
      const created: ContentGroup = {
        id: id(),
        contentPlanId: body.contentPlanId,
        name: body.name,
        ideas: [],
        createdAt: NOW,
      };
      state.groups.push(created);
      return { ...SUCCESS, contentGroup: created };
    }),
    on(updateContentGroup, ({ body }) => {
      const found = group(body.id);
      found.name = body.name;
      return { ...SUCCESS, contentGroup: found };
    }),
    on(deleteContentGroup, ({ body }) => {
      state.groups = state.groups.filter((g) => g.id !== body.id);
      return SUCCESS;
    }),
    on(createContentIdea, ({ body }) => {
      const idea: ContentIdea = { id: id(), contentGroupId: body.contentGroupId, idea: body.idea, createdAt: NOW };
      group(body.contentGroupId).ideas.push(idea);
      return { ...SUCCESS, contentIdea: idea };
    }),
    on(updateContentIdea, ({ body }) => {
      const idea = ideas().find((i) => i.id === body.id) ?? notFound('Idea not found');
      idea.idea = body.idea;
      return { ...SUCCESS, contentIdea: idea };
    }),
    on(deleteContentIdea, ({ body }) => {
      for (const g of state.groups) g.ideas = g.ideas.filter((i) => i.id !== body.id);
      return SUCCESS;
    }),
  ];
}
