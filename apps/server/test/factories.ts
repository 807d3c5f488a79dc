import { getPost, type Post } from '@inroad/contracts/post';
import { NormalizedPost, type NormalizedPoster, type NormalizedPostInput } from '@inroad/contracts/post-ingest';
import { type CreateSourceBody, createSource as createSourceEndpoint } from '@inroad/contracts/source';
import { type CreateTrackerBody, createTracker as createTrackerEndpoint } from '@inroad/contracts/tracker';
import { getUserSettings } from '@inroad/contracts/user';
import type { z } from 'zod';
import { type IngestResult, ingestPosts } from '../src/modules/ingest/ingest.service.ts';
import { expectOk, type TestApp } from './harness.ts';

/** Test data builders: invented people and example.com URLs only. */

let sequence = 0;
const next = () => ++sequence;

type PostOverrides = Omit<Partial<NormalizedPostInput>, 'poster' | 'media' | 'counts'> & {
  poster?: Partial<z.input<typeof NormalizedPoster>>;
  media?: Partial<NonNullable<NormalizedPostInput['media']>>;
  counts?: Partial<NonNullable<NormalizedPostInput['counts']>>;
};

/** A valid post as the network parsers hand it over; every call gets a new external id and author. */
export function buildNormalizedPost(overrides: PostOverrides = {}): NormalizedPost {
  const n = next();
  const { poster, media, counts, ...rest } = overrides;
  return NormalizedPost.parse({
    platform: 'linkedin',
    externalId: `urn:li:activity:${7_000_000_000 + n}`,
    url: `https://linkedin.example.com/feed/update/urn:li:activity:${7_000_000_000 + n}`,
    content: `Post number ${n} about building a sales pipeline.`,
    postedAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    connectionDepth: '2nd',
    ...rest,
    poster: {
      name: `Author ${n}`,
      headline: 'Account Executive at Example Corp',
      profileUrl: `https://linkedin.example.com/in/author-${n}`,
      imageUrl: null,
      salesNavId: null,
      entityId: `ACoAA${n}`,
      slug: `author-${n}`,
      ...poster,
    },
    media: { imageUrl: null, videoUrl: null, externalLink: null, carouselImages: [], fullCarouselUrl: null, ...media },
    counts: { likes: 0, comments: 0, shares: 0, ...counts },
  } satisfies NormalizedPostInput);
}

export function buildSourceBody(overrides: Partial<z.input<typeof CreateSourceBody>> = {}) {
  return {
    name: `Search Topic: pipeline ${next()}`,
    platform: 'linkedin',
    followedEntityType: 'search',
    query: 'sales pipeline',
    ...overrides,
  } satisfies z.input<typeof CreateSourceBody>;
}

export function buildTrackerBody(overrides: Partial<z.input<typeof CreateTrackerBody>> = {}) {
  return {
    name: `Tracker ${next()}`,
    platform: 'all',
    tags: ['Pipeline'],
    rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'pipeline' }] }],
    ...overrides,
  } satisfies z.input<typeof CreateTrackerBody>;
}

/** A tracker that tags posts about webinars 'Events', run at once over the user's last `analyzeLastNPosts` posts. */
export function buildWebinarTrackerBody(analyzeLastNPosts: number) {
  return buildTrackerBody({
    tags: ['Events'],
    rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'webinar' }] }],
    analyzeLastNPosts,
  });
}

export type TestUser = { token: string; userId: string };

/** A fresh account with a session (no mail round trip: see TestApp.session); its session token and user id. */
export async function signUp(t: TestApp, email = `user${next()}@example.com`): Promise<TestUser> {
  const token = await t.session(email);
  const settings = expectOk(await t.call(getUserSettings, { token }));
  return { token, userId: settings.body.id };
}

/** Creates a source through the API and returns its id. */
export async function createSource(
  t: TestApp,
  user: TestUser,
  overrides: Partial<z.input<typeof CreateSourceBody>> = {},
): Promise<string> {
  const res = await t.call(createSourceEndpoint, { token: user.token, body: buildSourceBody(overrides) });
  return expectOk(res, 200).body.id;
}

export async function createTracker(
  t: TestApp,
  user: TestUser,
  overrides: Partial<z.input<typeof CreateTrackerBody>> = {},
): Promise<string> {
  const res = await t.call(createTrackerEndpoint, { token: user.token, body: buildTrackerBody(overrides) });
  return expectOk(res, 200).body.id;
}

/** Ingests posts for a user through the real ingest service, then waits for enrichment jobs. */
export async function ingest(
  t: TestApp,
  user: TestUser,
  posts: NormalizedPost[],
  sourceId: string | null = null,
): Promise<IngestResult> {
  const result = await ingestPosts({ db: t.ctx.db, queue: t.ctx.queue, userId: user.userId, sourceId, posts });
  await t.drainJobs();
  return result;
}

/** The whole post (GET /api/post/:id): the list carries only what its rows show. */
export async function fullPost(t: TestApp, user: { token: string }, id: string): Promise<Post> {
  const res = await t.call(getPost, { token: user.token, params: { id } });
  if (!res.ok) throw new Error(`GET /api/post/${id} answered ${res.status}`);
  return res.body;
}

/** The whole posts of a list answer, in its order. */
export async function fullPosts(t: TestApp, user: { token: string }, listed: readonly { id: string }[]) {
  const out: Post[] = [];
  // A few at a time: a demo workspace lists over a thousand.
  for (let i = 0; i < listed.length; i += 20) {
    out.push(...(await Promise.all(listed.slice(i, i + 20).map((post) => fullPost(t, user, post.id)))));
  }
  return out;
}
