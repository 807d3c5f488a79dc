import { describe, expect, it } from 'vitest';
import { degreeLabel, firstPostUrn, postedAtFromId, postUrnIn, urnKey, voyagerDocument } from './voyager.ts';

describe('post time from a LinkedIn id', () => {
  it('reads the top 41 bits as milliseconds since the epoch', () => {
    // The invitation id LinkedIn answered when an invitation was sent on 2024-08-26.
    expect(postedAtFromId('urn:li:fsd_invitation:7233657330934931457')?.toISOString().slice(0, 10)).toBe('2024-08-26');
    expect(postedAtFromId('urn:li:activity:7522934272819200101')?.toISOString()).toBe('2026-11-02T08:15:00.000Z');
  });

  it('uses the exact digits: a JSON number would have lost the low bits', () => {
    expect(Number('7233590034090602496')).toBe(7233590034090602000);
    expect(postedAtFromId('7233590034090602496')?.getTime()).toBe(Number(7233590034090602496n >> 22n));
  });

  it('gives nothing for ids that are not times', () => {
    expect(postedAtFromId('urn:li:member:90000001')).toBeUndefined();
    expect(postedAtFromId('9999999999999999999', new Date('2026-01-01Z'))).toBeUndefined();
  });
});

describe('URNs', () => {
  it('takes keys and post URNs from strings of every form', () => {
    expect(urnKey('urn:li:fs_miniProfile:ACoAAATest-1_x', 'fsd_profile', 'fs_miniProfile')).toBe('ACoAAATest-1_x');
    expect(
      postUrnIn(['urn:li:share:1234567890123456789', 'urn:li:fs_updateV2:(urn:li:activity:7522934272819200101,X)']),
    ).toBe('urn:li:activity:7522934272819200101');
    expect(
      firstPostUrn('urn:li:fsd_socialDetail:(urn:li:ugcPost:111111111111111111,urn:li:activity:22222222222222222)'),
    ).toBe('urn:li:ugcPost:111111111111111111');
  });

  it('names connection degrees the way LinkedIn shows them', () => {
    expect(degreeLabel(' • 3rd+')).toBe('3rd+');
    expect(degreeLabel('• 2nd')).toBe('2nd');
    expect(degreeLabel('DISTANCE_1')).toBe('1st');
    expect(degreeLabel('OUT_OF_NETWORK')).toBe('Out of network');
    expect(degreeLabel('SELF')).toBe('You');
    expect(degreeLabel('Promoted')).toBeUndefined();
  });
});

describe('a Voyager document', () => {
  it('resolves * references from included and reads inline objects alike', () => {
    const doc = voyagerDocument([
      {
        data: { '*elements': ['urn:li:x:1'], paging: {} },
        included: [
          { entityUrn: 'urn:li:x:1', '*actor': 'urn:li:x:2', tags: ['urn:li:x:2'] },
          { entityUrn: 'urn:li:x:2', name: 'Actor' },
        ],
      },
    ]);
    const [element] = doc.elements;
    expect(doc.ref(element, 'actor')).toEqual({ entityUrn: 'urn:li:x:2', name: 'Actor' });
    expect(doc.ref({ actor: { name: 'Inline' } }, 'actor')).toEqual({ name: 'Inline' });
    expect(doc.refs({ '*items': ['urn:li:x:2', 'urn:li:missing'] }, 'items')).toHaveLength(1);
    expect(voyagerDocument([{ data: {} }]).hasCollection).toBe(false);
  });
});
