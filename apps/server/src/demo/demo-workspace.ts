import { NormalizedPost } from '@inroad/contracts/post-ingest';
import { CreateSourceBody } from '@inroad/contracts/source';
import { CreateTrackerBody } from '@inroad/contracts/tracker';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { upsertUserByEmail } from '../modules/auth/auth.queries.ts';
import { ingestPosts } from '../modules/ingest/ingest.service.ts';
import { createSource, listSources } from '../modules/source/source.service.ts';
import { createTracker, listTrackers } from '../modules/tracker/tracker.service.ts';
import { setMetadataFlags, updateUserFields } from '../modules/user/user.queries.ts';
import { ADJACENT_PRODUCT, COMPETITOR, demoPeople } from './demo-people.ts';
import { type DemoFeed, demoPost } from './demo-posts.ts';
import { seededRandom } from './demo-random.ts';

export const DEMO_EMAIL = 'demo@inroad.localhost';
export const DEMO_DAYS = 30;
const POSTS_PER_DAY = { min: 40, max: 60 };
const DAY_MS = 86_400_000;
const INGEST_BATCH = 250;

type SourceInput = z.input<typeof CreateSourceBody>;
const keyword = (include: string[], exclude: string[] = []) => ({
  ruleType: 'keyword' as const,
  field: 'posterSlug' as const,
  inputs: [
    ...include.map((value) => ({ type: 'include' as const, value })),
    ...exclude.map((value) => ({ type: 'exclude' as const, value })),
  ],
});

/** The demo's Data Feeds: every feed category prefix, both platforms, rules that keep some posts out. */
const SOURCES: (SourceInput & { feed: Omit<DemoFeed, 'source'>; share: number })[] = [
  {
    name: 'Search Topic: Sales automation',
    platform: 'linkedin',
    followedEntityType: 'search',
    query: 'sales automation',
    keywords: ['sales automation', 'outbound'],
    tags: ['Sales ops'],
    rules: [keyword([], ['giveaway', 'crypto'])],
    feed: { platform: 'linkedin', topics: ['sales automation', 'outbound sequences', 'lead scoring', 'CRM hygiene'] },
    share: 0.22,
  },
  {
    name: 'Search Topic: Revenue operations',
    platform: 'linkedin',
    followedEntityType: 'search',
    query: 'revenue operations',
    keywords: ['forecast', 'pipeline'],
    tags: ['RevOps'],
    rules: [keyword(['pipeline', 'forecast', 'forecasting', 'quarter', 'review', 'revenue'])],
    feed: {
      platform: 'linkedin',
      topics: ['revenue operations', 'forecasting', 'pipeline reviews', 'territory planning'],
    },
    share: 0.2,
  },
  {
    name: `Competitor Mention: ${COMPETITOR}`,
    platform: 'linkedin',
    followedEntityType: 'search',
    query: `"${COMPETITOR}"`,
    keywords: [COMPETITOR],
    tags: ['Competitors'],
    feed: { platform: 'linkedin', topics: ['deal tracking', 'pipeline management', 'sales reporting'] },
    share: 0.12,
  },
  {
    name: `Adjacent Product: ${ADJACENT_PRODUCT}`,
    platform: 'linkedin',
    followedEntityType: 'search',
    query: ADJACENT_PRODUCT,
    keywords: [ADJACENT_PRODUCT, 'calls'],
    tags: ['Partners'],
    feed: { platform: 'linkedin', topics: ['cold calling', 'call coaching', 'connect rates'] },
    share: 0.1,
  },
  {
    name: 'Founders I follow',
    platform: 'linkedin',
    followedEntityType: 'profile_feed',
    url: 'https://linkedin.example.com/in/founders-demo-list',
    tags: ['Influencers'],
    strategy: 'track_influencers',
    feed: { platform: 'linkedin', topics: ['founder-led sales', 'go-to-market', 'pricing'] },
    share: 0.1,
  },
  {
    name: 'Main Feed: r/sales',
    platform: 'reddit',
    followedEntityType: 'main_feed',
    tags: ['Reddit'],
    strategy: 'track_main_feed',
    rules: [keyword([], ['meme'])],
    feed: { platform: 'reddit', topics: ['quota', 'commission plans', 'cold calling', 'discovery calls'] },
    share: 0.16,
  },
  {
    name: 'Search Topic: Cold email',
    platform: 'reddit',
    followedEntityType: 'my_feed',
    keywords: ['cold email', 'deliverability'],
    tags: ['Outbound'],
    feed: { platform: 'reddit', topics: ['cold email', 'deliverability', 'reply rates', 'follow-ups'] },
    share: 0.1,
  },
];

const TRACKERS: z.input<typeof CreateTrackerBody>[] = [
  {
    name: 'Buying signals',
    tags: ['Buying intent'],
    rules: [keyword(['looking for', 'alternative to', 'recommend', 'evaluating vendors', 'switching from'])],
  },
  { name: 'Competitor chatter', tags: ['Competitor'], rules: [keyword([COMPETITOR])] },
  {
    name: 'Hiring sales teams',
    platform: 'linkedin',
    tags: ['Hiring sales'],
    rules: [keyword(['hiring'], ['intern']), keyword(['SDRs', 'Account Executives', 'Sales Engineer', 'RevOps'])],
  },
  {
    name: 'Advice requests on Reddit',
    platform: 'reddit',
    tags: ['Advice request'],
    rules: [
      { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Asks for advice or a recommendation' }] },
    ],
  },
];

export interface DemoSeedResult {
  userId: string;
  sourcesCreated: number;
  trackersCreated: number;
  inserted: number;
  updated: number;
}

/**
 * Seeds (or refreshes) the demo user's workspace: sources, trackers and about 1,500 invented posts over the last
 * 30 days, ingested through the real ingest service. Idempotent: sources and trackers are matched by name, and a
 * post's id comes from its day and position, so a second run the same day changes nothing and a run on a later
 * day only adds that day's posts (posts dated after `now` wait for a later run).
 */
export async function seedDemoWorkspace(options: { db: Db; queue: JobQueue; now?: Date }): Promise<DemoSeedResult> {
  const { db, queue } = options;
  const now = options.now ?? new Date();
  const userId = await upsertUserByEmail(db, DEMO_EMAIL);
  await updateUserFields(db, userId, { firstName: 'Robin', lastName: 'Demo' });
  await setMetadataFlags(db, userId, {
    welcomeComplete: true,
    welcomeModalComplete: true,
    onboardingWizardComplete: true,
  });

  const existingSources = new Map((await listSources({ db, userId })).map((s) => [s.name, s.id]));
  let sourcesCreated = 0;
  for (const { feed: _feed, share: _share, ...body } of SOURCES) {
    if (existingSources.has(body.name)) continue;
    const source = await createSource({ db, userId, body: CreateSourceBody.parse(body) });
    existingSources.set(source.name, source.id);
    sourcesCreated++;
  }
  const existingTrackers = new Set((await listTrackers({ db, userId })).map((t) => t.name));
  let trackersCreated = 0;
  for (const body of TRACKERS) {
    if (existingTrackers.has(body.name)) continue;
    await createTracker({ db, queue, userId, body: CreateTrackerBody.parse(body) });
    trackersCreated++;
  }

  const people = demoPeople();
  const bySource = new Map<string, NormalizedPost[]>();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let daysAgo = DEMO_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = new Date(today - daysAgo * DAY_MS);
    const dayKey = day.toISOString().slice(0, 10).replaceAll('-', '');
    const random = seededRandom(`inroad-demo-${dayKey}`);
    const count = random.int(POSTS_PER_DAY.min, POSTS_PER_DAY.max);
    for (let i = 0; i < count; i++) {
      const source = pickByShare(random.next(), SOURCES);
      const postedAt = new Date(day.getTime() + Math.floor(random.next() * DAY_MS));
      const author = random.pick(source.feed.platform === 'linkedin' ? people.linkedin : people.reddit);
      const post = demoPost({
        random,
        feed: { ...source.feed, source: source.name },
        author,
        key: `${dayKey}-${i}`,
        postedAt,
      });
      if (postedAt > now) continue;
      const list = bySource.get(source.name) ?? [];
      list.push(NormalizedPost.parse(post));
      bySource.set(source.name, list);
    }
  }

  let inserted = 0;
  let updated = 0;
  for (const [name, posts] of bySource) {
    for (let i = 0; i < posts.length; i += INGEST_BATCH) {
      const result = await ingestPosts({
        db,
        queue,
        userId,
        sourceId: existingSources.get(name) ?? null,
        posts: posts.slice(i, i + INGEST_BATCH),
      });
      inserted += result.inserted;
      updated += result.updated;
    }
  }
  return { userId, sourcesCreated, trackersCreated, inserted, updated };
}

function pickByShare<T extends { share: number }>(roll: number, items: readonly T[]): T {
  let left = roll * items.reduce((sum, item) => sum + item.share, 0);
  for (const item of items) {
    left -= item.share;
    if (left < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('no items');
  return last;
}
