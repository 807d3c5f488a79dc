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
import { SCOPE_IN_HAND_MESSAGES } from '@inroad/contracts/publishing';
import { buildPlan, NOW } from './builders.ts';
import { type BackendContext, conflict, isInHand, notFound, on, type Route, SUCCESS } from './handler.ts';

/** Content plans, their topics and the topics' ideas. */
export function planRoutes({ state, id }: BackendContext): Route[] {
  const ideas = () => state.groups.flatMap((g) => g.ideas);
  const group = (groupId: number) => state.groups.find((g) => g.id === groupId) ?? notFound('Topic not found');
  /** As the server, refuses deleting what holds a post being published (here: in hand) with the post. */
  const refuseInHand = (kind: keyof typeof SCOPE_IN_HAND_MESSAGES, ideaIds: number[]) => {
    const answerIds = state.answers.filter((a) => ideaIds.includes(a.contentIdeaId ?? -1)).map((a) => a.id);
    const variantIds = state.variants.filter((v) => answerIds.includes(v.contentAnswerId)).map((v) => v.id);
    const inHand = state.publications.some(
      (p) => isInHand(p) && (answerIds.includes(p.answerId ?? -1) || variantIds.includes(p.variantId ?? -1)),
    );
    if (inHand) conflict(SCOPE_IN_HAND_MESSAGES[kind]);
  };
  const ideaIdsOf = (groups: ContentGroup[]) => groups.flatMap((g) => g.ideas.map((i) => i.id));
  return [
    on(listContentPlans, () => state.plans),
    on(createContentPlan, ({ body }) => {
      const plan = buildPlan({ id: id(), name: body.name || 'Untitled content plan', type: body.type });
      state.plans.push(plan);
      return { ...SUCCESS, contentPlanId: plan.id, contentPlan: plan };
    }),
    on(deleteContentPlan, ({ body }) => {
      refuseInHand('plan', ideaIdsOf(state.groups.filter((g) => g.contentPlanId === body.id)));
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
      refuseInHand('topic', ideaIdsOf(state.groups.filter((g) => g.id === body.id)));
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
      refuseInHand('idea', [body.id]);
      for (const g of state.groups) g.ideas = g.ideas.filter((i) => i.id !== body.id);
      return SUCCESS;
    }),
  ];
}
