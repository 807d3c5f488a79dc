import type { OnboardingData } from '@inroad/contracts/onboarding';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { onboardingAnswers } from '../../db/schema/index.ts';

/**
 * Stores the answers, replacing earlier ones. The upsert also locks the user's row until the transaction
 * ends, so two submits of the same user run one after the other (no duplicate feeds).
 */
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
