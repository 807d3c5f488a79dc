import { NETWORK_JSON_VALUES_MAX, POSTS_PER_CALL_MAX } from '@inroad/contracts/json-limits';
import { describe, expect, it } from 'vitest';
import {
  deepArray,
  deepObject,
  nestedAboutCards,
  redditListing,
  wideArray,
} from '../../../test/fixtures/network/adversarial.ts';
import { parseLinkedinPosts } from './linkedin/posts.ts';
import { parseLinkedinProfile } from './linkedin/profile.ts';
import { ENTITY_FIELDS_MAX, voyagerDocument } from './linkedin/voyager.ts';
import { jsonBody, RawDataError, stringsIn, textOf } from './raw.ts';
import { parseRedditComments } from './reddit/comments.ts';
import { isListingAnswer, parseRedditPosts } from './reddit/posts.ts';

// Each case overflowed the call stack (a 500) or took seconds on the walks these formatters used before.

function rawDataError(run: () => unknown): RawDataError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof RawDataError) return error;
    throw error;
  }
  return undefined;
}

describe('formatters on hostile shapes', () => {
  it('finds the About text of nested ABOUT cards in one walk (0.67 MB of cards nested 2,000 deep)', () => {
    const body = nestedAboutCards(2000, 12);
    expect(JSON.stringify(body).length).toBeGreaterThan(550_000);
    const started = performance.now();
    const profile = parseLinkedinProfile(body);
    // The walk that searched each card's subtree again took 4-9 s here; one walk takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(profile).toMatchObject({ name: 'Deep Cards', about: null });
  });

  it('still reads an About card whose text lies deep inside it', () => {
    const body = nestedAboutCards(50, 2) as { included: Record<string, unknown>[] };
    let card = body.included[1] as Record<string, unknown>;
    while (card.inner) card = card.inner as Record<string, unknown>;
    card.textComponent = { text: { text: 'Found at the bottom' } };
    expect(parseLinkedinProfile(body).about).toBe('Found at the bottom');
  });

  it('answers "not a listing" for deeply nested arrays instead of overflowing', () => {
    expect(isListingAnswer(deepArray(50_000))).toBe(false);
    expect(rawDataError(() => parseRedditPosts(deepArray(50_000)))?.message).toMatch(/is not a Reddit listing/);
    expect(rawDataError(() => parseRedditComments(deepArray(50_000)))?.status).toBe(400);
  });

  it('collects strings of a wide array without spreading it onto the call stack, within its budget', () => {
    expect(stringsIn([wideArray(300_000)], 1_000_000)).toHaveLength(300_000);
    expect(stringsIn(wideArray(300_000))).toHaveLength(4_999);
  });

  it('reads nested text models iteratively and stops at a sane depth', () => {
    expect(textOf({ text: { text: 'Hi' } })).toBe('Hi');
    expect(textOf(deepObject(100_000))).toBeUndefined();
  });

  it('holds rawData sent as a JSON string to the same depth and size limits', () => {
    const deep = rawDataError(() => jsonBody('['.repeat(5_000) + ']'.repeat(5_000)));
    expect(deep).toMatchObject({ status: 400, message: 'rawData: is nested deeper than 100 levels' });
    const wide = rawDataError(() => jsonBody(JSON.stringify(wideArray(NETWORK_JSON_VALUES_MAX + 1))));
    expect(wide).toMatchObject({ status: 413, message: `rawData: holds more than ${NETWORK_JSON_VALUES_MAX} values` });
  });

  it('reads at most POSTS_PER_CALL_MAX posts a call, with 413 naming the count', () => {
    expect(parseRedditPosts(redditListing(POSTS_PER_CALL_MAX)).posts).toHaveLength(POSTS_PER_CALL_MAX);
    expect(rawDataError(() => parseRedditPosts(redditListing(POSTS_PER_CALL_MAX + 1)))).toMatchObject({
      status: 413,
      message: `rawData: holds ${POSTS_PER_CALL_MAX + 1} posts; at most ${POSTS_PER_CALL_MAX} per call`,
    });
    const elements = Array.from({ length: POSTS_PER_CALL_MAX + 1 }, (_, i) => ({ $type: 'x', n: i }));
    expect(rawDataError(() => parseLinkedinPosts({ data: { elements } }))?.status).toBe(413);
  });

  it('merges many copies of one entity in linear time', () => {
    const copies = Array.from({ length: 2_000 }, (_, i) => ({ entityUrn: 'urn:li:x:1', [`k${i}`]: i }));
    const started = performance.now();
    const doc = voyagerDocument([{ included: copies }]);
    // The first copy's fields, then new ones from later copies up to the cap.
    expect(Object.keys(doc.resolve('urn:li:x:1') ?? {})).toHaveLength(ENTITY_FIELDS_MAX);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
