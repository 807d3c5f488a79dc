import { describe, expect, it } from 'vitest';
import { connectionDepthBucket, hasEngagement, isExecutiveHeadline, matchesConnectionDepth } from './post-signals.ts';

describe('isExecutiveHeadline', () => {
  it('finds executive titles as whole words', () => {
    expect(isExecutiveHeadline('Co-Founder & CEO at Example')).toBe(true);
    expect(isExecutiveHeadline('VP, Sales')).toBe(true);
    expect(isExecutiveHeadline('Chief Revenue Officer')).toBe(true);
    expect(isExecutiveHeadline('Directeur, Owner')).toBe(true);
  });

  it('ignores titles inside other words and empty headlines', () => {
    expect(isExecutiveHeadline('Account Executive, Directory services')).toBe(false);
    expect(isExecutiveHeadline('Doctor of vpn networks')).toBe(false);
    expect(isExecutiveHeadline('Sales development')).toBe(false);
    expect(isExecutiveHeadline(null)).toBe(false);
    expect(isExecutiveHeadline('')).toBe(false);
  });
});

describe('connectionDepthBucket', () => {
  it.each([
    ['1st', '1'],
    ['2nd', '2'],
    ['3rd', '3+'],
    ['3rd+', '3+'],
    ['DISTANCE_1', '1'],
    ['DISTANCE_2', '2'],
    ['DISTANCE_3', '3+'],
    ['• 2nd', '2'],
    ['OUT_OF_NETWORK', '3+'],
    ['SELF', null],
    ['0', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (raw, bucket) => {
    expect(connectionDepthBucket(raw)).toBe(bucket);
  });
});

describe('matchesConnectionDepth', () => {
  it('passes everything for an empty selection and unknown depth only then', () => {
    expect(matchesConnectionDepth(null, [])).toBe(true);
    expect(matchesConnectionDepth(null, ['1'])).toBe(false);
    expect(matchesConnectionDepth('3rd+', ['1', '3+'])).toBe(true);
    expect(matchesConnectionDepth('2nd', ['1', '3+'])).toBe(false);
  });
});

describe('hasEngagement', () => {
  it('means likes plus comments plus shares above 0', () => {
    expect(hasEngagement({ numLikes: 0, numComments: 0, numShares: 0 })).toBe(false);
    expect(hasEngagement({ numLikes: 0, numComments: 0, numShares: 1 })).toBe(true);
  });
});
