import { z } from 'zod';
import { PostPlatform } from './post.ts';

// Ingest: what the network parsers hand to the server, one shape for every platform.

const IsoDateTime = z.iso.datetime({ offset: true });
const Count = z.int().nonnegative();

export const POST_CONTENT_MAX_LENGTH = 100_000;
export const URL_MAX_LENGTH = 2048;
const HttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(URL_MAX_LENGTH);
const NullableUrl = HttpUrl.nullable().default(null);

/**
 * Inroad's own placeholder media, which the demo workspace's posts show (served under /demo-media): a path on the
 * app's own origin rather than an address, so they load whichever address or port the app is reached at.
 */
const DEMO_MEDIA_PATH = /^\/demo-media\/[a-z]+\/\w[\w.-]{0,119}$/;

/** Whether a media value is one of Inroad's own placeholder media paths (see DEMO_MEDIA_PATH). */
export function isDemoMediaPath(value: string): boolean {
  return DEMO_MEDIA_PATH.test(value);
}

/** An image or video of a post: an http(s) URL, or one of Inroad's own placeholder media. */
const MediaUrl = z.union([HttpUrl, z.string().regex(DEMO_MEDIA_PATH)], {
  error: 'must be an http(s) URL or a /demo-media/ path',
});
const NullableMediaUrl = MediaUrl.nullable().default(null);
const NullableText = (max: number) => z.string().trim().max(max).nullable().default(null);

export const NormalizedPoster = z.object({
  name: z.string().trim().max(300),
  headline: NullableText(1000),
  profileUrl: NullableUrl,
  imageUrl: NullableMediaUrl,
  /** LinkedIn Sales Navigator / member id, or the Reddit account id: the author's stable identity. */
  salesNavId: NullableText(300),
  entityId: NullableText(300),
  /** The public handle: LinkedIn vanity name, Reddit username. Keyword rules on posterSlug match it. */
  slug: NullableText(300),
});
export type NormalizedPoster = z.infer<typeof NormalizedPoster>;

export const NormalizedMedia = z.object({
  imageUrl: NullableMediaUrl,
  videoUrl: NullableMediaUrl,
  externalLink: NullableUrl,
  carouselImages: z.array(MediaUrl).max(300).default([]),
  fullCarouselUrl: NullableMediaUrl,
});
export type NormalizedMedia = z.infer<typeof NormalizedMedia>;

export const NormalizedPost = z.object({
  platform: PostPlatform,
  externalId: z.string().trim().min(1, 'must not be empty').max(300),
  url: NullableUrl,
  content: z.string().max(POST_CONTENT_MAX_LENGTH),
  postedAt: IsoDateTime,
  poster: NormalizedPoster,
  connectionDepth: NullableText(50),
  media: NormalizedMedia.default({
    imageUrl: null,
    videoUrl: null,
    externalLink: null,
    carouselImages: [],
    fullCarouselUrl: null,
  }),
  counts: z
    .object({ likes: Count.default(0), comments: Count.default(0), shares: Count.default(0) })
    .default({ likes: 0, comments: 0, shares: 0 }),
  comments: z.array(z.string().max(20_000)).max(500).default([]),
  /**
   * A read that lacks part of the post: a search hit (no counts or media, a cut text), or a Reddit post deleted or
   * removed since (only its title). A post already stored keeps what a full read gave it (counts, media, text).
   */
  partial: z.boolean().default(false),
});
export type NormalizedPost = z.infer<typeof NormalizedPost>;
export type NormalizedPostInput = z.input<typeof NormalizedPost>;
