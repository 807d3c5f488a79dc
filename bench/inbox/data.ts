import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import type { CreateSourceBody } from '@inroad/contracts/source';
import type { CreateTrackerBody } from '@inroad/contracts/tracker';
import type { z } from 'zod';
import { buildNormalizedPost, buildSourceBody, buildTrackerBody } from '../../apps/server/test/factories.ts';

/**
 * Invented inbox data for the benchmarks: posts about sales topics by invented people (example.com URLs), the
 * sources they came from and the trackers that tag them. Deterministic for a given seed, so two runs measure the
 * same rows.
 */

export type Random = () => number;

/** mulberry32: small, fast, and good enough to spread rows over dates, topics and flags. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: Random, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** One tracker per topic: each tags the posts whose text mentions its word. */
export const TOPICS = [
  'pipeline',
  'forecast',
  'quota',
  'churn',
  'onboarding',
  'pricing',
  'renewal',
  'outbound',
  'prospecting',
  'discovery',
  'negotiation',
  'procurement',
  'crm',
  'enablement',
  'hiring',
  'fundraising',
  'launch',
  'partnership',
  'webinar',
  'retention',
] as const;

export const tagOfTopic = (topic: string) => topic.charAt(0).toUpperCase() + topic.slice(1);

export function trackerBodies(count: number): z.input<typeof CreateTrackerBody>[] {
  return TOPICS.slice(0, count).map((topic) =>
    buildTrackerBody({
      name: `Tracker ${tagOfTopic(topic)}`,
      tags: [tagOfTopic(topic)],
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: topic }] }],
    }),
  );
}

/** Eight feeds of the four categories; three have rules, so part of their posts stay out of the Priority Inbox. */
export function sourceBodies(): z.input<typeof CreateSourceBody>[] {
  const feed = (name: string, query: string, tags: string[], include: string[] = []) =>
    buildSourceBody({
      name,
      query,
      tags,
      rules: include.length
        ? [{ ruleType: 'keyword', field: 'posterSlug', inputs: include.map((value) => ({ type: 'include', value })) }]
        : [],
    });
  return [
    feed('Search Topic: sales pipeline', 'sales pipeline', ['Leads']),
    feed(
      'Search Topic: revenue operations',
      'revenue operations',
      ['RevOps'],
      ['forecast', 'crm', 'quota', 'pipeline'],
    ),
    feed('Competitor Mention: Example Corp', 'Example Corp', ['Competitors']),
    feed('Competitor Mention: Sample Labs', 'Sample Labs', ['Competitors'], ['pricing', 'renewal', 'churn']),
    feed('Adjacent Product: CRM tools', 'crm tools', ['Adjacent']),
    feed('Main Feed: home', 'home', []),
    feed('Search Topic: sales hiring', 'sales hiring', ['Hiring'], ['hiring', 'enablement', 'onboarding']),
    feed('Adjacent Product: forecasting', 'forecasting software', ['Adjacent']),
  ];
}

export const CONTENT_TAGS = ['Sales', 'Marketing', 'Leadership', 'Hiring', 'Product', 'Funding', 'Event'] as const;

const HEADLINES = [
  'Account Executive at Example Corp',
  'Sales Development Representative at Sample Labs',
  'VP of Sales at Example Systems',
  'Founder and CEO at Demo Analytics',
  'Revenue Operations Manager at Test Cloud',
  'Director of Marketing at Example Media',
  'Customer Success Lead at Sample Software',
  'Chief Revenue Officer at Example Health',
  'Solutions Engineer at Demo Data',
  'Recruiter at Example Talent',
];
const DEPTHS = ['1st', '2nd', '2nd', '3rd+', '3rd+', '3rd+'];
const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emery', 'Sage', 'Reese'];
const LAST = ['Example', 'Sample', 'Tester', 'Demo', 'Placeholder', 'Fictional', 'Madeup', 'Invented'];
const OPENERS = [
  'Three lessons from this quarter',
  'Hot take',
  'We just wrapped our team offsite',
  'A question for sales leaders',
  'Something I keep seeing',
  'Small win worth sharing',
];
const SENTENCES = [
  (t: string) => `Most teams treat ${t} as an afterthought until the numbers slip.`,
  (t: string) => `Our ${t} playbook changed completely once we talked to customers every week.`,
  (t: string) => `If your ${t} process needs a spreadsheet to explain, it is too complicated.`,
  (t: string) => `The best reps I know spend an hour a day on ${t} and protect that time.`,
  (t: string) => `We measured ${t} for six months and the pattern surprised everyone.`,
  (t: string) => `Nobody gets promoted for ${t}, yet it decides the quarter.`,
];
const FILLER = [
  'Curious what others are doing here.',
  'Comment below and I will share the template.',
  'Proud of this team.',
  'More on this next week.',
  'Agree or disagree?',
];
/** The phrase the text-search query looks for, in about one post in twenty-five. */
export const SEARCH_PHRASE = 'pipeline review';

function contentOf(rand: Random, n: number): string {
  const parts = [`${pick(rand, OPENERS)}:`];
  const sentences = 2 + Math.floor(rand() * 3);
  for (let s = 0; s < sentences; s++) parts.push(pick(rand, SENTENCES)(pick(rand, TOPICS)));
  if (rand() < 0.04) parts.push(`Every Monday we run a ${SEARCH_PHRASE} with the whole team, no slides.`);
  parts.push(pick(rand, FILLER), `#sales #post${n % 1000}`);
  return parts.join(' ');
}

/** Post number `n` (unique per run), posted at a random time within the last `days` days before `now`. */
export function benchPost(rand: Random, n: number, now: number, days: number): NormalizedPost {
  const first = pick(rand, FIRST);
  const last = pick(rand, LAST);
  const author = Math.floor(rand() * 5_000);
  const slug = `${first}-${last}-${author}`.toLowerCase();
  return buildNormalizedPost({
    externalId: `urn:li:activity:${8_000_000_000 + n}`,
    url: `https://linkedin.example.com/feed/update/urn:li:activity:${8_000_000_000 + n}`,
    content: contentOf(rand, n),
    postedAt: new Date(now - Math.floor(rand() * days * 86_400_000)).toISOString(),
    connectionDepth: pick(rand, DEPTHS),
    poster: {
      name: `${first} ${last}`,
      headline: pick(rand, HEADLINES),
      profileUrl: `https://linkedin.example.com/in/${slug}`,
      imageUrl: null,
      entityId: `ACoAB${author}`,
      slug,
    },
    counts: {
      likes: rand() < 0.6 ? Math.floor(rand() ** 3 * 2_000) : 0,
      comments: rand() < 0.4 ? Math.floor(rand() ** 3 * 300) : 0,
      shares: rand() < 0.2 ? Math.floor(rand() ** 3 * 100) : 0,
    },
  });
}
