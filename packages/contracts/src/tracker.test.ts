import { describe, expect, it } from 'vitest';
import {
  CreateTrackerBody,
  DeleteTrackerBody,
  Tracker,
  trackedEntityFitsPlatform,
  UpdateTrackerBody,
} from './tracker.ts';

const ID = '3f1c2a9e-8d5b-4c3a-9f2e-1a2b3c4d5e6f';

describe('CreateTrackerBody', () => {
  it('applies the defaults', () => {
    expect(CreateTrackerBody.parse({ name: ' Leads ' })).toEqual({
      name: 'Leads',
      platform: 'all',
      tags: [],
      rules: [],
    });
  });

  it('takes analyzeLastNPosts as an integer of at least 1', () => {
    expect(CreateTrackerBody.parse({ name: 'x', analyzeLastNPosts: 100 }).analyzeLastNPosts).toBe(100);
    expect(CreateTrackerBody.safeParse({ name: 'x', analyzeLastNPosts: 0 }).success).toBe(false);
    expect(CreateTrackerBody.safeParse({ name: 'x', analyzeLastNPosts: 2.5 }).success).toBe(false);
    expect(CreateTrackerBody.safeParse({ name: 'x', analyzeLastNPosts: '10' }).success).toBe(false);
  });

  it('rejects blank names and tags, unknown platforms and unknown fields', () => {
    expect(CreateTrackerBody.safeParse({ name: '  ' }).success).toBe(false);
    const blankTag = CreateTrackerBody.safeParse({ name: 'x', tags: [' '] });
    expect(blankTag.error?.issues[0]?.message).toBe('Tags cannot be empty');
    expect(blankTag.error?.issues[0]?.path).toEqual(['tags', 0]);
    expect(CreateTrackerBody.safeParse({ name: 'x', platform: 'twitter' }).success).toBe(false);
    expect(CreateTrackerBody.safeParse({ name: 'x', colour: 'red' }).success).toBe(false);
  });

  it('checks the tracked entity type against the platform', () => {
    expect(CreateTrackerBody.safeParse({ name: 'x', platform: 'reddit', trackedEntityType: 'subreddit' }).success).toBe(
      true,
    );
    const wrong = CreateTrackerBody.safeParse({ name: 'x', platform: 'reddit', trackedEntityType: 'company' });
    expect(wrong.error?.issues[0]?.path).toEqual(['trackedEntityType']);
    expect(trackedEntityFitsPlatform('all', 'user')).toBe(true);
    expect(trackedEntityFitsPlatform('linkedin', 'person')).toBe(true);
  });
});

describe('UpdateTrackerBody and DeleteTrackerBody', () => {
  it('need a UUID id', () => {
    expect(UpdateTrackerBody.parse({ id: ID, name: 'New' })).toEqual({ id: ID, name: 'New' });
    expect(UpdateTrackerBody.safeParse({ id: '12', name: 'New' }).success).toBe(false);
    expect(DeleteTrackerBody.parse({ id: ID })).toEqual({ id: ID });
    expect(DeleteTrackerBody.safeParse({}).success).toBe(false);
  });
});

describe('Tracker', () => {
  it('describes a stored tracker', () => {
    const tracker = {
      id: ID,
      name: 'Leads',
      platform: 'linkedin',
      tags: ['Leads'],
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'crm' }] }],
      trackedEntityType: null,
      trackedEntityId: null,
      retroactive: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    expect(Tracker.parse(tracker)).toEqual(tracker);
  });
});
