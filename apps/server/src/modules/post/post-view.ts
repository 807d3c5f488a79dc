import { POST_LIST_TEXT_LENGTH, type Post, type PostListItem } from '@inroad/contracts/post';
import { sql } from 'drizzle-orm';
import { posts } from '../../db/schema/index.ts';

/**
 * The stored columns a post is shown from, and no others: the list reads them for every row of a page, so each
 * column left out (author keys, scores, flags the API does not show) is less to parse and map per request.
 */
export const postViewColumns = {
  id: posts.id,
  platform: posts.platform,
  sourceId: posts.sourceId,
  content: posts.content,
  aiSummary: posts.aiSummary,
  aiSummaryEngine: posts.aiSummaryEngine,
  url: posts.url,
  externalId: posts.externalId,
  postedAt: posts.postedAt,
  createdAt: posts.createdAt,
  posterName: posts.posterName,
  posterImageUrl: posts.posterImageUrl,
  posterHeadline: posts.posterHeadline,
  posterProfileUrl: posts.posterProfileUrl,
  posterSalesNavId: posts.posterSalesNavId,
  connectionDepth: posts.connectionDepth,
  imageUrl: posts.imageUrl,
  videoUrl: posts.videoUrl,
  externalLink: posts.externalLink,
  carouselImages: posts.carouselImages,
  fullCarouselUrl: posts.fullCarouselUrl,
  numLikes: posts.numLikes,
  numComments: posts.numComments,
  numShares: posts.numShares,
  liked: posts.liked,
  archived: posts.archived,
  followed: posts.followed,
  connected: posts.connected,
  isRead: posts.isRead,
  previouslyEngaged: posts.previouslyEngaged,
  comment: posts.comment,
  comments: posts.comments,
  commentsParsed: posts.commentsParsed,
  sourceTags: posts.sourceTags,
  ruleTags: posts.ruleTags,
  contentTags: posts.contentTags,
  keywordTags: posts.keywordTags,
  keywords: posts.keywords,
  ruleTagReasons: posts.ruleTagReasons,
};

/** A row with the view's columns and the post's source name (null without a source). */
export type PostViewRow = {
  [K in keyof typeof postViewColumns]: (typeof postViewColumns)[K]['_']['notNull'] extends true
    ? (typeof postViewColumns)[K]['_']['data']
    : (typeof postViewColumns)[K]['_']['data'] | null;
} & { sourceName: string | null; authorHidden: boolean };

/** A stored post as the API shows it (spec §3 Post). */
export function toPost(row: PostViewRow): Post {
  return {
    id: row.id,
    platform: row.platform,
    source: row.sourceId && row.sourceName !== null ? { id: row.sourceId, name: row.sourceName } : null,
    content: row.content,
    aiSummary: row.aiSummary,
    aiSummaryEngine: row.aiSummaryEngine,
    postURL: row.url,
    postIdExternal: row.externalId,
    postDate: row.postedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    posterName: row.posterName,
    posterImage: row.posterImageUrl,
    posterHeadline: row.posterHeadline,
    posterProfileURL: row.posterProfileUrl,
    posterSalesNavId: row.posterSalesNavId,
    connectionDepth: row.connectionDepth,
    platformLogo: null,
    imageURL: row.imageUrl,
    videoURL: row.videoUrl,
    externalLink: row.externalLink,
    carouselImages: row.carouselImages,
    fullCarouselURL: row.fullCarouselUrl,
    numLikes: row.numLikes,
    numComments: row.numComments,
    numShares: row.numShares,
    shareCount: row.numShares,
    liked: row.liked,
    archived: row.archived,
    followed: row.followed,
    connected: row.connected,
    isRead: row.isRead,
    previouslyEngaged: row.previouslyEngaged,
    comment: row.comment,
    comments: row.comments,
    commentsParsed: row.commentsParsed,
    sourceTags: row.sourceTags,
    ruleTags: row.ruleTags,
    contentTags: row.contentTags,
    keywordTags: row.keywordTags,
    keywords: row.keywords,
    // Only the reasons of tags the post still carries (a tag removed from a tracker keeps no tooltip).
    ruleTagReasons: Object.fromEntries(
      Object.entries(row.ruleTagReasons).filter(([tag]) => row.ruleTags.includes(tag)),
    ),
    authorHidden: row.authorHidden,
  };
}

/**
 * The columns of a list row (PostListItem), the texts cut in SQL: a page reads, maps and sends a few hundred
 * bytes a post instead of its whole text, media and comments. left() counts characters, so a cut never splits
 * one.
 */
export const postListColumns = {
  id: posts.id,
  platform: posts.platform,
  content: sql<string>`left(${posts.content}, ${sql.raw(String(POST_LIST_TEXT_LENGTH))})`,
  aiSummary: sql<string | null>`left(${posts.aiSummary}, ${sql.raw(String(POST_LIST_TEXT_LENGTH))})`,
  postedAt: posts.postedAt,
  posterName: posts.posterName,
  posterImageUrl: posts.posterImageUrl,
  posterHeadline: posts.posterHeadline,
  posterProfileUrl: posts.posterProfileUrl,
  isRead: posts.isRead,
  archived: posts.archived,
  sourceTags: posts.sourceTags,
  ruleTags: posts.ruleTags,
  contentTags: posts.contentTags,
};

export interface PostListRow {
  id: string;
  platform: Post['platform'];
  content: string;
  aiSummary: string | null;
  postedAt: Date;
  posterName: string | null;
  posterImageUrl: string | null;
  posterHeadline: string | null;
  posterProfileUrl: string | null;
  isRead: boolean;
  archived: boolean;
  sourceTags: string[];
  ruleTags: string[];
  contentTags: string[];
}

/** A stored post as the inbox list carries it (PostListItem). */
export function toPostListItem(row: PostListRow): PostListItem {
  return {
    id: row.id,
    platform: row.platform,
    content: row.content,
    aiSummary: row.aiSummary,
    postDate: row.postedAt.toISOString(),
    posterName: row.posterName,
    posterImage: row.posterImageUrl,
    posterHeadline: row.posterHeadline,
    posterProfileURL: row.posterProfileUrl,
    isRead: row.isRead,
    archived: row.archived,
    sourceTags: row.sourceTags,
    ruleTags: row.ruleTags,
    contentTags: row.contentTags,
  };
}
