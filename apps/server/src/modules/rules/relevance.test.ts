import { describe, expect, it } from 'vitest';
import {
  engagementPoints,
  influenceScore,
  type RelevanceSignals,
  recencyBoost,
  relevanceBase,
  relevanceScore,
} from './relevance.ts';

const none: RelevanceSignals = {
  trackerTagsMatched: 0,
  keywordsMatched: 0,
  contentTags: [],
  posterHeadline: null,
  connectionDepth: null,
  likes: 0,
  comments: 0,
  shares: 0,
};
const now = new Date('2026-03-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('relevanceBase', () => {
  it('is 0 for a post with no signals', () => {
    expect(relevanceBase(none)).toBe(0);
  });

  it('adds capped points for tracker tags and keywords', () => {
    expect(relevanceBase({ ...none, trackerTagsMatched: 1 })).toBe(15);
    expect(relevanceBase({ ...none, trackerTagsMatched: 5 })).toBe(30);
    expect(relevanceBase({ ...none, keywordsMatched: 2 })).toBe(16);
    expect(relevanceBase({ ...none, keywordsMatched: 10 })).toBe(24);
  });

  it('weighs content tags case-insensitively, once each, capped', () => {
    expect(relevanceBase({ ...none, contentTags: ['Hot lead'] })).toBe(20);
    expect(relevanceBase({ ...none, contentTags: ['Question', 'question'] })).toBe(10);
    expect(relevanceBase({ ...none, contentTags: ['Custom'] })).toBe(3);
    expect(relevanceBase({ ...none, contentTags: ['Hot lead', 'Question', 'Hiring'] })).toBe(25);
  });

  it('rewards executive headlines and close connections', () => {
    expect(relevanceBase({ ...none, posterHeadline: 'Founder at Example' })).toBe(12);
    expect(relevanceBase({ ...none, posterHeadline: 'Directory of services' })).toBe(0);
    expect(relevanceBase({ ...none, connectionDepth: '1st' })).toBe(10);
    expect(relevanceBase({ ...none, connectionDepth: 'DISTANCE_2' })).toBe(6);
    expect(relevanceBase({ ...none, connectionDepth: '3rd+' })).toBe(2);
  });

  it('ranks a matching executive lead above a bare post', () => {
    const lead = { ...none, trackerTagsMatched: 1, keywordsMatched: 1, posterHeadline: 'CEO', connectionDepth: '2nd' };
    expect(relevanceBase(lead)).toBeGreaterThan(relevanceBase({ ...none, likes: 5000 }));
  });
});

describe('engagementPoints', () => {
  it('grows on a log scale and saturates at 10', () => {
    expect(engagementPoints(0, 0, 0)).toBe(0);
    expect(engagementPoints(9, 0, 0)).toBeCloseTo(10 / 3, 5);
    expect(engagementPoints(999, 0, 0)).toBeCloseTo(10, 5);
    expect(engagementPoints(100_000, 0, 0)).toBe(10);
    expect(engagementPoints(0, 1, 0)).toBeGreaterThan(engagementPoints(1, 0, 0));
    expect(engagementPoints(-5, 0, 0)).toBe(0);
  });
});

describe('recencyBoost', () => {
  it('halves every 24 hours and ignores future dates', () => {
    expect(recencyBoost(now, now)).toBe(20);
    expect(recencyBoost(hoursAgo(24), now)).toBeCloseTo(10, 5);
    expect(recencyBoost(hoursAgo(48), now)).toBeCloseTo(5, 5);
    expect(recencyBoost(hoursAgo(-5), now)).toBe(20);
  });
});

describe('relevanceScore', () => {
  it('is base plus recency, with a maximum of 131', () => {
    const best: RelevanceSignals = {
      trackerTagsMatched: 9,
      keywordsMatched: 9,
      contentTags: ['Hot lead', 'Question'],
      posterHeadline: 'Founder',
      connectionDepth: '1st',
      likes: 10_000,
      comments: 0,
      shares: 0,
    };
    expect(relevanceScore(best, now, now)).toBe(131);
    expect(relevanceScore(none, hoursAgo(24), now)).toBeCloseTo(10, 5);
  });
});

describe('influenceScore', () => {
  it('uses followers when known, else weighted engagement', () => {
    expect(influenceScore({ posterFollowers: 5000, likes: 1, comments: 1, shares: 1 })).toBe(5000);
    expect(influenceScore({ posterFollowers: null, likes: 1, comments: 1, shares: 1 })).toBe(6);
    expect(influenceScore({ posterFollowers: 0, likes: 2, comments: 0, shares: 0 })).toBe(2);
  });
});
