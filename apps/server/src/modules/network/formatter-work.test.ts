import {
  formatLinkedinPosts,
  formatLinkedinProfile,
  formatRedditComments,
  formatRedditPosts,
} from '@inroad/contracts/network';
import { describe, expect, it } from 'vitest';
import { nestedAboutCards, redditListing } from '../../../test/fixtures/network/adversarial.ts';
import * as service from './network.service.ts';

// The work a formatter call does, counted as reads of the answer's fields (not as time, which the shared machine
// makes noisy): an answer twice as large must cost about twice as much. A walk that searches a subtree again per
// enclosing node, or merges copies by rescanning, reads quadratically more and fails these.

type Counter = { reads: number };

/** The value behind proxies that count every field read, key listing and key test, at any depth. */
function counted<T>(value: T, counter: Counter, cache = new WeakMap<object, object>()): T {
  if (value === null || typeof value !== 'object') return value;
  const known = cache.get(value);
  if (known) return known as T;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      counter.reads++;
      return counted(Reflect.get(target, key, receiver), counter, cache);
    },
    ownKeys(target) {
      counter.reads++;
      return Reflect.ownKeys(target);
    },
    has(target, key) {
      counter.reads++;
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      counter.reads++;
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  cache.set(value, proxy);
  return proxy as T;
}

type Body = { safeParse(value: unknown): { success: boolean; data?: unknown } } | undefined;

/** Reads of one formatter request (the contract's validation with its cleaning, then the formatter). */
async function readsOf(body: Body, run: (parsed: never) => unknown, rawData: unknown): Promise<number> {
  const counter = { reads: 0 };
  const parsed = body?.safeParse({ rawData: counted(rawData, counter) });
  if (!parsed) throw new Error('the endpoint has no body schema');
  expect(parsed.success).toBe(true);
  await run(parsed.data as never);
  return counter.reads;
}

/** Reads for an answer of size n and of size 2n: the second must stay near twice the first. */
async function expectLinear(size: number, build: (n: number) => unknown, body: Body, run: (b: never) => unknown) {
  const small = await readsOf(body, run, build(size));
  const large = await readsOf(body, run, build(size * 2));
  expect(small).toBeGreaterThan(size);
  expect(large / small).toBeLessThan(2.5);
}

const profile = (b: never) => service.formatLinkedinProfile(b);

function copiesOfOneEntity(copies: number): unknown {
  const included = Array.from({ length: copies }, (_, c) => ({
    entityUrn: 'urn:li:fsd_profile:ACoAADup',
    $type: 'x.identity.profile.Profile',
    [`k${c}a`]: c,
    [`k${c}b`]: c,
  }));
  return { data: { '*elements': ['urn:li:fsd_profile:ACoAADup'] }, included };
}

function postsSharingOneActor(posts: number): unknown {
  const actor = {
    entityUrn: 'urn:li:fsd_profile:ACoAAShared',
    deep: Array.from({ length: posts * 20 }, (_, i) => ({ i, s: `v${i}` })),
  };
  const updates = Array.from({ length: posts }, (_, i) => ({
    $type: 'com.linkedin.voyager.dash.feed.Update',
    entityUrn: `urn:li:fsd_update:(urn:li:activity:${7_200_000_000_000_000_000n + BigInt(i)},FEED)`,
    '*actor': 'urn:li:fsd_profile:ACoAAShared',
    actor: { name: { text: 'Shared Actor' }, '*image': 'urn:li:fsd_profile:ACoAAShared' },
    commentary: { text: { text: `Post ${i}` } },
  }));
  return { data: { '*elements': updates.map((u) => u.entityUrn) }, included: [actor, ...updates] };
}

const unsafeStrings = (count: number) => ({
  kind: 'Listing',
  data: { children: Array.from({ length: count }, (_, i) => `v\u0000${i}\ud800`) },
});

describe('formatter work grows linearly with the answer', () => {
  it('nested About cards: each card is read once, not once per enclosing card', async () => {
    await expectLinear(200, (n) => nestedAboutCards(n, 4), formatLinkedinProfile.body, profile);
  });

  it('copies of one entity are merged by reading each copy once', async () => {
    await expectLinear(500, copiesOfOneEntity, formatLinkedinProfile.body, profile);
  });

  it('posts sharing one large actor do not each walk the actor', async () => {
    await expectLinear(
      40,
      postsSharingOneActor,
      formatLinkedinPosts.body,
      (b) => service.formatPosts({ platform: 'linkedin', userId: 'u', body: b }) as never,
    );
  });

  it('a Reddit listing is read once per post', async () => {
    await expectLinear(
      40,
      redditListing,
      formatRedditPosts.body,
      (b) => service.formatPosts({ platform: 'reddit', userId: 'u', body: b }) as never,
    );
  });

  it('NUL and lone surrogates are cleaned in one pass over the strings', async () => {
    await expectLinear(5_000, unsafeStrings, formatRedditComments.body, (b) => service.formatRedditComments(b));
  });
});
