import type { Post } from '@inroad/contracts/post';
import type { PostPageRow } from './post-list.queries.ts';

/** The stored columns a post is shown from; a list row also carries its cursor values. */
export type PostViewRow = Omit<PostPageRow, 'cursorScore' | 'cursorPostedAt'>;

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
  };
}
