import type { AiPlanInput, AiTopicProposal } from '@inroad/contracts/ai';
import {
  CONTENT_GROUP_NAME_MAX,
  CONTENT_IDEA_MAX,
  type ContentGroup,
  type ContentIdea,
  type ContentPlan,
  type ContentTopics,
  type CreateContentPlanBody,
  UNTITLED_CONTENT_PLAN,
} from '@inroad/contracts/content-plan';
import { clipText, stripUnsafeText } from '@inroad/contracts/text';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AiService } from '../../platform/ai/ai-service.ts';
import * as q from './content-plan.queries.ts';

type CreatePlanInput = z.output<typeof CreateContentPlanBody>;

const MAX_PROPOSED_TOPICS = 6;
const MAX_PROPOSED_IDEAS = 5;

export function toContentPlan(row: q.ContentPlanRow): ContentPlan {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    roleDescription: row.roleDescription,
    companyDescription: row.companyDescription,
    customerObservations: row.customerObservations,
    customerHypothesis: row.customerHypothesis,
    customerBarriers: row.customerBarriers,
    proposedBy: row.proposedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

function toIdea(row: q.ContentIdeaRow): ContentIdea {
  return { id: row.id, contentGroupId: row.contentGroupId, idea: row.idea, createdAt: row.createdAt.toISOString() };
}

function toGroup(row: q.ContentGroupRow, ideas: q.ContentIdeaRow[]): ContentGroup {
  return {
    id: row.id,
    contentPlanId: row.contentPlanId,
    name: row.name,
    ideas: ideas.map(toIdea),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Model output made storable: no NUL or lone surrogate, single-spaced, within the column's limit. */
function storable(text: string, max: number): string {
  const cleaned = stripUnsafeText(text).replace(/\s+/g, ' ').trim();
  return clipText(cleaned, max).trim();
}

function tidyProposal(topics: AiTopicProposal[]): AiTopicProposal[] {
  return topics
    .map((t) => ({
      name: storable(t.name, CONTENT_GROUP_NAME_MAX),
      ideas: t.ideas
        .map((idea) => storable(idea, CONTENT_IDEA_MAX))
        .filter(Boolean)
        .slice(0, MAX_PROPOSED_IDEAS),
    }))
    .filter((t) => t.name !== '')
    .slice(0, MAX_PROPOSED_TOPICS);
}

export async function listContentPlans({ db, userId }: { db: Db; userId: string }): Promise<ContentPlan[]> {
  return (await q.listPlans(db, userId)).map(toContentPlan);
}

/**
 * A blank plan starts empty. A generate_leads plan starts with topics and ideas the AI layer proposes from its
 * customer fields (the model when configured, else, or when it fails, the local engine), asked before the
 * transaction so no database connection waits on a model; the plan and its topics are then saved together.
 */
export async function createContentPlan(options: {
  db: Db;
  ai: AiService;
  userId: string;
  input: CreatePlanInput;
}): Promise<ContentPlan> {
  const { input, userId } = options;
  const name = input.name || UNTITLED_CONTENT_PLAN;
  const leads = input.type === 'generate_leads';
  const customer = {
    roleDescription: (leads && input.roleDescription) || null,
    companyDescription: (leads && input.companyDescription) || null,
    customerObservations: (leads && input.customerObservations) || null,
    customerHypothesis: (leads && input.customerHypothesis) || null,
    customerBarriers: (leads && input.customerBarriers) || null,
  };
  let proposal: { topics: AiTopicProposal[]; engine: 'local' | 'model' } | null = null;
  if (leads) {
    const plan: AiPlanInput = { name, type: input.type };
    for (const [key, value] of Object.entries(customer)) if (value) plan[key as keyof typeof customer] = value;
    // A spent daily AI allowance must not stop a plan from being made: the local engine proposes then.
    const result = await options.ai.proposeContentPlan({ userId, plan, onBudgetExceeded: 'local' });
    proposal = { topics: tidyProposal(result.topics), engine: result.engine };
  }

  const row = await options.db.transaction(async (tx) => {
    const plan = await q.insertPlan(tx, {
      userId,
      name,
      type: input.type,
      ...customer,
      proposedBy: proposal?.engine ?? null,
    });
    if (!proposal) return plan;
    const groups = await q.insertGroups(
      tx,
      proposal.topics.map((t) => ({ userId, contentPlanId: plan.id, name: t.name })),
    );
    await q.insertIdeas(
      tx,
      groups.flatMap((group, index) =>
        (proposal.topics[index]?.ideas ?? []).map((idea) => ({ userId, contentGroupId: group.id, idea })),
      ),
    );
    return plan;
  });
  return toContentPlan(row);
}

export async function deleteContentPlan(options: { db: Db; userId: string; id: number }): Promise<void> {
  if (!(await q.deletePlan(options.db, options.userId, options.id))) throw notFound('Content plan');
}

export async function getContentTopics(options: { db: Db; userId: string; planId: number }): Promise<ContentTopics> {
  const plan = await q.findPlan(options.db, options.userId, options.planId);
  if (!plan) throw notFound('Content plan');
  const groups = await q.listGroups(options.db, options.userId, plan.id);
  const ideas = await q.listIdeasOfGroups(
    options.db,
    options.userId,
    groups.map((g) => g.id),
  );
  return {
    contentPlanId: plan.id,
    contentPlanName: plan.name,
    contentPlanType: plan.type,
    proposedBy: plan.proposedBy,
    contentGroups: groups.map((g) =>
      toGroup(
        g,
        ideas.filter((i) => i.contentGroupId === g.id),
      ),
    ),
  };
}

export async function createContentGroup(options: {
  db: Db;
  userId: string;
  planId: number;
  name: string;
}): Promise<ContentGroup> {
  const plan = await q.findPlan(options.db, options.userId, options.planId);
  if (!plan) throw notFound('Content plan');
  const [group] = await q.insertGroups(options.db, [
    { userId: options.userId, contentPlanId: plan.id, name: options.name },
  ]);
  return toGroup(group!, []);
}

async function groupWithIdeas(db: Db, userId: string, group: q.ContentGroupRow): Promise<ContentGroup> {
  return toGroup(group, await q.listIdeasOfGroups(db, userId, [group.id]));
}

export async function renameContentGroup(options: {
  db: Db;
  userId: string;
  id: number;
  name: string;
}): Promise<ContentGroup> {
  const group = await q.renameGroup(options.db, options.userId, options.id, options.name);
  if (!group) throw notFound('Content topic');
  return groupWithIdeas(options.db, options.userId, group);
}

export async function deleteContentGroup(options: { db: Db; userId: string; id: number }): Promise<void> {
  if (!(await q.deleteGroup(options.db, options.userId, options.id))) throw notFound('Content topic');
}

export async function createContentIdea(options: {
  db: Db;
  userId: string;
  groupId: number;
  idea: string;
}): Promise<ContentIdea> {
  const group = await q.findGroup(options.db, options.userId, options.groupId);
  if (!group) throw notFound('Content topic');
  const [idea] = await q.insertIdeas(options.db, [
    { userId: options.userId, contentGroupId: group.id, idea: options.idea },
  ]);
  return toIdea(idea!);
}

export async function updateContentIdea(options: {
  db: Db;
  userId: string;
  id: number;
  idea: string;
}): Promise<ContentIdea> {
  const row = await q.updateIdea(options.db, options.userId, options.id, options.idea);
  if (!row) throw notFound('Content idea');
  return toIdea(row);
}

export async function deleteContentIdea(options: { db: Db; userId: string; id: number }): Promise<void> {
  if (!(await q.deleteIdea(options.db, options.userId, options.id))) throw notFound('Content idea');
}

/** The idea, its topic and its plan, as a draft about the idea needs them; 404 for another user's idea. */
export async function ideaContext(options: { db: Db; userId: string; ideaId: number }) {
  const row = await q.findIdeaWithPlan(options.db, options.userId, options.ideaId);
  if (!row) throw notFound('Content idea');
  return row;
}
