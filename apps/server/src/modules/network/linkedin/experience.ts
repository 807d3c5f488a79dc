import type { ExperienceEntry } from '@inroad/contracts/network';
import { asArray, at, clip, isRecord, type Json, num, safeUrl, str, textOf, urnText } from '../raw.ts';
import { companyIdIn } from './poster.ts';
import type { VoyagerDocument } from './voyager.ts';

// A person's experience, from the profile's experience section (PagedListComponent of EntityComponents: one per
// role, or one per company holding a nested list of roles) or, lacking that, from dash Position entities.

const TEXT_MAX = 5000;
const ROLES_MAX = 100;

/** "2 yrs 3 mos" → 2.3, "5 mos" → 0.4, "1 yr" → 1. */
export function yearsFromDuration(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const years = /(\d+)\s*yrs?\b/i.exec(text)?.[1];
  const months = /(\d+)\s*mos?\b/i.exec(text)?.[1];
  if (years === undefined && months === undefined) return undefined;
  const total = Number(years ?? 0) + Number(months ?? 0) / 12;
  return Math.round(total * 10) / 10;
}

type YearMonth = { year: number; month: number };

function yearsBetween(start: YearMonth, end: YearMonth): number {
  // LinkedIn counts both the first and the last month.
  const months = (end.year - start.year) * 12 + (end.month - start.month) + 1;
  return Math.max(0, Math.round((months / 12) * 10) / 10);
}

function dateOf(value: unknown): YearMonth | undefined {
  const year = num(at(value, 'year'));
  if (year === undefined) return undefined;
  return { year, month: num(at(value, 'month')) ?? 1 };
}

function companyLink(entity: Json): { id: string | null; url: string | null } {
  const url = safeUrl(entity.textActionTarget) ?? safeUrl(at(entity, 'image', 'actionTarget'));
  const fromUrl = url ? /linkedin\.com\/company\/(\d+)/.exec(url)?.[1] : undefined;
  const id = fromUrl ?? companyIdIn(at(entity, 'image', 'attributes')) ?? null;
  const companyUrl = url && /linkedin\.com\/company\//.test(url) ? url : null;
  return { id, url: companyUrl };
}

/** The text components under an entity's subComponents: the role description. */
function descriptionOf(entity: Json): string | undefined {
  const texts: string[] = [];
  for (const sub of asArray(at(entity, 'subComponents', 'components'))) {
    for (const item of asArray(at(sub, 'components', 'fixedListComponent', 'components'))) {
      const text = textOf(at(item, 'components', 'textComponent', 'text'));
      if (text) texts.push(text);
    }
  }
  return texts.length > 0 ? clip(texts.join('\n\n'), TEXT_MAX) : undefined;
}

function nestedRolesList(doc: VoyagerDocument, entity: Json): Json | undefined {
  for (const sub of asArray(at(entity, 'subComponents', 'components'))) {
    const list = doc.ref(at(sub, 'components'), 'pagedListComponent');
    if (list) return list;
  }
  return undefined;
}

function entityComponents(list: Json | undefined): Json[] {
  return asArray(at(list, 'components', 'elements'))
    .map((element) => at(element, 'components', 'entityComponent'))
    .filter(isRecord);
}

function roleFrom(entity: Json, company: { name?: string; id: string | null; url: string | null }): ExperienceEntry {
  const caption = textOf(entity.caption);
  const duration = caption?.split('·')[1];
  return {
    title: textOf(entity.titleV2) ?? null,
    companyName: company.name ?? null,
    companyLinkedinId: company.id,
    companyLinkedinURL: company.url,
    yearsWorked: yearsFromDuration(duration) ?? null,
    jobLocation: textOf(entity.metadata) ?? null,
    jobDescription: descriptionOf(entity) ?? null,
    current: /present/i.test(caption ?? ''),
  };
}

/** The experience section's top list: the one keyed by the profile (nested lists are keyed by a position group). */
function experienceSection(doc: VoyagerDocument): Json | undefined {
  for (const element of doc.elements) {
    const list = doc.ref(at(element, 'components'), 'pagedListComponent');
    if (list && /EXPERIENCE/.test(str(list.entityUrn) ?? 'EXPERIENCE')) return list;
  }
  return doc
    .ofType('PagedListComponent')
    .find((list) => /EXPERIENCE[^,]*,urn:li:fsd_profile:/.test(urnText(list.entityUrn) ?? ''));
}

function fromComponents(doc: VoyagerDocument): ExperienceEntry[] | undefined {
  const section = experienceSection(doc);
  if (!section) return undefined;
  const roles: ExperienceEntry[] = [];
  for (const entity of entityComponents(section)) {
    const link = companyLink(entity);
    const nested = nestedRolesList(doc, entity);
    if (nested) {
      // A company with several roles: the entity names the company, the nested list the roles.
      const company = { name: textOf(entity.titleV2), ...link };
      for (const role of entityComponents(nested)) roles.push(roleFrom(role, company));
    } else {
      const name = textOf(entity.subtitle)?.split('·')[0]?.trim();
      roles.push(roleFrom(entity, { name, ...link }));
    }
  }
  return roles.slice(0, ROLES_MAX);
}

function fromPositions(doc: VoyagerDocument, now: Date): ExperienceEntry[] {
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  return doc
    .ofType('identity.profile.Position')
    .slice(0, ROLES_MAX)
    .map((position) => {
      const company = doc.ref(position, 'company');
      const start = dateOf(at(position, 'dateRange', 'start'));
      const end = dateOf(at(position, 'dateRange', 'end'));
      const companyUrl = safeUrl(company?.url);
      return {
        title: str(position.title) ?? null,
        companyName: str(position.companyName) ?? str(company?.name) ?? null,
        companyLinkedinId: companyIdIn([position['*company'], company?.entityUrn, position.companyUrn]) ?? null,
        companyLinkedinURL: companyUrl ?? null,
        yearsWorked: start ? yearsBetween(start, end ?? today) : null,
        jobLocation: str(position.locationName) ?? str(position.geoLocationName) ?? null,
        jobDescription: clip(str(position.description), TEXT_MAX) ?? null,
        current: start !== undefined && end === undefined,
      };
    });
}

export function parseExperience(doc: VoyagerDocument, now: Date): ExperienceEntry[] {
  return fromComponents(doc) ?? fromPositions(doc, now);
}
