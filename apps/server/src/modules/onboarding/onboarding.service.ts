import type { AiKeywordSuggestions, AiTopicSuggestions } from '@inroad/contracts/ai';
import {
  cleanKeywords,
  ONBOARDING_KEYWORDS_MAX,
  type OnboardingData,
  type OnboardingSubmitResult,
} from '@inroad/contracts/onboarding';
import { includeKeywordsOf } from '@inroad/contracts/rule';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { AiService } from '../../platform/ai/ai-service.ts';
import { createSource, listSources } from '../source/source.service.ts';
import { createTracker, listTrackers, lockTrackersForEdit, updateTracker } from '../tracker/tracker.service.ts';
import { setMetadataFlag } from '../user/user.service.ts';
import * as q from './onboarding.queries.ts';
import { planOnboarding, withMissingPhrases } from './onboarding-plan.ts';

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Stores the answers and creates the Data Feeds and trackers they describe, all in one transaction, then marks
 * onboarding complete. Feeds and trackers are matched by name: a second submit (the wizard run again, from its
 * defaults) creates only what is new and leaves the user's own edits alone. The 'Hot lead' tracker only gains the
 * phrases it lacks, and the stored hot-lead phrases the enricher classifies with keep the earlier ones too.
 */
export async function submitOnboarding(options: {
  db: Db;
  queue: JobQueue;
  userId: string;
  data: OnboardingData;
}): Promise<OnboardingSubmitResult> {
  const { db, queue, userId, data } = options;
  const plan = planOnboarding(data);
  return db.transaction(async (tx) => {
    // First, and it takes the answers' row: a second submit sent at once (a double click, a second tab) waits here
    // until this one commits, then finds the feeds it made and makes none twice.
    const previous = await q.lockAnswers(tx, userId);
    await q.upsertAnswers(tx, userId, { ...data, hotLeadKeywords: keptHotLeadKeywords(previous, data) });

    const sourceNames = new Set((await listSources({ db: tx, userId })).map((source) => nameKey(source.name)));
    let sourcesCreated = 0;
    for (const body of plan.sources) {
      if (sourceNames.has(nameKey(body.name))) continue;
      await createSource({ db: tx, userId, body });
      sourceNames.add(nameKey(body.name));
      sourcesCreated++;
    }

    // Edited one after another below, so locked first in the order ingest holds them.
    await lockTrackersForEdit({ db: tx, userId });
    const trackers = await listTrackers({ db: tx, userId });
    let trackersCreated = 0;
    for (const body of plan.trackers) {
      const existing = trackers.find((tracker) => nameKey(tracker.name) === nameKey(body.name));
      if (existing) {
        const rules = withMissingPhrases(existing.rules, includeKeywordsOf(body.rules));
        if (rules) await updateTracker({ db: tx, queue, userId, body: { id: existing.id, rules } });
      } else {
        await createTracker({ db: tx, queue, userId, body });
        trackersCreated++;
      }
    }

    await setMetadataFlag({ db: tx, userId, flag: 'onboardingWizardComplete', value: true });
    return { status: 'success', sourcesCreated, trackersCreated };
  });
}

/** The phrases stored before, then the new ones, as many as the answers hold. */
function keptHotLeadKeywords(previous: OnboardingData | null, data: OnboardingData): string[] {
  const earlier = previous?.hotLeadKeywords ?? [];
  return cleanKeywords([...earlier, ...data.hotLeadKeywords]).slice(0, ONBOARDING_KEYWORDS_MAX);
}

/** The user's last submitted answers, or null (e.g. for the hot-lead phrases the classifier looks for). */
export async function getOnboardingAnswers({ db, userId }: { db: Db; userId: string }): Promise<OnboardingData | null> {
  return (await q.findAnswers(db, userId))?.answers ?? null;
}

export async function recordGettingStartedGuide(options: { db: Db; userId: string; complete: boolean }): Promise<void> {
  await q.setGettingStartedGuide(options.db, options.userId, options.complete ? new Date() : null);
}

/** Topic ideas for onboarding; a spent daily AI allowance surfaces as the API's 429. */
export function suggestTopics(options: { ai: AiService; userId: string; prompt: string }): Promise<AiTopicSuggestions> {
  return options.ai.suggestTopics({ userId: options.userId, prompt: options.prompt });
}

/** Keyword ideas for onboarding; a spent daily AI allowance surfaces as the API's 429. */
export function suggestKeywords(options: {
  ai: AiService;
  userId: string;
  prompt: string;
}): Promise<AiKeywordSuggestions> {
  return options.ai.suggestKeywords({ userId: options.userId, prompt: options.prompt });
}
