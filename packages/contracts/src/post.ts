import { z } from 'zod';
import { AiEngine } from './ai.ts';
import { DATE_RANGE_OPTIONS, DEFAULT_DATE_RANGE, DEFAULT_SORT, DEFAULT_VIEW, SORT_OPTIONS } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';

export const POST_PLATFORMS = ['linkedin', 'reddit'] as const;
export const PostPlatform = z.enum(POST_PLATFORMS, { error: 'must be linkedin or reddit' });
export type PostPlatform = z.infer<typeof PostPlatform>;

const IsoDateTime = z.iso.datetime({ offset: true });
const Count = z.int().nonnegative();

/** The source a post came from, as the post card shows it. */
export const PostSourceRef = z.object({ id: z.string(), name: z.string() });
export type PostSourceRef = z.infer<typeof PostSourceRef>;

/**
 * A post in the inbox (spec §3). URLs are http(s) only (the card renders them as links), but for the poster's image
 * and the media, which may also be paths of Inroad's own placeholder media (isDemoMediaPath).
 */
export const Post = z.object({
  id: z.string(),
  platform: PostPlatform,
  source: PostSourceRef.nullable(),
  content: z.string(),
  aiSummary: z.string().nullable(),
  /** Which engine wrote aiSummary; the card labels 'local' summaries as basic. */
  aiSummaryEngine: AiEngine.nullable(),
  postURL: z.string().nullable(),
  postIdExternal: z.string(),
  postDate: IsoDateTime,
  createdAt: IsoDateTime,
  posterName: z.string().nullable(),
  posterImage: z.string().nullable(),
  posterHeadline: z.string().nullable(),
  posterProfileURL: z.string().nullable(),
  posterSalesNavId: z.string().nullable(),
  /** As the network gave it ('1st', '3rd+', 'DISTANCE_2'); connectionDepthBucket() reads it. */
  connectionDepth: z.string().nullable(),
  platformLogo: z.string().nullable(),
  imageURL: z.string().nullable(),
  videoURL: z.string().nullable(),
  externalLink: z.string().nullable(),
  carouselImages: z.array(z.string()),
  fullCarouselURL: z.string().nullable(),
  numLikes: Count,
  numComments: Count,
  numShares: Count,
  /** Same value as numShares; the spec names both. */
  shareCount: Count,
  liked: z.boolean(),
  archived: z.boolean(),
  followed: z.boolean(),
  connected: z.boolean(),
  isRead: z.boolean(),
  previouslyEngaged: z.boolean(),
  /** The user's own comment on the post. */
  comment: z.string().nullable(),
  /** Other people's comments carried by the post, as text. */
  comments: z.array(z.string()),
  /** True once the full comments were fetched (so an empty list means "no comments", not "not loaded"). */
  commentsParsed: z.boolean(),
  sourceTags: z.array(z.string()),
  ruleTags: z.array(z.string()),
  contentTags: z.array(z.string()),
  /** The rule include keywords (source and trackers) the post matched, shown as tags. */
  keywordTags: z.array(z.string()),
  /** Every keyword to highlight in the content: keywordTags plus the source's search keywords found in it. */
  keywords: z.array(z.string()),
  /** Why an AI rule gave a tracker tag, by tag (the judge's reason), for the tag's tooltip. */
  ruleTagReasons: z.record(z.string(), z.string()),
  /** The user hides the author's posts ('Hide Posts from this Author'): they arrive archived. */
  authorHidden: z.boolean(),
});
export type Post = z.infer<typeof Post>;

/** A fetched comment (spec §3 Comment); a reply has the same shape, one level deep. */
const CommentFields = z.object({
  name: z.string(),
  headline: z.string().nullable(),
  profileImageURL: z.string().nullable(),
  profileURL: z.string().nullable(),
  comment: z.string(),
});
export const PostComment = CommentFields.extend({ reply: CommentFields.nullable() });
export type PostComment = z.infer<typeof PostComment>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/post query. Values arrive as strings; an empty value counts as absent (the client drops those anyway),
// an unknown value fails with a message the error mapper prefixes with the parameter's name.

export const VIEWS = ['priority', 'all'] as const;
export type View = (typeof VIEWS)[number];
export type SortBy = (typeof SORT_OPTIONS)[number];
export const DATE_RANGE_DAYS = DATE_RANGE_OPTIONS.map((o) => o.value);
export type DateRangeDays = (typeof DATE_RANGE_OPTIONS)[number]['value'];
/** The filter bucket for posts without any tag of a kind (spec §5). */
export const OTHER_TAG = 'Other';
export const CONNECTION_DEPTHS = ['1', '2', '3+'] as const;
export type ConnectionDepth = (typeof CONNECTION_DEPTHS)[number];
export const SEARCH_MAX_LENGTH = 200;
export const POST_PAGE_DEFAULT = 50;
export const POST_PAGE_MAX = 200;
export const TAG_FILTER_MAX = 100;

const enumParam = <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  z
    .enum([...values, ''], { error: `must be one of ${values.join(', ')}` })
    .optional()
    .transform((v): T[number] => (v === undefined || v === '' ? fallback : v));

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1'));

const intParam = (check: (n: number) => boolean, rule: string, fallback: number) =>
  z
    .union([z.number(), z.string()], { error: rule })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
      if (Number.isInteger(n) && check(n)) return n;
      ctx.addIssue({ code: 'custom', message: rule });
      return z.NEVER;
    });

/** Comma-separated ("a,b") or repeated (?a=x&a=y) lists of fixed values; blank items are dropped. */
const splitList = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * Tags as one parameter per tag (?contentTags=a&contentTags=b), each value taken whole: a tag may contain a comma
 * ('Acme, Inc'), so a value is never split. Blank values are dropped.
 */
export function tagList(v: string | readonly string[] | undefined): string[] {
  const values: readonly string[] = typeof v === 'string' ? [v] : (v ?? []);
  return [...new Set(values.map((item) => item.trim()).filter((item) => item !== ''))];
}

const tagListParam = z
  .union([z.string(), z.array(z.string())], { error: 'must be a tag, or one parameter per tag' })
  .optional()
  .transform((v, ctx) => {
    const items = tagList(v);
    if (items.length > TAG_FILTER_MAX) {
      ctx.addIssue({ code: 'custom', message: `at most ${TAG_FILTER_MAX} values` });
      return z.NEVER;
    }
    return items;
  });

/** '1', '2', '3+' (also '3', since a bare '+' in a query string decodes to a space) or 'all'; all → no filter. */
const connectionDepthParam = z
  .union([z.string(), z.array(z.string())], { error: 'must be 1, 2, 3+ or all' })
  .optional()
  .transform((v, ctx): ConnectionDepth[] => {
    const picked = new Set<ConnectionDepth>();
    for (const item of splitList(v)) {
      if (item === 'all') return [];
      const depth = item === '3' ? '3+' : item;
      if (!(CONNECTION_DEPTHS as readonly string[]).includes(depth)) {
        ctx.addIssue({ code: 'custom', message: `must be 1, 2, 3+ or all (got '${item.slice(0, 20)}')` });
        return z.NEVER;
      }
      picked.add(depth as ConnectionDepth);
    }
    return CONNECTION_DEPTHS.filter((d) => picked.has(d));
  });

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v));

/**
 * GET /api/post. The list filters: sourceTags/ruleTags/contentTags, one parameter per tag, may include 'Other'
 * (posts without such tags); dateRange is in days back from now; showEngagement keeps posts with
 * likes+comments+shares > 0; showExecutive keeps executive headlines; connectionDepth is a list (empty = all);
 * engaged=true hides posts already engaged with; archived=true lists archived posts instead; postId is the
 * selected post (echoed, not a filter).
 */
export const PostListQuery = z.object({
  view: enumParam(VIEWS, DEFAULT_VIEW),
  q: optionalText(SEARCH_MAX_LENGTH),
  sourceTags: tagListParam,
  ruleTags: tagListParam,
  contentTags: tagListParam,
  dateRange: intParam(
    (n) => (DATE_RANGE_DAYS as readonly number[]).includes(n),
    `must be one of ${DATE_RANGE_DAYS.join(', ')}`,
    DEFAULT_DATE_RANGE,
  ).transform((n) => n as DateRangeDays),
  sortBy: enumParam(SORT_OPTIONS, DEFAULT_SORT),
  showEngagement: booleanParam,
  showExecutive: booleanParam,
  connectionDepth: connectionDepthParam,
  engaged: booleanParam,
  archived: booleanParam,
  postId: optionalText(100),
  cursor: optionalText(500),
  limit: intParam(
    (n) => n >= 1 && n <= POST_PAGE_MAX,
    `must be a whole number from 1 to ${POST_PAGE_MAX}`,
    POST_PAGE_DEFAULT,
  ),
});
export type PostListQuery = z.infer<typeof PostListQuery>;
export type PostListQueryInput = z.input<typeof PostListQuery>;

export const TagCounts = z.record(z.string(), Count);
export type TagCounts = z.infer<typeof TagCounts>;

/** Facet counts over the whole filtered set (not just this page); includes 'Other' where posts lack a tag. */
export const FilterData = z.object({ contentTags: TagCounts, sourceTags: TagCounts, ruleTags: TagCounts });
export type FilterData = z.infer<typeof FilterData>;

/** How much of a post's text and AI summary the list carries: its row shows two lines of either. */
export const POST_LIST_TEXT_LENGTH = 300;

/**
 * A post as the inbox list carries it: what its row shows (author, date, the start of its text or summary, tags),
 * what the keyboard's moves and their announcements read, and what archiving and hiding the author need.
 * `content` and `aiSummary` are cut to their first POST_LIST_TEXT_LENGTH characters. The rest (the whole text,
 * media, comments, counts, engagement) comes with the post itself, GET /api/post/:id, when it opens: a page of
 * the list stays small. A full Post has every field of a list item, with the same types.
 */
export const PostListItem = Post.pick({
  id: true,
  platform: true,
  content: true,
  aiSummary: true,
  postDate: true,
  posterName: true,
  posterImage: true,
  posterHeadline: true,
  posterProfileURL: true,
  isRead: true,
  archived: true,
  sourceTags: true,
  ruleTags: true,
  contentTags: true,
});
export type PostListItem = z.infer<typeof PostListItem>;

export const PostListResponse = z.object({
  posts: z.array(PostListItem),
  filterData: FilterData,
  /** Pass back as cursor for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Posts in the whole filtered set. */
  total: Count,
});
export type PostListResponse = z.infer<typeof PostListResponse>;

const PostId = z.uuid({ error: 'must be a post id (UUID)' });
export const BULK_ARCHIVE_MAX = 500;

export const ReadPostBody = z.strictObject({ id: PostId });
export type ReadPostBody = z.infer<typeof ReadPostBody>;

/** hideAuthor ('Hide Posts from this Author') also hides the author's future posts. */
export const ArchivePostBody = z.strictObject({
  id: PostId,
  archived: z.boolean({ error: 'must be true or false' }),
  hideAuthor: z.boolean({ error: 'must be true or false' }).optional(),
});
export type ArchivePostBody = z.infer<typeof ArchivePostBody>;

export const BulkArchiveBody = z.strictObject({
  ids: z.array(PostId).min(1, 'No posts selected').max(BULK_ARCHIVE_MAX, `at most ${BULK_ARCHIVE_MAX} posts at once`),
  archived: z.boolean({ error: 'must be true or false' }).default(true),
});
export type BulkArchiveBody = z.infer<typeof BulkArchiveBody>;

/**
 * Hiding an author archives their other posts too: those this call archived (not the ones archived before), so that
 * an undo can bring back exactly them. Empty for a plain archive or unarchive.
 */
export const ArchivePostResponse = SuccessBody.extend({ alsoArchivedIds: z.array(PostId) });
export type ArchivePostResponse = z.infer<typeof ArchivePostResponse>;

export const BulkArchiveResponse = SuccessBody.extend({ count: Count });
export type BulkArchiveResponse = z.infer<typeof BulkArchiveResponse>;

export const listPosts = endpoint({
  method: 'GET',
  path: '/post',
  summary: `The inbox: one page of posts (what a row shows: author, date, the first ${POST_LIST_TEXT_LENGTH} characters of the text and summary, tags) with facet counts over the whole filtered set; GET /api/post/:id has the whole post`,
  query: PostListQuery,
  response: PostListResponse,
});

/** GET /api/post/:id: the path parameter. */
export const PostIdParams = z.object({ id: PostId });
export type PostIdParams = z.infer<typeof PostIdParams>;

/** The whole post the detail pane shows, listed or not (a shared or bookmarked postId), archived or not. */
export const getPost = endpoint({
  method: 'GET',
  path: '/post/:id',
  summary: 'One of your posts by id, whole, as the detail pane shows it (archived ones too)',
  response: Post,
});

export const readPost = endpoint({
  method: 'POST',
  path: '/post/read',
  summary: 'Mark a post as read',
  body: ReadPostBody,
  response: SuccessBody,
});

export const archivePost = endpoint({
  method: 'POST',
  path: '/post/archive',
  summary: "Archive or unarchive a post; hideAuthor also hides the author's future posts",
  body: ArchivePostBody,
  response: ArchivePostResponse,
});

export const bulkArchivePosts = endpoint({
  method: 'POST',
  path: '/post/archive/bulk',
  summary: 'Archive (or unarchive) many posts at once',
  body: BulkArchiveBody,
  response: BulkArchiveResponse,
});
