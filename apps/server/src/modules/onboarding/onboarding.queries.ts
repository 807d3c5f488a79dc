import type { OnboardingData } from '@inroad/contracts/onboarding';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { onboardingAnswers } from '../../db/schema/index.ts';

/**
 * Locks the user's answers row until the transaction ends, making it when there is none, and returns the answers
 * stored so far. Two submits of the same user thereby run one after the other: the second waits here, then sees
 * what the first stored and the feeds it made (no duplicates).
 */
export async function lockAnswers(db: DbOrTx, userId: string): Promise<OnboardingData | null> {
  const [row] = await db
    .insert(onboardingAnswers)
    .values({ userId, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: onboardingAnswers.userId, set: { updatedAt: sql`now()` } })
    .returning({ answers: onboardingAnswers.answers });
  return row?.answers ?? null;
}

/** Stores the answers, replacing earlier ones. */
export async function upsertAnswers(db: DbOrTx, userId: string, answers: OnboardingData): Promise<void> {
  const now = new Date();
  await db
    .insert(onboardingAnswers)
    .values({ userId, answers, submittedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: onboardingAnswers.userId, set: { answers, submittedAt: now, updatedAt: now } });
}

export async function findAnswers(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
  return row;
}

export async function setGettingStartedGuide(db: DbOrTx, userId: string, at: Date | null): Promise<void> {
  await db
    .insert(onboardingAnswers)
    .values({ userId, gettingStartedGuideAt: at, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: onboardingAnswers.userId,
      set: { gettingStartedGuideAt: at, updatedAt: sql`now()` },
    });
}
