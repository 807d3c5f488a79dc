import { POSTS_PER_CALL_MAX } from '@inroad/contracts/json-limits';
import { NormalizedPost, type NormalizedPostInput, POST_CONTENT_MAX_LENGTH } from '@inroad/contracts/post-ingest';
import {
  asArray,
  at,
  clip,
  count,
  isRecord,
  type Json,
  jsonBody,
  num,
  RawDataError,
  safeUrl,
  str,
  tooManyPosts,
} from '../raw.ts';

// Reddit posts (kind t3) from a listing ({kind:'Listing', data:{children}}), a comments page ([post listing,
// comment listing]) or /api/info, in the raw_json=1 shape (HTML-escaped URLs are undone anyway).

export const REDDIT_BASE = 'https://www.reddit.com';
const CAROUSEL_MAX = 300;
const GONE = new Set(['[deleted]', '[removed]']);

export type ParsedRedditPosts = { posts: NormalizedPost[]; skipped: number };

/** The things of a listing, of a list of listings, or of a bare array of things. */
export function thingsOf(body: unknown): Json[] {
  if (Array.isArray(body))
    return body.flatMap((part) =>
      isRecord(part) && part.kind === 'Listing' ? thingsOf(part) : isRecord(part) && part.kind ? [part] : [],
    );
  if (!isRecord(body)) return [];
  if (body.kind === 'Listing') return asArray(at(body, 'data', 'children')).filter(isRecord);
  if (isRecord(body.json)) return asArray(at(body, 'json', 'data', 'things')).filter(isRecord);
  return [];
}

function isListing(body: unknown): boolean {
  return isRecord(body) && (body.kind === 'Listing' || Array.isArray(at(body, 'json', 'data', 'things')));
}

/** A listing, or a list holding one (a comments page is [post listing, comment listing]); lists are not opened further. */
export function isListingAnswer(body: unknown): boolean {
  return Array.isArray(body) ? body.some(isListing) : isListing(body);
}

/** A thumbnail field is either a URL or a word (self, default, nsfw, spoiler, image). */
function thumbnailUrl(value: unknown): string | undefined {
  const text = str(value);
  return text && /^https?:\/\//.test(text) ? safeUrl(text) : undefined;
}

function previewImage(post: Json): string | undefined {
  return safeUrl(at(post, 'preview', 'images', 0, 'source', 'url')) ?? thumbnailUrl(post.thumbnail);
}

/** Gallery images in the gallery's order; s.u is the full image (s.gif / s.mp4 for animated ones). */
function galleryImages(post: Json): string[] {
  const metadata = isRecord(post.media_metadata) ? post.media_metadata : {};
  const urls: string[] = [];
  for (const item of asArray(at(post, 'gallery_data', 'items'))) {
    const id = str(at(item, 'media_id'));
    const meta = id ? metadata[id] : undefined;
    if (!isRecord(meta) || (meta.status !== undefined && meta.status !== 'valid')) continue;
    const url = safeUrl(at(meta, 's', 'u')) ?? safeUrl(at(meta, 's', 'gif')) ?? safeUrl(at(meta, 's', 'mp4'));
    if (url) urls.push(url);
  }
  return urls.slice(0, CAROUSEL_MAX);
}

const HOSTED_VIDEO = /^https?:\/\/v\.redd\.it\//;

/** The first entry that is a Reddit thing's data: a crosspost's original before the post itself. */
function originalOf(post: Json): Json {
  const parent = at(post, 'crosspost_parent_list', 0);
  return isRecord(parent) ? parent : post;
}

function videoUrl(post: Json): string | undefined {
  const video = at(post, 'media', 'reddit_video') ?? at(post, 'secure_media', 'reddit_video');
  // hls carries the sound; fallback_url is the picture only. Reddit answers media: null for some hosted videos
  // (still processing, or read through a listing that leaves it out); the preview then holds a rendition.
  return (
    safeUrl(at(video, 'hls_url')) ??
    safeUrl(at(video, 'fallback_url')) ??
    safeUrl(at(post, 'preview', 'reddit_video_preview', 'hls_url')) ??
    safeUrl(at(post, 'preview', 'reddit_video_preview', 'fallback_url')) ??
    safeUrl(at(post, 'preview', 'images', 0, 'variants', 'mp4', 'source', 'url'))
  );
}

function mediaOf(post: Json): NormalizedPostInput['media'] {
  // A crosspost keeps its media on the original.
  const source = originalOf(post);
  const target =
    safeUrl(source.url_overridden_by_dest) ??
    safeUrl(source.url, REDDIT_BASE) ??
    safeUrl(post.url_overridden_by_dest) ??
    safeUrl(post.url, REDDIT_BASE);
  const hint = str(source.post_hint);
  const gallery = source.is_gallery === true ? galleryImages(source) : [];
  const hosted =
    source.is_video === true || hint === 'hosted:video' || (target !== undefined && HOSTED_VIDEO.test(target));
  const video = hosted ? (videoUrl(source) ?? (source === post ? undefined : videoUrl(post))) : undefined;
  const isRedditMedia =
    target !== undefined &&
    /^https?:\/\/(i\.redd\.it|v\.redd\.it|preview\.redd\.it|www\.reddit\.com\/gallery\/)/.test(target);
  const isImage = hint === 'image' || (target !== undefined && /^https?:\/\/i\.redd\.it\//.test(target));
  const isSelf = source.is_self === true;
  // A hosted video whose playable file Reddit did not give keeps its v.redd.it address, which opens the video.
  const videoPage = hosted && !video && target && HOSTED_VIDEO.test(target) ? target : undefined;
  return {
    imageUrl: gallery[0] ?? (isImage ? target : undefined) ?? previewImage(source) ?? null,
    videoUrl: video ?? null,
    externalLink:
      videoPage ?? (!isSelf && !isRedditMedia && target && !/reddit\.com\/r\//.test(target) ? target : null),
    carouselImages: gallery.length > 1 ? gallery : [],
    fullCarouselUrl: gallery.length > 0 ? (target ?? null) : null,
  };
}

function contentOf(post: Json): string {
  const title = str(post.title) ?? '';
  const body = str(post.selftext);
  if (!body || GONE.has(body)) return clip(title, POST_CONTENT_MAX_LENGTH) ?? '';
  // Clipped before joining: the joined text is copied whole when first read, and a body may be far longer.
  const room = Math.max(0, POST_CONTENT_MAX_LENGTH - title.length - 2);
  return clip(`${title}\n\n${clip(body, room)}`, POST_CONTENT_MAX_LENGTH) ?? '';
}

function postFrom(post: Json): NormalizedPostInput | undefined {
  const fullname = str(post.name) ?? (str(post.id) ? `t3_${str(post.id)}` : undefined);
  const created = num(post.created_utc);
  if (!fullname || created === undefined) return undefined;
  const author = str(post.author);
  const gone = author === undefined || GONE.has(author);
  const permalink = safeUrl(post.permalink, REDDIT_BASE);
  return {
    platform: 'reddit',
    externalId: fullname,
    url: permalink ?? null,
    content: contentOf(post),
    postedAt: new Date(created * 1000).toISOString(),
    poster: {
      name: gone ? '[deleted]' : (clip(author, 300) ?? ''),
      headline: str(post.subreddit_name_prefixed) ?? null,
      profileUrl: gone ? null : (safeUrl(`${REDDIT_BASE}/user/${encodeURIComponent(author)}/`) ?? null),
      imageUrl: null,
      salesNavId: gone ? null : (str(post.author_fullname) ?? null),
      entityId: gone ? null : (str(post.author_fullname) ?? null),
      slug: gone ? null : author,
    },
    connectionDepth: null,
    // Deleted or removed since: the listing keeps only the title. A post already stored keeps the text it had.
    partial: GONE.has(str(post.selftext) ?? ''),
    media: mediaOf(post),
    counts: {
      likes: count(post.score) ?? count(post.ups) ?? 0,
      comments: count(post.num_comments) ?? 0,
      shares: count(post.num_crossposts) ?? 0,
    },
    comments: [],
  };
}

export function parseRedditPosts(raw: unknown): ParsedRedditPosts {
  const body = jsonBody(raw);
  if (!isListingAnswer(body)) throw new RawDataError('rawData: is not a Reddit listing (expected kind "Listing")');
  const things = thingsOf(body).filter((thing) => thing.kind === 't3');
  if (things.length > POSTS_PER_CALL_MAX) throw tooManyPosts(things.length);
  const posts = new Map<string, NormalizedPost>();
  let skipped = 0;
  for (const thing of things) {
    const input = isRecord(thing.data) ? postFrom(thing.data) : undefined;
    const parsed = input ? NormalizedPost.safeParse(input) : undefined;
    if (!parsed?.success) {
      skipped++;
      continue;
    }
    if (!posts.has(parsed.data.externalId)) posts.set(parsed.data.externalId, parsed.data);
  }
  return { posts: [...posts.values()], skipped };
}
