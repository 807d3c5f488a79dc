import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { parseLinkedinTypeahead } from './typeahead.ts';

describe('LinkedIn typeahead', () => {
  it('splits a global typeahead answer into people and companies', () => {
    const raw = fixture('linkedin-typeahead-global.inline.json');
    expect(parseLinkedinTypeahead(raw, 'people').people).toEqual([
      {
        name: 'Riley Fixture',
        imageUrl: 'https://media.licdn.com/dms/image/TESTTA1/profile_100_100/0/1?e=1',
        linkedInId: 'ACoAAATestRiley0000000003',
        headline: 'Revenue Operations Lead at Northwind Widgets',
      },
    ]);
    expect(parseLinkedinTypeahead(raw, 'companies')).toEqual({
      people: [],
      companies: [
        {
          name: 'Northwind Widgets',
          imageUrl: 'https://media.licdn.com/dms/image/TESTTA2/company-logo_100_100/0/1?e=1',
          companyId: '55550001',
          subtitle: 'Company • Software Development',
        },
      ],
    });
  });

  it('reads the reusable company typeahead (normalized)', () => {
    const { companies } = parseLinkedinTypeahead(fixture('linkedin-typeahead-companies.reusable.json'), 'companies');
    expect(companies.map((c) => [c.name, c.companyId, c.subtitle])).toEqual([
      ['Contoso Analytics', '55550003', 'Analytics • 2K followers'],
      ['Contoso Labs', '55550004', null],
    ]);
  });

  it('reads the legacy hitsV2 answer', () => {
    const raw = fixture('linkedin-typeahead-people.hitsv2.json');
    expect(parseLinkedinTypeahead(raw, 'people').people).toEqual([
      {
        name: 'Jordan Sample',
        imageUrl: expect.stringMatching(/TESTjordan/),
        linkedInId: 'ACoAAATestJordan000000002',
        headline: 'Founder, Example Robotics',
      },
    ]);
    expect(parseLinkedinTypeahead(raw, 'companies').companies.map((c) => c.companyId)).toEqual(['55550005']);
  });

  it('refuses an answer without elements', () => {
    expect(() => parseLinkedinTypeahead({ data: {} }, 'people')).toThrow(/rawData: has no elements/);
  });
});
