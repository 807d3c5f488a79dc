import type { OnboardingData } from '@inroad/contracts/onboarding';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The onboarding wizard's answers, one row per user, replaced on every submit. */
export const onboardingAnswers = pgTable('onboarding_answers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Null until the wizard is submitted (the getting-started flag can come first). */
  answers: jsonb('answers').$type<OnboardingData>(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  gettingStartedGuideAt: timestamp('getting_started_guide_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
