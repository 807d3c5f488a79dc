import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { parseLinkedinCompany } from './company.ts';

describe('LinkedIn company', () => {
  it('reads the website from organization/companies (companyPageUrl)', () => {
    expect(parseLinkedinCompany(fixture('linkedin-company-organization.normalized.json'))).toEqual({
      companyId: '55550001',
      name: 'Northwind Widgets',
      universalName: 'northwind-widgets',
      website: 'https://www.northwind-widgets.example/',
    });
  });

  it('reads the website from entities/companies/{id} (websiteUrl)', () => {
    expect(parseLinkedinCompany(fixture('linkedin-company-entity.inline.json'))).toEqual({
      companyId: '55550003',
      name: 'Contoso Analytics',
      universalName: 'contoso-analytics',
      website: 'https://contoso-analytics.example/',
    });
  });

  it('gives a null website for a company answer without one, and refuses other answers', () => {
    expect(
      parseLinkedinCompany({ elements: [{ entityUrn: 'urn:li:fsd_company:55550009', name: 'No Site Inc' }] }),
    ).toEqual({ companyId: '55550009', name: 'No Site Inc', universalName: null, website: null });
    expect(() => parseLinkedinCompany({ elements: [{ title: 'x' }] })).toThrow(/rawData: has no company/);
  });
});
