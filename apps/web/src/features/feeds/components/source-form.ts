import { cleanSourceRules, cleanTags, type DraftRule, findBlankRuleInput } from '@inroad/contracts/rule';
import {
  type CreateSourceBody,
  DEFAULT_SOURCE_DATE_RANGE,
  DEFAULT_SOURCE_STRATEGY,
  type FollowedEntityType,
  SOURCE_TYPE_OPTIONS,
  type Source,
  type SourceCompany,
  type SourceDateRange,
  type SourcePerson,
  type SourcePlatform,
  type SourceStrategy,
  sourceTargetProblem,
  sourceTypeOption,
  type UpdateSourceBody,
} from '@inroad/contracts/source';
import { safeHttpUrl } from '../../../lib/safe-url.ts';

/** A person or company typed by hand: a name and an optional network id. `original` keeps fields not edited. */
export interface EntityDraft {
  name: string;
  id: string;
  original?: SourcePerson | SourceCompany;
}

export const PEOPLE_LISTS = ['mentionedPeople', 'postedByPeople'] as const;
export const COMPANY_LISTS = ['mentionedCompanies', 'postedByCompanies', 'posterWorksAtCompanies'] as const;
export type PeopleList = (typeof PEOPLE_LISTS)[number];
export type CompanyList = (typeof COMPANY_LISTS)[number];
export type EntityList = PeopleList | CompanyList;

export interface SourceDraft extends Record<EntityList, EntityDraft[]> {
  name: string;
  platform: SourcePlatform;
  followedEntityType: FollowedEntityType;
  /** The query/url field as typed: an http(s) address is saved as url, anything else as the query. */
  target: string;
  profile: EntityDraft | null;
  dateRange: SourceDateRange;
  strategy: SourceStrategy | null;
  keywords: string[];
  tags: string[];
  rules: DraftRule[];
}

export interface SourceFormErrors {
  name?: string;
  rules?: string;
  /** The search query or URL field: a search needs it (or keywords). */
  target?: string;
  /** A profile feed's profile (or its URL). */
  profile?: string;
}

const firstType = (platform: SourcePlatform): FollowedEntityType => SOURCE_TYPE_OPTIONS[platform][0]?.value ?? 'search';

const personDraft = (p: SourcePerson): EntityDraft => ({ name: p.name, id: p.linkedInId ?? '', original: p });
const companyDraft = (c: SourceCompany): EntityDraft => ({ name: c.name, id: c.companyId ?? '', original: c });

export function draftFromSource(source: Source | null): SourceDraft {
  if (!source) {
    return {
      name: '',
      platform: 'linkedin',
      followedEntityType: firstType('linkedin'),
      target: '',
      profile: null,
      dateRange: DEFAULT_SOURCE_DATE_RANGE,
      strategy: DEFAULT_SOURCE_STRATEGY,
      keywords: [],
      tags: [],
      rules: [],
      mentionedPeople: [],
      postedByPeople: [],
      mentionedCompanies: [],
      postedByCompanies: [],
      posterWorksAtCompanies: [],
    };
  }
  return {
    name: source.name,
    platform: source.platform,
    followedEntityType: source.followedEntityType,
    target: source.url ?? source.query ?? '',
    profile: source.profile ? personDraft(source.profile) : null,
    dateRange: source.dateRange,
    strategy: source.strategy,
    keywords: [...source.keywords],
    tags: [...source.tags],
    rules: source.rules.map((rule) => ({ ...rule, inputs: rule.inputs.map((input) => ({ ...input })) })),
    mentionedPeople: source.mentionedPeople.map(personDraft),
    postedByPeople: source.postedByPeople.map(personDraft),
    mentionedCompanies: source.mentionedCompanies.map(companyDraft),
    postedByCompanies: source.postedByCompanies.map(companyDraft),
    posterWorksAtCompanies: source.posterWorksAtCompanies.map(companyDraft),
  };
}

/** Spec §2: a new platform starts on its first feed type, and a profile from the old platform is dropped. */
export function withPlatform(draft: SourceDraft, platform: SourcePlatform): SourceDraft {
  if (platform === draft.platform) return draft;
  return { ...draft, platform, followedEntityType: firstType(platform), profile: null };
}

export function validateSourceDraft(draft: SourceDraft): SourceFormErrors {
  const errors: SourceFormErrors = {};
  if (draft.name.trim() === '') errors.name = 'Name is required';
  const rules = findBlankRuleInput(draft.rules);
  if (rules) errors.rules = rules;
  // The server refuses the same (the body is checked, so what is hidden or blank does not count).
  const problem = sourceTargetProblem(sourceFields(draft));
  if (problem?.field === 'query') errors.target = problem.message;
  if (problem?.field === 'profile') errors.profile = problem.message;
  return errors;
}

function toPerson(entity: EntityDraft): SourcePerson {
  const base = (entity.original ?? {}) as Partial<SourcePerson>;
  return { ...base, name: entity.name.trim(), linkedInId: entity.id.trim() || null };
}

function toCompany(entity: EntityDraft): SourceCompany {
  const base = (entity.original ?? {}) as Partial<SourceCompany>;
  return { ...base, name: entity.name.trim(), companyId: entity.id.trim() || null };
}

const named = (entity: EntityDraft) => entity.name.trim() !== '';

/** The fields to save: blank tags, keywords, rule values and unnamed entries dropped (spec §5). */
function sourceFields(draft: SourceDraft) {
  const option = sourceTypeOption(draft.platform, draft.followedEntityType);
  const showsTarget = option ? !option.urlHidden : true;
  const isSearch = draft.followedEntityType === 'search';
  const target = showsTarget ? draft.target.trim() : '';
  const url = safeHttpUrl(target);
  const people = (list: PeopleList) => (isSearch ? draft[list].filter(named).map(toPerson) : []);
  const companies = (list: CompanyList) => (isSearch ? draft[list].filter(named).map(toCompany) : []);
  return {
    name: draft.name.trim(),
    platform: draft.platform,
    followedEntityType: draft.followedEntityType,
    query: url || target === '' ? null : target,
    url,
    profile:
      draft.followedEntityType === 'profile_feed' && draft.profile && named(draft.profile)
        ? toPerson(draft.profile)
        : null,
    dateRange: draft.dateRange,
    strategy: draft.strategy,
    keywords: cleanTags(draft.keywords),
    tags: cleanTags(draft.tags),
    rules: cleanSourceRules(draft.rules),
    mentionedPeople: people('mentionedPeople'),
    postedByPeople: people('postedByPeople'),
    mentionedCompanies: companies('mentionedCompanies'),
    postedByCompanies: companies('postedByCompanies'),
    posterWorksAtCompanies: companies('posterWorksAtCompanies'),
  };
}

export function toCreateSourceBody(draft: SourceDraft): CreateSourceBody {
  return { ...sourceFields(draft), active: true };
}

export function toUpdateSourceBody(id: string, draft: SourceDraft): UpdateSourceBody {
  return { id, ...sourceFields(draft) };
}
