import { z } from 'zod';
import { NetworkFailure, NetworkPlatform, PostMetricsCounts } from './network.ts';
import { FollowedEntityType, SourceDateRange } from './source.ts';

// Instructions: work for the network the extension claims from the server, performs, and reports (DESIGN). Each
// instruction is `{ id, type, payload }`, one union keyed by the type, so a payload always matches its type.

export const INSTRUCTION_TYPES = [
  'fetch_source',
  'like',
  'unlike',
  'comment',
  'edit_comment',
  'delete_comment',
  'follow',
  'unfollow',
  'connect',
  'withdraw_connection',
  'publish_post',
  'read_post_metrics',
] as const;
export const InstructionType = z.enum(INSTRUCTION_TYPES);
export type InstructionType = z.infer<typeof InstructionType>;

/** LinkedIn: urn:li:activity|ugcPost|share:<id>; Reddit: a fullname (t3_…, t1_…). */
const Urn = z.string().trim().min(1).max(500);
/** LinkedIn's profile id: the ACoAA… part of urn:li:fsd_profile. */
const ProfileId = z.string().trim().min(1).max(200);
const CommentText = z.string().trim().min(1, 'Comment is empty').max(10_000);

/** Ids LinkedIn's content search narrows by (its URL parameters of the same names). */
const SearchIds = z.array(z.string().trim().min(1).max(200)).max(50).default([]);
export const LinkedinSearchFilters = z.object({
  /** Posted by these members (profile ids). */
  fromMember: SearchIds,
  /** Posted by these company pages (numeric company ids). */
  fromOrganization: SearchIds,
  /** Posted by people working at these companies. */
  authorCompany: SearchIds,
  mentionsMember: SearchIds,
  mentionsOrganization: SearchIds,
});
export type LinkedinSearchFilters = z.infer<typeof LinkedinSearchFilters>;

export const FetchSourcePayload = z.object({
  sourceId: z.uuid(),
  platform: NetworkPlatform,
  followedEntityType: FollowedEntityType,
  /** Search keywords (LinkedIn search), or a subreddit / Reddit path. */
  query: z.string().max(500).nullable().default(null),
  /** The source's keywords; a search without a query looks for them. */
  keywords: z.array(z.string().max(100)).max(50).default([]),
  /** The feed's link (a LinkedIn profile, a subreddit), when it has one. */
  url: z.string().max(2000).nullable().default(null),
  /** Whose activity to read (LinkedIn profile_feed). */
  profileId: ProfileId.nullable().default(null),
  /** The person's name: a profile typed in without its id is looked up on LinkedIn by it. */
  profileName: z.string().trim().max(200).nullable().default(null),
  filters: LinkedinSearchFilters.prefault({}),
  dateRange: SourceDateRange.optional(),
  count: z.int().min(1).max(100).default(25),
  /** The feed refresh this fetch belongs to (its progress counts it). */
  refreshId: z.uuid().nullable().default(null),
  /** Part of a hard refresh: a longer window. */
  hard: z.boolean().default(false),
});
export type FetchSourcePayload = z.infer<typeof FetchSourcePayload>;

export const ReactPayload = z.object({ platform: NetworkPlatform, postUrn: Urn });
export const UnreactPayload = ReactPayload.extend({
  /** LinkedIn removes a reaction by its own id (the createdId of the like); Reddit needs only the post. */
  reactionUrn: Urn.nullable().default(null),
});
export const CommentPayload = z.object({
  platform: NetworkPlatform,
  postUrn: Urn,
  text: CommentText,
  /** Set to answer a comment instead of the post. */
  parentCommentUrn: Urn.nullable().default(null),
});
export const EditCommentPayload = z.object({ platform: NetworkPlatform, commentUrn: Urn, text: CommentText });
export const DeleteCommentPayload = z.object({ platform: NetworkPlatform, commentUrn: Urn });
export const FollowPayload = z.object({ profileId: ProfileId });
export const ConnectPayload = z.object({
  profileId: ProfileId,
  note: z.string().trim().max(300).nullable().default(null),
});
export const WithdrawConnectionPayload = z.object({ invitationUrn: Urn });

/** LinkedIn's limit on a post's text. */
export const LINKEDIN_POST_TEXT_MAX = 3000;

/**
 * A scheduled post published in the user's own LinkedIn session (no LinkedIn integration). The media is read from
 * Inroad with the extension's session (`path` is below the API base, e.g. /media/<id>.png) and uploaded to LinkedIn.
 */
export const PublishPostPayload = z.object({
  platform: z.literal('linkedin'),
  publicationId: z.int().positive(),
  /** The attempt's idempotency key (publication-<id>-attempt-<n>): the extension performs each key at most once. */
  idempotencyKey: z.string().min(1).max(200),
  text: z.string().trim().min(1, 'Post is empty').max(LINKEDIN_POST_TEXT_MAX),
  media: z
    .object({
      path: z.string().regex(/^\/media\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, 'must be an Inroad media path'),
      contentType: z.string().regex(/^image\//, 'only images are published through the extension'),
      kind: z.literal('image'),
    })
    .nullable()
    .default(null),
});
export type PublishPostPayload = z.infer<typeof PublishPostPayload>;

/**
 * A post published through the extension, read back in the user's session a few times over its first week: its
 * likes, comments and reposts (the integration path reads them with the integration's token instead).
 */
export const ReadPostMetricsPayload = z.object({
  platform: z.literal('linkedin'),
  publicationId: z.int().positive(),
  /** The published post's URN (urn:li:share:…, urn:li:ugcPost:… or urn:li:activity:…). */
  postUrn: Urn,
  /** Which of the publication's scheduled reads this is (0 = the first, an hour after publishing). */
  read: z.int().nonnegative(),
});
export type ReadPostMetricsPayload = z.infer<typeof ReadPostMetricsPayload>;

const instruction = <T extends InstructionType, P extends z.ZodType>(type: T, payload: P) =>
  z.object({ id: z.string().min(1), type: z.literal(type), payload });

export const Instruction = z.discriminatedUnion('type', [
  instruction('fetch_source', FetchSourcePayload),
  instruction('like', ReactPayload),
  instruction('unlike', UnreactPayload),
  instruction('comment', CommentPayload),
  instruction('edit_comment', EditCommentPayload),
  instruction('delete_comment', DeleteCommentPayload),
  instruction('follow', FollowPayload),
  instruction('unfollow', FollowPayload),
  instruction('connect', ConnectPayload),
  instruction('withdraw_connection', WithdrawConnectionPayload),
  instruction('publish_post', PublishPostPayload),
  instruction('read_post_metrics', ReadPostMetricsPayload),
]);
export type Instruction = z.infer<typeof Instruction>;
export type InstructionInput = z.input<typeof Instruction>;

/** What the extension reports for one instruction. */
export const InstructionResult = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** What the write created (reaction, comment, invitation id), when the network named it. */
    createdId: z.string().nullable().default(null),
    /** fetch_source: posts read from the network. */
    postCount: z.int().nonnegative().nullable().default(null),
    /** connect: the note was dropped because the note quota was used up, the invitation went without it. */
    noteDropped: z.boolean().default(false),
    /** publish_post: the published post's address on the network. */
    url: z.string().optional(),
    /** read_post_metrics: the post's numbers. */
    metrics: PostMetricsCounts.optional(),
  }),
  z.object({ ok: z.literal(false), failure: NetworkFailure }),
]);
export type InstructionResult = z.infer<typeof InstructionResult>;
