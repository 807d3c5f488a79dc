import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { JSON_DEPTH_MAX, NETWORK_JSON_VALUES_MAX, POSTS_PER_CALL_MAX } from './json-limits.ts';
import { PostComment } from './post.ts';
import { NormalizedPost } from './post-ingest.ts';
import { CompanySuggestion, PersonSuggestion } from './source.ts';
import { stripUnsafeText } from './text.ts';

// The network side: the extension fetches raw LinkedIn/Reddit bodies in the user's session and posts them here;
// the server's formatters turn them into posts, comments, profiles and suggestions (thin extension, smart server).

export const NETWORK_PLATFORMS = ['linkedin', 'reddit'] as const;
export const NetworkPlatform = z.enum(NETWORK_PLATFORMS, { error: 'must be linkedin or reddit' });
export type NetworkPlatform = z.infer<typeof NetworkPlatform>;

/**
 * Why a network call did not give what was asked. rate_limit, challenge and auth pause the account's queue
 * (DESIGN "Account safety"); invite_limit means the note quota is used up (send without a note); unknown is
 * anything else, e.g. a refusal about one prospect.
 */
export const NETWORK_FAILURE_KINDS = ['rate_limit', 'invite_limit', 'challenge', 'auth', 'unknown'] as const;
export const NetworkFailureKind = z.enum(NETWORK_FAILURE_KINDS);
export type NetworkFailureKind = z.infer<typeof NetworkFailureKind>;

export const NetworkFailure = z.object({
  kind: NetworkFailureKind,
  message: z.string(),
  /** The network's own code when it gave one (CUSTOM_INVITE_LIMIT_REACHED, RATELIMIT, …). */
  code: z.string().nullable().default(null),
});
export type NetworkFailure = z.infer<typeof NetworkFailure>;

/** A post's numbers as the network counts them: likes are all reactions; shares are null when not given. */
export const PostMetricsCounts = z.strictObject({
  likes: z.int({ error: 'must be a whole number' }).nonnegative().max(1e9),
  comments: z.int({ error: 'must be a whole number' }).nonnegative().max(1e9),
  shares: z.int({ error: 'must be a whole number' }).nonnegative().max(1e9).nullable(),
});
export type PostMetricsCounts = z.infer<typeof PostMetricsCounts>;

/** Failures that must stop the queue until a person looks (or the limit window passes). */
export function failurePausesQueue(failure: NetworkFailure): boolean {
  return failure.kind === 'rate_limit' || failure.kind === 'challenge' || failure.kind === 'auth';
}

// ---------------------------------------------------------------------------------------------------------------
// Profile details (spec §3 Profile details, Experience entry)

export const ExperienceEntry = z.object({
  title: z.string().nullable(),
  companyName: z.string().nullable(),
  /** LinkedIn's numeric company id: getCompanyWebsite takes it. */
  companyLinkedinId: z.string().nullable(),
  companyLinkedinURL: z.string().nullable(),
  /** Whole and partial years in the role, one decimal (2 yrs 3 mos → 2.3); null when the dates are unknown. */
  yearsWorked: z.number().nonnegative().nullable(),
  jobLocation: z.string().nullable(),
  jobDescription: z.string().nullable(),
  /** True for the roles without an end date. */
  current: z.boolean(),
});
export type ExperienceEntry = z.infer<typeof ExperienceEntry>;

export const ProfileDetails = z.object({
  /** LinkedIn's profile id (the ACoAA… part of urn:li:fsd_profile), which follow and connect address. */
  profileId: z.string().nullable(),
  /** The numeric member id (urn:li:member:N). */
  memberId: z.string().nullable(),
  publicIdentifier: z.string().nullable(),
  name: z.string().nullable(),
  headline: z.string().nullable(),
  onPlatformFollowed: z.boolean(),
  connected: z.boolean(),
  /** A connection request from the user is waiting for an answer. */
  invitationPending: z.boolean(),
  /** The pending invitation's urn (urn:li:fsd_invitation:…), which withdrawing it needs; null when none is known. */
  invitationUrn: z.string().max(300).nullable(),
  about: z.string().nullable(),
  numFollowers: z.int().nonnegative().nullable(),
  numConnections: z.int().nonnegative().nullable(),
  /** '1st', '2nd', '3rd', 'Out of network' or 'You'; null when the answer did not say. */
  connectionDegree: z.string().nullable(),
  location: z.string().nullable(),
  experience: z.array(ExperienceEntry),
});
export type ProfileDetails = z.infer<typeof ProfileDetails>;

export const CompanyDetails = z.object({
  companyId: z.string().nullable(),
  name: z.string().nullable(),
  universalName: z.string().nullable(),
  website: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

export const TYPEAHEAD_KINDS = ['people', 'companies'] as const;
export const TypeaheadKind = z.enum(TYPEAHEAD_KINDS, { error: 'must be people or companies' });
export type TypeaheadKind = z.infer<typeof TypeaheadKind>;

// ---------------------------------------------------------------------------------------------------------------
// Formatter endpoints: POST /api/extension/format/{platform}/{kind}

/** The network's answer as the extension got it: the body, and the HTTP status when it was not a plain 200. */
const RawData = {
  /** Cleaned of NUL and unpaired surrogates: one such post must not fail its whole batch. */
  rawData: z.unknown().transform(stripUnsafeText),
  httpStatus: z.int().min(0).max(999).optional(),
};
const requireRawData = {
  check: (body: { rawData?: unknown }) => body.rawData !== undefined && body.rawData !== null,
  params: { message: 'is required', path: ['rawData'] },
};

export const FormatPostsBody = z
  .strictObject({
    ...RawData,
    /** The source these posts were fetched for: they are stored in its user's inbox. */
    sourceId: z.uuid({ error: 'must be a source id (UUID)' }).optional(),
  })
  .refine(requireRawData.check, requireRawData.params);
export type FormatPostsBody = z.input<typeof FormatPostsBody>;

export const FormattedPosts = z.object({
  posts: z.array(NormalizedPost),
  /** Items of the answer that were not posts or could not be read (ads, deleted authors, broken entries). */
  skipped: z.int().nonnegative(),
  /** True when the posts were stored in the source's inbox. */
  ingested: z.boolean(),
  failure: NetworkFailure.nullable(),
});
export type FormattedPosts = z.infer<typeof FormattedPosts>;

export const FormatCommentsBody = z.strictObject({ ...RawData }).refine(requireRawData.check, requireRawData.params);
export type FormatCommentsBody = z.input<typeof FormatCommentsBody>;

export const FormattedComments = z.object({ comments: z.array(PostComment), failure: NetworkFailure.nullable() });
export type FormattedComments = z.infer<typeof FormattedComments>;

/** rawData may be one answer or several (top card, experience, about) that together describe one person. */
export const FormatProfileBody = z.strictObject({ ...RawData }).refine(requireRawData.check, requireRawData.params);
export type FormatProfileBody = z.input<typeof FormatProfileBody>;

export const FormattedProfile = z.object({ profile: ProfileDetails.nullable(), failure: NetworkFailure.nullable() });
export type FormattedProfile = z.infer<typeof FormattedProfile>;

export const FormatTypeaheadBody = z
  .strictObject({ ...RawData, kind: TypeaheadKind })
  .refine(requireRawData.check, requireRawData.params);
export type FormatTypeaheadBody = z.input<typeof FormatTypeaheadBody>;

/** Only the list of the asked kind is filled. */
export const FormattedTypeahead = z.object({
  people: z.array(PersonSuggestion),
  companies: z.array(CompanySuggestion),
  failure: NetworkFailure.nullable(),
});
export type FormattedTypeahead = z.infer<typeof FormattedTypeahead>;

export const FormatCompanyBody = z.strictObject({ ...RawData }).refine(requireRawData.check, requireRawData.params);
export type FormatCompanyBody = z.input<typeof FormatCompanyBody>;

export const FormattedCompany = z.object({ company: CompanyDetails.nullable(), failure: NetworkFailure.nullable() });
export type FormattedCompany = z.infer<typeof FormattedCompany>;

/** The answer to a write (like, comment, follow, connect, …): rawData may be empty (201 without a body). */
export const FormatOutcomeBody = z.strictObject({
  rawData: z.unknown().optional(),
  httpStatus: z.int().min(0).max(999),
  /** LinkedIn's x-restli-id header: the id of what a create made. */
  restliId: z.string().max(1000).optional(),
  /** Where a redirect pointed (a login or checkpoint page means the session is gone). */
  location: z.string().max(4000).optional(),
});
export type FormatOutcomeBody = z.input<typeof FormatOutcomeBody>;

export const FormattedOutcome = z.object({
  failure: NetworkFailure.nullable(),
  /** The id of what the write created (reaction, comment, invitation), when the answer named one. */
  createdId: z.string().nullable(),
});
export type FormattedOutcome = z.infer<typeof FormattedOutcome>;

/** A post's own answer (feed/updates/<urn>), read for its numbers; postUrn says which post's counts to take. */
export const FormatPostMetricsBody = z
  .strictObject({ ...RawData, postUrn: z.string().trim().min(1).max(500) })
  .refine(requireRawData.check, requireRawData.params);
export type FormatPostMetricsBody = z.input<typeof FormatPostMetricsBody>;

export const FormattedPostMetrics = z.object({
  /** null when the answer held no counts for the post. */
  metrics: PostMetricsCounts.nullable(),
  failure: NetworkFailure.nullable(),
});
export type FormattedPostMetrics = z.infer<typeof FormattedPostMetrics>;

/**
 * Bytes of one formatter call. A page of real answers is well under a megabyte (a Reddit listing of 100 posts with
 * long texts a few); every byte more is work the server does in one go, blocking everyone else's requests meanwhile.
 */
export const FORMAT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** The limits every formatter call meets, stated in each one's summary for the API document. */
const FORMAT_LIMITS = ` (body at most ${FORMAT_BODY_LIMIT_BYTES} bytes, ${NETWORK_JSON_VALUES_MAX} values and ${JSON_DEPTH_MAX} levels: 413/400 beyond)`;
const POSTS_LIMIT = `; at most ${POSTS_PER_CALL_MAX} posts per call (413 beyond)`;

export const formatLinkedinPosts = endpoint({
  method: 'POST',
  path: '/extension/format/linkedin/posts',
  summary: `Normalise a LinkedIn post search or activity feed answer; with sourceId, store the posts in the inbox${POSTS_LIMIT}${FORMAT_LIMITS}`,
  body: FormatPostsBody,
  response: FormattedPosts,
});

export const formatLinkedinProfile = endpoint({
  method: 'POST',
  path: '/extension/format/linkedin/profile',
  summary: `Normalise LinkedIn profile answers (top card, experience, about) into a person's details${FORMAT_LIMITS}`,
  body: FormatProfileBody,
  response: FormattedProfile,
});

export const formatLinkedinTypeahead = endpoint({
  method: 'POST',
  path: '/extension/format/linkedin/typeahead',
  summary: `Normalise a LinkedIn people or company typeahead answer into suggestions${FORMAT_LIMITS}`,
  body: FormatTypeaheadBody,
  response: FormattedTypeahead,
});

export const formatLinkedinCompany = endpoint({
  method: 'POST',
  path: '/extension/format/linkedin/company',
  summary: `Read a company's name and website from a LinkedIn company answer${FORMAT_LIMITS}`,
  body: FormatCompanyBody,
  response: FormattedCompany,
});

export const formatLinkedinPostMetrics = endpoint({
  method: 'POST',
  path: '/extension/format/linkedin/post-metrics',
  summary: `Read a LinkedIn post's likes (all reactions), comments and reposts from the post's own answer${FORMAT_LIMITS}`,
  body: FormatPostMetricsBody,
  response: FormattedPostMetrics,
});

export const formatLinkedinOutcome = endpoint({
  method: 'POST',
  path: '/extension/format/linkedin/outcome',
  summary: `Classify the answer to a LinkedIn write: success (with the created id) or a typed failure${FORMAT_LIMITS}`,
  body: FormatOutcomeBody,
  response: FormattedOutcome,
});

export const formatRedditPosts = endpoint({
  method: 'POST',
  path: '/extension/format/reddit/posts',
  summary: `Normalise a Reddit listing; with sourceId, store the posts in the inbox${POSTS_LIMIT}${FORMAT_LIMITS}`,
  body: FormatPostsBody,
  response: FormattedPosts,
});

export const formatRedditComments = endpoint({
  method: 'POST',
  path: '/extension/format/reddit/comments',
  summary: `Normalise a Reddit post's comment tree into comments with their first reply${FORMAT_LIMITS}`,
  body: FormatCommentsBody,
  response: FormattedComments,
});

export const formatRedditOutcome = endpoint({
  method: 'POST',
  path: '/extension/format/reddit/outcome',
  summary: `Classify the answer to a Reddit write: success (with the created id) or a typed failure${FORMAT_LIMITS}`,
  body: FormatOutcomeBody,
  response: FormattedOutcome,
});
