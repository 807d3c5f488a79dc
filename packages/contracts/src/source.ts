import { z } from 'zod';
import { FEED_CATEGORY_PREFIXES, SOURCES_MAX } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { optionalId } from './fields.ts';
import { cleanTags, includeKeywordsOf, type Rule, Rules, SourceRules, SourceTags, type TagGifts } from './rule.ts';

/** A source (shown as a "Data Feed") is a feed the extension reads posts from. */
export const SOURCE_PLATFORMS = ['linkedin', 'reddit'] as const;
export const SourcePlatform = z.enum(SOURCE_PLATFORMS, { error: 'must be linkedin or reddit' });
export type SourcePlatform = z.infer<typeof SourcePlatform>;

export const FOLLOWED_ENTITY_TYPES = ['search', 'profile_feed', 'my_feed', 'main_feed'] as const;
export const FollowedEntityType = z.enum(FOLLOWED_ENTITY_TYPES, {
  error: `must be one of ${FOLLOWED_ENTITY_TYPES.join(', ')}`,
});
export type FollowedEntityType = z.infer<typeof FollowedEntityType>;

export interface SourceTypeOption {
  value: FollowedEntityType;
  label: string;
  /** The query/url field is hidden for this type: the feed is the user's own, nothing to point at. */
  urlHidden: boolean;
  keywordsPlaceholder: string;
}

/** The feed types per platform, first one is the default when the platform changes (spec §2 Feeds). */
export const SOURCE_TYPE_OPTIONS: Record<SourcePlatform, readonly SourceTypeOption[]> = {
  linkedin: [
    {
      value: 'search',
      label: 'Activity Feed Search',
      urlHidden: false,
      keywordsPlaceholder: 'Keywords to search for, e.g. sales automation',
    },
    {
      value: 'profile_feed',
      label: 'Profile Activity Feed',
      urlHidden: false,
      keywordsPlaceholder: 'Keywords to keep from this profile, e.g. pricing',
    },
  ],
  reddit: [
    { value: 'my_feed', label: 'My Feed', urlHidden: true, keywordsPlaceholder: 'Keywords to keep, e.g. saas' },
    { value: 'main_feed', label: 'Main Feed', urlHidden: true, keywordsPlaceholder: 'Keywords to keep, e.g. saas' },
  ],
};

export function sourceTypeOption(platform: SourcePlatform, type: FollowedEntityType): SourceTypeOption | undefined {
  return SOURCE_TYPE_OPTIONS[platform].find((option) => option.value === type);
}

export const SOURCE_DATE_RANGES = ['past-24h', 'past-week', 'past-month'] as const;
export const SourceDateRange = z.enum(SOURCE_DATE_RANGES, { error: 'must be past-24h, past-week or past-month' });
export type SourceDateRange = z.infer<typeof SourceDateRange>;
export const DEFAULT_SOURCE_DATE_RANGE: SourceDateRange = 'past-24h';

/** null is the editor's "None"; 'default' is what a new source gets. */
export const SOURCE_STRATEGIES = [
  'default',
  'topic_search',
  'track_competitors',
  'track_accounts',
  'track_influencers',
  'track_competitor',
  'track_main_feed',
] as const;
export const SourceStrategy = z.enum(SOURCE_STRATEGIES, { error: `must be one of ${SOURCE_STRATEGIES.join(', ')}` });
export type SourceStrategy = z.infer<typeof SourceStrategy>;
export const DEFAULT_SOURCE_STRATEGY: SourceStrategy = 'default';

const Text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const OptionalText = (max: number) => Text(max).nullable().optional();

/** A person from the entity search (spec §3 Suggestions). */
export const PersonSuggestion = z.object({
  name: Text(200),
  imageUrl: OptionalText(2000),
  linkedInId: optionalId(200),
  headline: OptionalText(500),
});
export type PersonSuggestion = z.infer<typeof PersonSuggestion>;

/** A company from the entity search (spec §3 Suggestions). */
export const CompanySuggestion = z.object({
  name: Text(200),
  imageUrl: OptionalText(2000),
  companyId: optionalId(200),
  subtitle: OptionalText(500),
});
export type CompanySuggestion = z.infer<typeof CompanySuggestion>;

/** A person a source points at or filters by: the suggestion's fields plus the Sales Navigator ids once known. */
export const SourcePerson = PersonSuggestion.extend({
  sales: OptionalText(500),
  salesNavId: optionalId(200),
});
export type SourcePerson = z.infer<typeof SourcePerson>;

export const SourceCompany = CompanySuggestion;
export type SourceCompany = z.infer<typeof SourceCompany>;

export const SOURCE_NAME_MAX_LENGTH = 100;
export const SOURCE_QUERY_MAX_LENGTH = 500;
export const SOURCE_URL_MAX_LENGTH = 2000;
export const SOURCE_KEYWORDS_MAX = 50;
export const SOURCE_KEYWORD_MAX_LENGTH = 100;
export const SOURCE_FILTER_LIST_MAX = 50;

export const Source = z.object({
  id: z.string(),
  name: z.string(),
  platform: SourcePlatform,
  followedEntityType: FollowedEntityType,
  urlHidden: z.boolean(),
  query: z.string().nullable(),
  url: z.string().nullable(),
  profile: SourcePerson.nullable(),
  companyProfile: SourceCompany.nullable(),
  dateRange: SourceDateRange,
  strategy: SourceStrategy.nullable(),
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  rules: Rules,
  active: z.boolean(),
  postedByPeople: z.array(SourcePerson),
  postedByCompanies: z.array(SourceCompany),
  mentionedPeople: z.array(SourcePerson),
  mentionedCompanies: z.array(SourceCompany),
  posterWorksAtCompanies: z.array(SourceCompany),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Source = z.infer<typeof Source>;

/** Keywords as saved: trimmed, no duplicates, blanks ignored (the spec's keyword rule). */
const Keywords = z
  .array(Text(SOURCE_KEYWORD_MAX_LENGTH))
  .max(SOURCE_KEYWORDS_MAX, `at most ${SOURCE_KEYWORDS_MAX} keywords`)
  .transform((keywords) => cleanTags(keywords));

const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(SOURCE_FILTER_LIST_MAX, `at most ${SOURCE_FILTER_LIST_MAX} entries`);

const sourceFields = {
  name: Text(SOURCE_NAME_MAX_LENGTH).min(1, 'Name is required'),
  platform: SourcePlatform,
  followedEntityType: FollowedEntityType,
  query: Text(SOURCE_QUERY_MAX_LENGTH).nullable(),
  url: Text(SOURCE_URL_MAX_LENGTH).nullable(),
  profile: SourcePerson.nullable(),
  companyProfile: SourceCompany.nullable(),
  dateRange: SourceDateRange,
  strategy: SourceStrategy.nullable(),
  keywords: Keywords,
  tags: SourceTags,
  rules: SourceRules,
  active: z.boolean(),
  postedByPeople: list(SourcePerson),
  postedByCompanies: list(SourceCompany),
  mentionedPeople: list(SourcePerson),
  mentionedCompanies: list(SourceCompany),
  posterWorksAtCompanies: list(SourceCompany),
};

/** A feed type must be one of its platform's (linkedin: search, profile_feed; reddit: my_feed, main_feed). */
export function followedEntityTypeFitsPlatform(platform: SourcePlatform, type: FollowedEntityType): boolean {
  return sourceTypeOption(platform, type) !== undefined;
}

const typeFitsPlatform = {
  check: (b: { platform?: SourcePlatform; followedEntityType?: FollowedEntityType }) =>
    !b.platform || !b.followedEntityType || followedEntityTypeFitsPlatform(b.platform, b.followedEntityType),
  params: { message: 'is not a feed type of this platform', path: ['followedEntityType'] },
};

/** What a feed needs to point at: its type decides (the user's own Reddit feeds need nothing). */
export interface SourceTarget {
  followedEntityType: FollowedEntityType;
  query?: string | null | undefined;
  url?: string | null | undefined;
  keywords?: readonly string[] | undefined;
  profile?: { name: string } | null | undefined;
  postedByPeople?: readonly unknown[] | undefined;
  postedByCompanies?: readonly unknown[] | undefined;
  mentionedPeople?: readonly unknown[] | undefined;
  mentionedCompanies?: readonly unknown[] | undefined;
  posterWorksAtCompanies?: readonly unknown[] | undefined;
}

/** A search narrowed to who posted, who is mentioned or where the poster works reads posts without any words. */
function hasSearchFilter(source: SourceTarget): boolean {
  return [
    source.postedByPeople,
    source.postedByCompanies,
    source.mentionedPeople,
    source.mentionedCompanies,
    source.posterWorksAtCompanies,
  ].some((list) => (list ?? []).length > 0);
}

/**
 * Why a feed cannot be read, or null: a search needs a query, a URL, keywords or a people/company filter; a profile
 * feed needs the profile
 * or its URL. Saving one without would refresh nothing and say nothing (the field named is the one to fill).
 */
export function sourceTargetProblem(source: SourceTarget): { field: 'query' | 'profile'; message: string } | null {
  const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
  if (source.followedEntityType === 'search') {
    if (filled(source.query) || filled(source.url) || (source.keywords ?? []).some((k) => k.trim() !== '')) return null;
    if (hasSearchFilter(source)) return null;
    return { field: 'query', message: 'A search feed needs a search query, a URL or keywords' };
  }
  if (source.followedEntityType === 'profile_feed') {
    if (filled(source.profile?.name) || filled(source.url) || filled(source.query)) return null;
    return { field: 'profile', message: 'A profile feed needs the profile or its URL' };
  }
  return null;
}

/**
 * POST /api/source. urlHidden is not sent: the server derives it from the feed type. Blank tags and blank rule
 * inputs are dropped and empty rules removed (spec §5).
 */
export const CreateSourceBody = z
  .strictObject({
    name: sourceFields.name,
    platform: sourceFields.platform,
    followedEntityType: sourceFields.followedEntityType,
    query: sourceFields.query.optional(),
    url: sourceFields.url.optional(),
    profile: sourceFields.profile.optional(),
    companyProfile: sourceFields.companyProfile.optional(),
    dateRange: sourceFields.dateRange.default(DEFAULT_SOURCE_DATE_RANGE),
    strategy: sourceFields.strategy.default(DEFAULT_SOURCE_STRATEGY),
    keywords: sourceFields.keywords.default([]),
    tags: sourceFields.tags.default([]),
    rules: sourceFields.rules.default([]),
    active: sourceFields.active.default(true),
    postedByPeople: sourceFields.postedByPeople.default([]),
    postedByCompanies: sourceFields.postedByCompanies.default([]),
    mentionedPeople: sourceFields.mentionedPeople.default([]),
    mentionedCompanies: sourceFields.mentionedCompanies.default([]),
    posterWorksAtCompanies: sourceFields.posterWorksAtCompanies.default([]),
  })
  .refine(typeFitsPlatform.check, typeFitsPlatform.params)
  .superRefine((body, ctx) => {
    const problem = sourceTargetProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type CreateSourceBody = z.infer<typeof CreateSourceBody>;

const Id = z.uuid({ error: 'must be a source id (UUID)' });

/** PUT /api/source: the id plus the fields to change. */
export const UpdateSourceBody = z
  .strictObject({
    id: Id,
    name: sourceFields.name.optional(),
    platform: sourceFields.platform.optional(),
    followedEntityType: sourceFields.followedEntityType.optional(),
    query: sourceFields.query.optional(),
    url: sourceFields.url.optional(),
    profile: sourceFields.profile.optional(),
    companyProfile: sourceFields.companyProfile.optional(),
    dateRange: sourceFields.dateRange.optional(),
    strategy: sourceFields.strategy.optional(),
    keywords: sourceFields.keywords.optional(),
    tags: sourceFields.tags.optional(),
    rules: sourceFields.rules.optional(),
    active: sourceFields.active.optional(),
    postedByPeople: sourceFields.postedByPeople.optional(),
    postedByCompanies: sourceFields.postedByCompanies.optional(),
    mentionedPeople: sourceFields.mentionedPeople.optional(),
    mentionedCompanies: sourceFields.mentionedCompanies.optional(),
    posterWorksAtCompanies: sourceFields.posterWorksAtCompanies.optional(),
  })
  .refine(typeFitsPlatform.check, typeFitsPlatform.params);
export type UpdateSourceBody = z.infer<typeof UpdateSourceBody>;

export const DeleteSourceBody = z.strictObject({ id: Id });
export type DeleteSourceBody = z.infer<typeof DeleteSourceBody>;

export const SetSourceActiveBody = z.strictObject({ id: Id, active: z.boolean({ error: 'must be true or false' }) });
export type SetSourceActiveBody = z.infer<typeof SetSourceActiveBody>;

/** Feed categories come from the source name's prefix (spec §9); a post's sourceTags carry its category. */
export const FEED_CATEGORIES = [
  'Competitor Mention',
  'Adjacent Product',
  'Search Topic',
  'Main Feed',
  'Other',
] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];

/** Case-insensitive: 'search topic: AI' is still a Search Topic feed. */
export function feedCategoryOf(sourceName: string): FeedCategory {
  const name = sourceName.trim().toLowerCase();
  const prefix = FEED_CATEGORY_PREFIXES.find((p) => name.startsWith(p.toLowerCase()));
  return FEED_CATEGORIES.find((category) => `${category}:` === prefix) ?? 'Other';
}

export const listSources = endpoint({
  method: 'GET',
  path: '/source',
  summary: "The user's sources (Data Feeds)",
  response: z.array(Source),
});

export const createSource = endpoint({
  method: 'POST',
  path: '/source',
  summary: `Create a source (at most ${SOURCES_MAX} per user)`,
  body: CreateSourceBody,
  response: Source,
});

export const updateSource = endpoint({
  method: 'PUT',
  path: '/source',
  summary: 'Change a source',
  body: UpdateSourceBody,
  response: Source,
});

export const deleteSource = endpoint({
  method: 'DELETE',
  path: '/source',
  summary: 'Delete a source; its posts stay',
  body: DeleteSourceBody,
  response: SuccessBody,
});

export const setSourceActive = endpoint({
  method: 'PUT',
  path: '/source/active',
  summary: 'Activate or deactivate a source',
  body: SetSourceActiveBody,
  response: Source,
});

/**
 * What a source gives the posts it brings: its tags and feed category (as ingest tags them), its rules' include
 * keywords and its search keywords.
 */
export function sourceGifts(source: {
  name: string;
  tags: readonly string[];
  rules: readonly Rule[];
  keywords: readonly string[];
}): TagGifts {
  return {
    tags: cleanTags([...source.tags, feedCategoryOf(source.name)]),
    keywords: [...includeKeywordsOf(source.rules), ...source.keywords],
  };
}
