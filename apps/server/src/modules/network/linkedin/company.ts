import type { CompanyDetails } from '@inroad/contracts/network';
import { at, isRecord, type Json, jsonBody, RawDataError, safeUrl, str } from '../raw.ts';
import { companyIdIn } from './poster.ts';
import { voyagerDocument } from './voyager.ts';

// A company's website, from the answers that carry one: organization/companies (companyPageUrl, normalized or
// inline), entities/companies/{id} (websiteUrl, basicCompanyInfo.miniCompany) and dash organization companies
// (websiteUrl). Search-cluster company answers carry no website: they give a null website, not an error.

function websiteOf(company: Json): string | undefined {
  return (
    safeUrl(company.companyPageUrl) ??
    safeUrl(company.websiteUrl) ??
    safeUrl(at(company, 'callToAction', 'url')) ??
    safeUrl(at(company, 'callToActionV2', 'url'))
  );
}

function isCompany(entity: Json): boolean {
  return (
    /organization\.(web\.)?(Full)?Company$|organization\.Company$|\.Company$/.test(str(entity.$type) ?? '') ||
    /urn:li:(fs_normalized_company|fsd_company|fs_company):/.test(str(entity.entityUrn) ?? '') ||
    entity.companyPageUrl !== undefined ||
    entity.websiteUrl !== undefined
  );
}

export function parseLinkedinCompany(raw: unknown): CompanyDetails {
  const body = jsonBody(raw);
  if (!isRecord(body)) throw new RawDataError('rawData: must be a LinkedIn JSON answer (an object)');
  const doc = voyagerDocument([body]);
  const candidates: Json[] = [...doc.elements, ...doc.ofType('Company')];
  // entities/companies/{id} answers the company itself, not a collection.
  if (isCompany(body)) candidates.unshift(body);
  const data = isRecord(body.data) ? body.data : undefined;
  if (data && isCompany(data)) candidates.unshift(data);
  const company = candidates.find((c) => websiteOf(c) !== undefined) ?? candidates.find(isCompany);
  if (!company) throw new RawDataError('rawData: has no company; expected a LinkedIn company answer');
  const mini = isRecord(at(company, 'basicCompanyInfo', 'miniCompany'))
    ? (at(company, 'basicCompanyInfo', 'miniCompany') as Json)
    : undefined;
  return {
    companyId:
      companyIdIn([company.entityUrn, company.objectUrn, company.dashCompanyUrn, mini?.objectUrn, mini?.entityUrn]) ??
      null,
    name: str(company.name) ?? str(mini?.name) ?? null,
    universalName: str(company.universalName) ?? str(mini?.universalName) ?? null,
    website: websiteOf(company) ?? null,
  };
}
