import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Platform } from './integrations.ts';

// Publishing: a scheduled answer or variant goes out to LinkedIn (through an integration, else through the
// extension in the user's own session) or to Reddit (through an integration), exactly once, at its time.

export const PUBLICATION_STATUSES = ['scheduled', 'publishing', 'published', 'failed'] as const;
export const PublicationStatus = z.enum(PUBLICATION_STATUSES);
export type PublicationStatus = z.infer<typeof PublicationStatus>;

export const REDDIT_TITLE_MAX = 300;
export const LINKEDIN_TEXT_MAX = 3000;

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
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  metrics: PublicationMetrics.nullable(),
});
export type Publication = z.infer<typeof Publication>;

export const PublicationList = z.object({ publications: z.array(Publication) });
export type PublicationList = z.infer<typeof PublicationList>;

const itemId = z.number().int().positive();

export const SetPublicationTargetBody = z
  .strictObject({
    answerId: itemId.optional(),
    variantId: itemId.optional(),
    /** Null: LinkedIn through the extension. */
    integrationId: itemId.nullable(),
    subreddit: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{2,21}$/, 'subreddit: must be a subreddit name (letters, digits, _), without r/')
      .nullish(),
    title: z.string().trim().min(1, 'title: is required for Reddit').max(REDDIT_TITLE_MAX).nullish(),
  })
  .refine((body) => (body.answerId === undefined) !== (body.variantId === undefined), {
    message: 'name either answerId or variantId',
  });

export const PublicationIdBody = z.strictObject({
  id: z.number({ error: 'id: must be a publication id' }).int().positive(),
});

export const BestHours = z.object({
  /** Hours of the day (0–23, the user's time zone) ordered by mean engagement of the posts published then. */
  hours: z.array(z.object({ hour: z.number().int(), posts: z.number().int(), meanEngagement: z.number() })),
});
export type BestHours = z.infer<typeof BestHours>;

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
  summary: "The hours of the day the user's published posts drew the most engagement",
  response: BestHours,
});
