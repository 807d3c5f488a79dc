import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { yearsFromDuration } from './experience.ts';
import { parseLinkedinProfile } from './profile.ts';

const now = new Date('2026-11-20T00:00:00Z');
const topCard = () => fixture('linkedin-profile-topcard.normalized.json');

describe('LinkedIn profile details', () => {
  it('reads the top card: follow state, followers, connections, degree, pending invitation, location, about', () => {
    expect(parseLinkedinProfile(topCard(), { now })).toEqual({
      profileId: 'ACoAAATestRiley0000000003',
      memberId: '90000005',
      publicIdentifier: 'riley-fixture',
      name: 'Riley Fixture',
      headline: 'Revenue Operations Lead at Northwind Widgets',
      onPlatformFollowed: true,
      connected: false,
      invitationPending: true,
      invitationUrn: 'urn:li:fsd_invitation:7233657330934931457',
      about: 'I help revenue teams keep their CRM honest.\n\nPreviously ops at two startups.',
      numFollowers: 1834,
      numConnections: 512,
      connectionDegree: '2nd',
      location: 'Lisbon, Portugal',
      experience: [
        {
          title: 'Revenue Operations Lead',
          companyName: 'Northwind Widgets',
          companyLinkedinId: '55550001',
          companyLinkedinURL: 'https://www.linkedin.com/company/northwind-widgets/',
          yearsWorked: 3.8,
          jobLocation: 'Lisbon, Portugal',
          jobDescription: 'Own the CRM and the forecast.',
          current: true,
        },
      ],
    });
  });

  it('takes the experience section, with roles grouped under one company, when it is given too', () => {
    const details = parseLinkedinProfile([topCard(), fixture('linkedin-profile-experience.normalized.json')], { now });
    expect(details.numFollowers).toBe(1834);
    expect(
      details.experience.map((e) => [e.title, e.companyName, e.companyLinkedinId, e.yearsWorked, e.current]),
    ).toEqual([
      ['Revenue Operations Lead', 'Northwind Widgets', '55550001', 3.8, true],
      ['Sales Operations Manager', 'Fabrikam Logistics', '55550002', 3.2, false],
      ['Sales Analyst', 'Fabrikam Logistics', '55550002', 3, false],
      ['Sales Development Representative', 'Tailspin Toys', null, 0.5, false],
    ]);
    expect(details.experience[1]).toMatchObject({
      companyLinkedinURL: 'https://www.linkedin.com/company/55550002/',
      jobLocation: 'Porto, Portugal',
      jobDescription: 'Built the territory model.',
    });
  });

  it('falls back to the About card when the profile has no summary', () => {
    const withoutSummary = topCard() as { included: Record<string, unknown>[] };
    for (const entity of withoutSummary.included) delete entity.summary;
    const details = parseLinkedinProfile([withoutSummary, fixture('linkedin-profile-about.normalized.json')], { now });
    expect(details.about).toBe('About card text for Riley.');
  });

  it('reads an inline answer of a first-degree connection', () => {
    expect(parseLinkedinProfile(fixture('linkedin-profile-connected.inline.json'), { now })).toMatchObject({
      profileId: 'ACoAAATestAvery0000000001',
      connected: true,
      connectionDegree: '1st',
      onPlatformFollowed: false,
      numFollowers: 250,
      numConnections: 900,
      location: 'Austin, Texas',
      experience: [],
    });
  });

  it('reads the legacy networkinfo answer', () => {
    expect(parseLinkedinProfile(fixture('linkedin-networkinfo.normalized.json'), { now })).toMatchObject({
      numFollowers: 4210,
      numConnections: 500,
      connectionDegree: '3rd',
      connected: false,
    });
  });

  it('refuses an answer without a profile', () => {
    expect(() => parseLinkedinProfile({ data: { '*elements': [] }, included: [] })).toThrow(/rawData: has no profile/);
    expect(() => parseLinkedinProfile([{}, 'x'])).toThrow(/rawData: must be/);
  });

  it('turns LinkedIn durations into years', () => {
    expect(yearsFromDuration('2 yrs 3 mos')).toBe(2.3);
    expect(yearsFromDuration('1 yr')).toBe(1);
    expect(yearsFromDuration('5 mos')).toBe(0.4);
    expect(yearsFromDuration('less than a year')).toBeUndefined();
  });
});
