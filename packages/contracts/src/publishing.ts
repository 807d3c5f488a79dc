import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Platform } from './integrations.ts';

// Publishing: a scheduled answer or variant goes out to LinkedIn (through an integration, else through the
// extension in the user's own session) or to Reddit (through an integration), exactly once, at its time.

export const PUBLICATION_STATUSES = ['scheduled', 'publishing', 'published', 'failed'] as const;
export const PublicationStatus = z.enum(PUBLICATION_STATUSES);
export type PublicationStatus = z.infer<typeof PublicationStatus>;

/**
 * Why a post's text or time cannot change once its publication has left the queue: what is being published was read
 * when it started (an instruction to the extension carries the text), and a published post is on the network.
 */
export const LOCKED_POST_MESSAGES = {
  publishing: 'This post is being published: its text and time can change again only if publishing fails',
  published: 'This post is already published: its text and time can no longer change',
} as const satisfies Partial<Record<PublicationStatus, string>>;

/**
 * Why a post's text and destination cannot change while an earlier attempt may have published it (its answer was
 * lost): the next run looks for what that attempt sent, and a changed post would not be found, and go out twice.
 */
export const UNRESOLVED_POST_MESSAGE =
  'An earlier attempt may have published this post: its text and destination can change once Inroad has checked the network, within a few minutes';

/** Why a post cannot be deleted while a worker or the extension is publishing it: it may go out all the same. */
export const POST_IN_HAND_MESSAGE =
  'This post is being published right now: it can be deleted in a few minutes, once it has gone out or failed';

/** Why a post cannot be deleted while one of its variants is being published right now. */
export const VARIANT_IN_HAND_MESSAGE =
  'A variant of this post is being published right now: the post can be deleted in a few minutes, once that variant has gone out or failed';

/** Why an idea, a topic or a plan cannot be deleted while a post below it is being published right now. */
export const SCOPE_IN_HAND_MESSAGES = {
  idea: 'A post of this idea is being published right now: the idea can be deleted in a few minutes, once that post has gone out or failed',
  topic:
    'A post of this topic is being published right now: the topic can be deleted in a few minutes, once that post has gone out or failed',
  plan: 'A post of this plan is being published right now: the plan can be deleted in a few minutes, once that post has gone out or failed',
} as const;

/** Why a post's destination cannot change once its publication has left the queue. */
export const LOCKED_TARGET_MESSAGES = {
  publishing: 'This post is being published: where it goes can change again only if publishing fails',
  published: 'This post is already published: where it went can no longer change',
} as const satisfies Partial<Record<PublicationStatus, string>>;

/** Whether a publication has left the queue: it is being published, or it is out. */
export function hasLeftQueue(status: PublicationStatus | undefined): status is 'publishing' | 'published' {
  return status === 'publishing' || status === 'published';
}

/**
 * The reason a post's text and time are locked, or null while they may change (also while it only waits for the
 * extension, which has not taken it yet).
 */
export function lockedPostMessage(
  publication: Pick<Publication, 'status' | 'waitingForExtension'> | null | undefined,
): string | null {
  if (!publication || publication.waitingForExtension) return null;
  return hasLeftQueue(publication.status) ? LOCKED_POST_MESSAGES[publication.status] : null;
}

export const REDDIT_TITLE_MAX = 300;
export const LINKEDIN_TEXT_MAX = 3000;

/**
 * What kind of Reddit post an item becomes: a text (self) post, a link post (the first URL in the text), or an
 * image post (the attached image). Null: decided from the content (an image when one is attached, a link when the
 * text is only a URL, else text).
 */
export const REDDIT_POST_KINDS = ['text', 'link', 'image'] as const;
export const RedditPostKind = z.enum(REDDIT_POST_KINDS, { error: `must be one of ${REDDIT_POST_KINDS.join(', ')}` });
export type RedditPostKind = z.infer<typeof RedditPostKind>;

/** A subreddit's name as Reddit allows it: 2–21 letters, digits or underscores. */
const SUBREDDIT_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{1,20}$/;
export const SUBREDDIT_FORMAT_MESSAGE = 'must be a subreddit as r/name (2–21 letters, digits or _)';

/** A subreddit typed as `r/name` (or `name`, or `/r/name`): the name without the prefix, or null when it is not one. */
export function subredditName(text: string): string | null {
  const name = text.trim().replace(/^\/?r\//i, '');
  return SUBREDDIT_NAME.test(name) ? name : null;
}

/** The subreddit field: `r/name` typed by the user, stored as the bare name. */
export const SubredditInput = z
  .string({ error: SUBREDDIT_FORMAT_MESSAGE })
  .refine((text) => subredditName(text) !== null, SUBREDDIT_FORMAT_MESSAGE)
  .transform((text) => subredditName(text)!);

export const PublicationMetrics = z.object({
  likes: z.number().int(),
  comments: z.number().int(),
  /** Null where the network does not tell (LinkedIn's member token cannot read reshares). */
  shares: z.number().int().nullable(),
  readAt: z.iso.datetime({ offset: true }),
});
export type PublicationMetrics = z.infer<typeof PublicationMetrics>;

export const Publication = z.object({
  id: z.number().int(),
  answerId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  platform: Platform,
  /** Null for LinkedIn: through the extension in the user's own session. */
  integrationId: z.number().int().nullable(),
  /** Reddit: the subreddit (without r/), or null for the user's profile. */
  subreddit: z.string().nullable(),
  /** Reddit: the post's title (null: its first line) and kind (null: decided from the content). */
  title: z.string().nullable(),
  redditKind: RedditPostKind.nullable(),
  status: PublicationStatus,
  /** When it goes out (the item's time, or when it was scheduled for ASAP, or the next retry). */
  runAt: z.iso.datetime({ offset: true }),
  attempt: z.number().int(),
  networkPostId: z.string().nullable(),
  url: z.string().nullable(),
  /** The network's reason for a failure. */
  error: z.string().nullable(),
  /** The failure needs the user to sign in to the network again ('Complete LinkedIn Integration'). */
  needsSignIn: z.boolean(),
  /**
   * 'publishing', handed to the extension, which has not taken it yet: the post has not left Inroad, so its text,
   * time and destination may still change (the change takes it back into the queue).
   */
  waitingForExtension: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  metrics: PublicationMetrics.nullable(),
});
export type Publication = z.infer<typeof Publication>;

export const PublicationList = z.object({ publications: z.array(Publication) });
export type PublicationList = z.infer<typeof PublicationList>;

const itemId = z.number().int().positive();

/** Where a scheduled post goes: sent with the post when it is saved (SaveAnswerBody.target), or on its own later. */
export const PublicationTarget = z.strictObject({
  /** Null: LinkedIn through the extension. */
  integrationId: itemId.nullable(),
  /** Reddit: `r/name`; null or absent for the user's profile. */
  subreddit: SubredditInput.nullish(),
  title: z.string().trim().min(1, 'is required for Reddit').max(REDDIT_TITLE_MAX).nullish(),
  redditKind: RedditPostKind.nullish(),
});
export type PublicationTarget = z.output<typeof PublicationTarget>;

export const SetPublicationTargetBody = PublicationTarget.extend({
  answerId: itemId.optional(),
  variantId: itemId.optional(),
}).refine((body) => (body.answerId === undefined) !== (body.variantId === undefined), {
  message: 'name either answerId or variantId',
});

export const PublicationIdBody = z.strictObject({
  id: z.number({ error: 'id: must be a publication id' }).int().positive(),
});

/** An hour of the day counts once at least this many published posts with numbers went out in it. */
export const BEST_HOURS_MIN_POSTS = 2;
/** How many of the best hours are shown. */
export const BEST_HOURS_SHOWN = 3;

export const BestHour = z.object({
  /** 0–23 on the user's clock (their settings' time zone). */
  hour: z.number().int().min(0).max(23),
  posts: z.number().int(),
  /** Likes + comments + shares per post, from each post's latest read. */
  meanEngagement: z.number(),
});
export type BestHour = z.infer<typeof BestHour>;

export const BestHours = z.object({
  timeZone: z.string(),
  /** Published posts whose numbers have been read back, at any hour. */
  postsWithNumbers: z.number().int(),
  minPostsPerHour: z.number().int(),
  /** At most BEST_HOURS_SHOWN hours with at least minPostsPerHour posts, best mean engagement first. */
  hours: z.array(BestHour),
});
export type BestHours = z.infer<typeof BestHours>;

export const SubredditsQuery = z.object({
  integrationId: z.coerce.number({ error: 'must be an integration id' }).int().positive(),
});

export const SubscribedSubreddits = z.object({
  /** Bare names, as Reddit lists them, sorted case-insensitively. */
  subreddits: z.array(z.string()),
  /** Why there are no suggestions when Reddit would not list them (e.g. the connection predates the permission). */
  message: z.string().nullable(),
});
export type SubscribedSubreddits = z.infer<typeof SubscribedSubreddits>;

export const listPublications = endpoint({
  method: 'GET',
  path: '/publications',
  summary: "The user's publications: where each scheduled item goes, its state, link, reason and numbers",
  response: PublicationList,
});

export const setPublicationTarget = endpoint({
  method: 'PUT',
  path: '/publications/target',
  summary: 'Choose where a scheduled item is published (an integration, a subreddit, or LinkedIn via the extension)',
  body: SetPublicationTargetBody,
  response: Publication,
});

export const retryPublication = endpoint({
  method: 'POST',
  path: '/publications/retry',
  summary: 'Publish a failed item again',
  body: PublicationIdBody,
  response: Publication,
});

export const getBestHours = endpoint({
  method: 'GET',
  path: '/publications/best_hours',
  summary:
    "Best posting hours so far: the hours of the day (the user's time zone) whose published posts drew the most likes, comments and shares per post, with a minimum of posts per hour",
  response: BestHours,
});

export const listSubscribedSubreddits = endpoint({
  method: 'GET',
  path: '/integrations/subreddits',
  summary: "The subreddits the Reddit integration's account subscribes to, as suggestions for where a post goes",
  query: SubredditsQuery,
  response: SubscribedSubreddits,
});
