import { JSON_DEPTH_MAX, NETWORK_JSON_VALUES_MAX, POSTS_PER_CALL_MAX } from '@inroad/contracts/json-limits';
import { FORMAT_BODY_LIMIT_BYTES } from '@inroad/contracts/network';
import { minimalRedditPost, nestedAboutCards } from '../../apps/server/test/fixtures/network/adversarial.ts';

// Hostile network answers at the limits a request may reach (contracts/json-limits.ts): each built so that a walk
// that is not linear, not iterative or not bounded would take far longer than the rest.

export type Shape = { name: string; path: string; body: unknown };

const BUDGET = NETWORK_JSON_VALUES_MAX - 100;

/** Small objects {i, s} in a list: three values each. */
const filler = (values: number) => Array.from({ length: Math.floor(values / 3) }, (_, i) => ({ i, s: `v${i}` }));

function aboutCardsAtCaps(): unknown {
  // Cards nest two levels each; leave room for the body's own levels.
  const levels = Math.floor((JSON_DEPTH_MAX - 6) / 2);
  return nestedAboutCards(levels, Math.floor(BUDGET / levels / 3));
}

function deepAndWide(): unknown {
  let value: unknown = filler(BUDGET - JSON_DEPTH_MAX);
  for (let i = 0; i < JSON_DEPTH_MAX - 8; i++) value = { kind: 'Listing', a: value };
  return { kind: 'Listing', data: { children: [value] } };
}

function redditPostsAtCaps(): unknown {
  // Each post's filler takes about 7 KB: its text fills the rest of its share of the byte limit.
  const words = Math.floor((FORMAT_BODY_LIMIT_BYTES * 0.95) / POSTS_PER_CALL_MAX / 5) - 1_500;
  const children = Array.from({ length: POSTS_PER_CALL_MAX }, (_, i) => ({
    kind: 't3',
    data: {
      ...minimalRedditPost(i),
      selftext: 'word '.repeat(words),
      filler: filler(Math.floor(BUDGET / POSTS_PER_CALL_MAX) - 30),
    },
  }));
  return { kind: 'Listing', data: { children } };
}

function linkedinSharedActor(): unknown {
  // Every post's actor is one entity holding most of the body: a per-post walk of it would repeat it 100 times.
  const actor = { entityUrn: 'urn:li:fsd_profile:ACoAAShared', $type: 'x.Profile', deep: filler(BUDGET - 2_000) };
  const updates = Array.from({ length: POSTS_PER_CALL_MAX }, (_, i) => ({
    $type: 'com.linkedin.voyager.dash.feed.Update',
    entityUrn: `urn:li:fsd_update:(urn:li:activity:${7_200_000_000_000_000_000n + BigInt(i)},FEED)`,
    '*actor': 'urn:li:fsd_profile:ACoAAShared',
    actor: { name: { text: 'Shared Actor' }, '*image': 'urn:li:fsd_profile:ACoAAShared' },
    commentary: { text: { text: `Post ${i}` } },
  }));
  return { data: { '*elements': updates.map((u) => u.entityUrn) }, included: [actor, ...updates] };
}

function manyCopiesOfOneEntity(): unknown {
  const copies = 450;
  const keys = Math.floor(BUDGET / copies / 2) - 2;
  const included = Array.from({ length: copies }, (_, c) => {
    const entity: Record<string, unknown> = {
      entityUrn: 'urn:li:fsd_profile:ACoAADup',
      $type: 'x.identity.profile.Profile',
    };
    for (let k = 0; k < keys; k++) entity[`k${c}_${k}`] = k;
    return entity;
  });
  return { data: { '*elements': ['urn:li:fsd_profile:ACoAADup'] }, included };
}

function unsafeTextEverywhere(): unknown {
  const children = Array.from({ length: Math.floor(BUDGET / 2) - 10 }, (_, i) => `v\u0000${i}\ud800`);
  return { kind: 'Listing', data: { children } };
}

function longUrns(): unknown {
  // One megabyte of 'fsd_profileCard:(' without a comma: a pattern scanning on from every match is quadratic.
  const urn = 'fsd_profileCard:('.repeat(60_000);
  return {
    data: { '*elements': ['urn:li:fsd_profile:ACoAALong'] },
    included: [
      { $type: 'x.identity.profile.Profile', entityUrn: 'urn:li:fsd_profile:ACoAALong', firstName: 'Long' },
      { entityUrn: urn, $type: 'x.PagedListComponent' },
      { entityUrn: 'EXPERIENCE'.repeat(100_000), $type: 'x.PagedListComponent' },
    ],
  };
}

export function shapes(): Shape[] {
  return [
    { name: 'nested About cards (depth and values at the caps)', path: 'linkedin/profile', body: aboutCardsAtCaps() },
    { name: 'nested to the depth cap, wide at the bottom', path: 'reddit/posts', body: deepAndWide() },
    {
      name: '100 Reddit posts filling the byte cap, values at the cap',
      path: 'reddit/posts',
      body: redditPostsAtCaps(),
    },
    { name: '100 LinkedIn posts sharing one huge actor', path: 'linkedin/posts', body: linkedinSharedActor() },
    { name: '450 copies of one entity', path: 'linkedin/profile', body: manyCopiesOfOneEntity() },
    { name: 'NUL and lone surrogates in 100,000 strings', path: 'reddit/comments', body: unsafeTextEverywhere() },
    { name: 'megabyte URNs against the URN patterns', path: 'linkedin/profile', body: longUrns() },
  ];
}
