import { z } from 'zod';
import { CONNECT_NOTE_MAX, CONNECT_NOTE_MAX_FREE } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { LinkedinAccountType } from './instructions.ts';

// Engaging with a post's author (spec engage.md §4, §7): like, comment, follow, connect, find and log e-mails.
// Each network action is queued as an instruction the extension performs; these calls answer once it is queued.

export const COMMENT_MAX_LENGTH = 1250;

/**
 * Account-safety caps over rolling windows (DESIGN "Account safety"). connect_note applies to free LinkedIn
 * accounts only. The daily goals (10 likes, 3 comments, 5 follows, 3 connects) sit well under them.
 */
export const ACTION_CAPS = [
  { action: 'like', limit: 100, windowHours: 24 },
  { action: 'comment', limit: 30, windowHours: 24 },
  { action: 'follow', limit: 50, windowHours: 24 },
  { action: 'connect', limit: 20, windowHours: 24 },
  { action: 'connect', limit: 80, windowHours: 24 * 7 },
  { action: 'connect_note', limit: 5, windowHours: 24 * 30 },
  // Posts published through the extension (no integration): people rarely post more than once or twice a day,
  // and a burst of posts from one session is what LinkedIn's automation checks notice first.
  { action: 'post', limit: 5, windowHours: 24 },
] as const;
export const CAPPED_ACTIONS = ['like', 'comment', 'follow', 'connect', 'connect_note', 'post'] as const;
export const CappedAction = z.enum(CAPPED_ACTIONS);
export type CappedAction = z.infer<typeof CappedAction>;

const PostId = z.uuid({ error: 'must be a post id (UUID)' });
const IsoDateTime = z.iso.datetime({ offset: true });

/** like, unlike, follow, unfollow, delete comment, withdraw connection. */
export const EngagePostBody = z.strictObject({ id: PostId });
export type EngagePostBody = z.infer<typeof EngagePostBody>;

export const CommentBody = z.strictObject({
  id: PostId,
  comment: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters`),
});
export type CommentBody = z.infer<typeof CommentBody>;

/** An empty note means "no note"; a note of only spaces is a mistake worth telling. */
const ConnectNote = z
  .string({ error: 'must be text' })
  // The limit is checked after trimming, so the schema carries it for the API document.
  .meta({
    maxLength: CONNECT_NOTE_MAX,
    description: `At most ${CONNECT_NOTE_MAX} characters once trimmed; ${CONNECT_NOTE_MAX_FREE} on a free LinkedIn account`,
  })
  .refine((s) => s === '' || s.trim() !== '', 'must not be blank; leave it empty to send no note')
  .transform((s) => s.trim())
  .refine((s) => s.length <= CONNECT_NOTE_MAX, `must be at most ${CONNECT_NOTE_MAX} characters`)
  .transform((s) => s || null);

/** The spec sends "message and other fields": fields other than these are ignored. */
export const AddConnectionBody = z.object({ id: PostId, message: ConnectNote.nullable().optional() });
export type AddConnectionBody = z.input<typeof AddConnectionBody>;

/** The post's engagement state after the call. */
export const EngageResponse = SuccessBody.extend({
  liked: z.boolean(),
  numLikes: z.int().nonnegative(),
  comment: z.string().nullable(),
  followed: z.boolean(),
  connected: z.boolean(),
});
export type EngageResponse = z.infer<typeof EngageResponse>;

const OptionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).nullish();

export const FindEmailBody = z.object({
  fullName: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(300),
  /** The company website or its domain; absent: 'No company website found'. */
  domain: OptionalText(2048),
  linkedinStandardProfileURL: OptionalText(2048),
  posterSalesNavId: OptionalText(300),
  companyLinkedinId: OptionalText(300),
  companyName: OptionalText(300),
  /** Look up again instead of answering from the cache. */
  realtime: z.boolean().optional(),
});
export type FindEmailBody = z.input<typeof FindEmailBody>;

export const EMAIL_LOOKUP_STATUSES = ['found', 'not_found', 'no_website'] as const;
export const EmailLookupStatus = z.enum(EMAIL_LOOKUP_STATUSES);
export type EmailLookupStatus = z.infer<typeof EmailLookupStatus>;

/**
 * How long a lookup's answer is served again without asking: a found address stays good for months, "nobody found"
 * is worth asking again sooner. Past it an answer is never read again, and the retention job deletes it.
 */
export const EMAIL_LOOKUP_TTL_DAYS = { found: 90, notFound: 7 } as const;

/** The spec's wording for the states without an address (engage.md §8), and the 503 of a lookup not made. */
export const EMAIL_LOOKUP_MESSAGES = {
  not_found: 'No email found',
  no_website: 'No company website found',
  /** Hunter and DNS both failed: not an answer, unlike the two above. */
  unavailable: 'The e-mail lookup could not reach its services just now; try again shortly',
} as const;

export const FindEmailResponse = z.object({
  email: z.string().nullable(),
  status: EmailLookupStatus,
  /** False for guesses (the built-in finder) and addresses the provider could not confirm. */
  verified: z.boolean(),
  provider: z.enum(['hunter', 'builtin']).nullable(),
  /** 'No email found' or 'No company website found'; null when found. */
  message: z.string().nullable(),
  /** Other plausible addresses, best first. */
  alternatives: z.array(z.string()),
});
export type FindEmailResponse = z.infer<typeof FindEmailResponse>;

export const EmailManualBody = z.object({
  id: PostId,
  companyId: OptionalText(300),
  email: z.email({ error: 'must be an e-mail address' }).max(320).nullish(),
});
export type EmailManualBody = z.input<typeof EmailManualBody>;

export const CapUsage = z.object({
  action: CappedAction,
  used: z.int().nonnegative(),
  limit: z.int().positive(),
  windowHours: z.int().positive(),
  /** When the oldest counted action leaves the window; null when none is counted. */
  resetsAt: IsoDateTime.nullable(),
  /** False for caps that do not apply to this account (notes on premium accounts). */
  applies: z.boolean(),
});
export type CapUsage = z.infer<typeof CapUsage>;

export const EngageQuota = z.object({
  caps: z.array(CapUsage),
  paused: z.object({ until: IsoDateTime, reason: z.string() }).nullable(),
  linkedinAccount: LinkedinAccountType,
});
export type EngageQuota = z.infer<typeof EngageQuota>;

const engage = (method: 'POST' | 'PUT' | 'DELETE', path: string, summary: string) => ({ method, path, summary });

export const likePost = endpoint({
  ...engage('POST', '/post/engage/like', 'Like a post (queued for the extension)'),
  body: EngagePostBody,
  response: EngageResponse,
});
export const unlikePost = endpoint({
  ...engage('DELETE', '/post/engage/like', 'Remove a like'),
  body: EngagePostBody,
  response: EngageResponse,
});
export const addComment = endpoint({
  ...engage('POST', '/post/engage/comment', 'Comment on a post'),
  body: CommentBody,
  response: EngageResponse,
});
export const editComment = endpoint({
  ...engage('PUT', '/post/engage/comment', "Edit the user's comment"),
  body: CommentBody,
  response: EngageResponse,
});
export const deleteComment = endpoint({
  ...engage('DELETE', '/post/engage/comment', "Delete the user's comment"),
  body: EngagePostBody,
  response: EngageResponse,
});
export const followPoster = endpoint({
  ...engage('POST', '/post/engage/follow', "Follow the post's author"),
  body: EngagePostBody,
  response: EngageResponse,
});
export const unfollowPoster = endpoint({
  ...engage('DELETE', '/post/engage/follow', "Unfollow the post's author"),
  body: EngagePostBody,
  response: EngageResponse,
});
export const connectPoster = endpoint({
  ...engage(
    'POST',
    '/post/engage/add-connection',
    "Send the post's author a connection request, optionally with a note",
  ),
  body: AddConnectionBody,
  response: EngageResponse,
});
export const withdrawConnection = endpoint({
  ...engage('DELETE', '/post/engage/add-connection', 'Withdraw the connection request'),
  body: AddConnectionBody,
  response: EngageResponse,
});
export const findEmail = endpoint({
  ...engage('POST', '/post/engage/find-email', "Find a person's company e-mail address"),
  body: FindEmailBody,
  response: FindEmailResponse,
});
export const logManualEmail = endpoint({
  ...engage('POST', '/post/engage/email_manual', "Log an e-mail sent to the post's author"),
  body: EmailManualBody,
  response: SuccessBody,
});

export const getEngageQuota = endpoint({
  method: 'GET',
  path: '/engage/quota',
  summary: 'Use of each account-safety cap and the queue pause state',
  response: EngageQuota,
});
