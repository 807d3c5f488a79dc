// Hostile shapes of network answers, for the formatters' limit tests and bench/formatters: each is built to make a
// naive walk do far more than linear work, or to overflow a recursive one.

/** [[[…]]] nested `depth` levels. */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** {a:{a:{…}}} nested `depth` levels. */
export function deepObject(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** One array holding `width` small values. */
export function wideArray(width: number): unknown[] {
  return Array.from({ length: width }, (_, i) => `v${i}`);
}

/**
 * A profile answer whose About cards nest inside one another, each with `siblings` plain objects beside the next
 * card and no text anywhere: a walk that searches each card's subtree again visits the inner levels once per card.
 */
export function nestedAboutCards(levels: number, siblings: number): unknown {
  let card: Record<string, unknown> = { entityUrn: `urn:li:fsd_profileCard:(ACoAAX${levels},ABOUT,en_US)` };
  for (let level = levels - 1; level >= 0; level--) {
    const filler = Array.from({ length: siblings }, (_, i) => ({ i, label: `x${i}` }));
    card = { entityUrn: `urn:li:fsd_profileCard:(ACoAAX${level},ABOUT,en_US)`, filler, inner: card };
  }
  return {
    data: { '*elements': ['urn:li:fsd_profile:ACoAAX'] },
    included: [
      {
        $type: 'com.linkedin.voyager.dash.identity.profile.Profile',
        entityUrn: 'urn:li:fsd_profile:ACoAAX',
        firstName: 'Deep',
        lastName: 'Cards',
      },
      card,
    ],
  };
}

/** A Reddit listing of `count` minimal posts. */
export function redditListing(count: number): unknown {
  const children = Array.from({ length: count }, (_, i) => ({
    kind: 't3',
    data: {
      name: `t3_p${i}`,
      title: `Post ${i}`,
      author: 'someone',
      created_utc: 1_760_000_000 + i,
      permalink: `/r/x/comments/p${i}/`,
    },
  }));
  return { kind: 'Listing', data: { children } };
}
