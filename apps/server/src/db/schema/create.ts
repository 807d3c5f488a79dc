import type { AiEngine, AnswerType, HotTakeTemplate, PostFormat } from '@inroad/contracts/ai';
import type { ContentPlanType } from '@inroad/contracts/content-plan';
import type { PostStatus } from '@inroad/contracts/create-schedule';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { media } from './media.ts';
import { users } from './users.ts';

// The Create area: content plans → content groups (topics) → content ideas → answers → variants.
// Each child points at its parent together with the user id (a composite foreign key), so a row can only hang
// under a parent of the same user, and deleting a parent removes everything under it.

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const contentPlans = pgTable(
  'content_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    type: text('type').$type<ContentPlanType>().notNull(),
    roleDescription: text('role_description'),
    companyDescription: text('company_description'),
    customerObservations: text('customer_observations'),
    customerHypothesis: text('customer_hypothesis'),
    customerBarriers: text('customer_barriers'),
    /** The engine that proposed a generate_leads plan's starting topics; null for a blank plan. */
    proposedBy: text('proposed_by').$type<AiEngine>(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [unique('content_plans_id_user_key').on(t.id, t.userId), index('content_plans_user_idx').on(t.userId, t.id)],
);

export const contentGroups = pgTable(
  'content_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    contentPlanId: integer('content_plan_id').notNull(),
    name: text('name').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('content_groups_id_user_key').on(t.id, t.userId),
    index('content_groups_plan_idx').on(t.userId, t.contentPlanId, t.id),
    foreignKey({
      name: 'content_groups_plan_fk',
      columns: [t.contentPlanId, t.userId],
      foreignColumns: [contentPlans.id, contentPlans.userId],
    }).onDelete('cascade'),
  ],
);

export const contentIdeas = pgTable(
  'content_ideas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    contentGroupId: integer('content_group_id').notNull(),
    idea: text('idea').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('content_ideas_id_user_key').on(t.id, t.userId),
    index('content_ideas_group_idx').on(t.userId, t.contentGroupId, t.id),
    foreignKey({
      name: 'content_ideas_group_fk',
      columns: [t.contentGroupId, t.userId],
      foreignColumns: [contentGroups.id, contentGroups.userId],
    }).onDelete('cascade'),
  ],
);

/** A post written for an idea (or for a manual idea, then without an idea), with the fields it came from. */
export const contentAnswers = pgTable(
  'content_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    contentIdeaId: integer('content_idea_id'),
    manualIdea: text('manual_idea'),
    answerType: text('answer_type').$type<AnswerType>().notNull(),
    postFormat: text('post_format').$type<PostFormat>().notNull(),
    postTemplate: text('post_template').$type<HotTakeTemplate>(),
    /** `AIPreset__{answerType}` → that type's field values. */
    metadata: jsonb('metadata').$type<Record<string, Record<string, string>>>().notNull().default(sql`'{}'::jsonb`),
    presetFields: jsonb('preset_fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    userPrompt: text('user_prompt'),
    postContent: text('post_content').notNull(),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    /** Null with status scheduled: as soon as possible. */
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    contentMediaId: uuid('content_media_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('content_answers_id_user_key').on(t.id, t.userId),
    index('content_answers_idea_idx').on(t.userId, t.contentIdeaId, t.id),
    index('content_answers_user_idx').on(t.userId, t.id),
    foreignKey({
      name: 'content_answers_idea_fk',
      columns: [t.contentIdeaId, t.userId],
      foreignColumns: [contentIdeas.id, contentIdeas.userId],
    }).onDelete('cascade'),
  ],
);

export const contentVariants = pgTable(
  'content_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    contentAnswerId: integer('content_answer_id').notNull(),
    format: text('format').$type<PostFormat>().notNull(),
    content: text('content').notNull(),
    contentMediaId: uuid('content_media_id').references(() => media.id, { onDelete: 'set null' }),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('content_variants_answer_idx').on(t.userId, t.contentAnswerId, t.id),
    foreignKey({
      name: 'content_variants_answer_fk',
      columns: [t.contentAnswerId, t.userId],
      foreignColumns: [contentAnswers.id, contentAnswers.userId],
    }).onDelete('cascade'),
  ],
);
