import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import { connectionDepthBucket, isExecutiveHeadline } from '@inroad/contracts/post-signals';

/**
 * The columns of a stored post that come straight from the network's copy of it: identity, text, author, media
 * and counts. Ingest (and the benchmark's seeder, which stores posts the way ingest does) add what Inroad
 * decides itself: tags, scores, flags.
 */
export function networkColumnsOf(post: NormalizedPost) {
  return {
    platform: post.platform,
    externalId: post.externalId,
    url: post.url,
    content: post.content,
    // No post is from the future: a network's clock running ahead is read as now (the inbox's date ranges and the
    // search index's weeks count back from now).
    postedAt: new Date(Math.min(Date.parse(post.postedAt), Date.now())),
    posterName: post.poster.name || null,
    posterHeadline: post.poster.headline,
    posterProfileUrl: post.poster.profileUrl,
    posterImageUrl: post.poster.imageUrl,
    posterSalesNavId: post.poster.salesNavId,
    posterEntityId: post.poster.entityId,
    posterSlug: post.poster.slug,
    connectionDepth: post.connectionDepth,
    connectionBucket: connectionDepthBucket(post.connectionDepth),
    isExecutive: isExecutiveHeadline(post.poster.headline),
    imageUrl: post.media.imageUrl,
    videoUrl: post.media.videoUrl,
    externalLink: post.media.externalLink,
    carouselImages: post.media.carouselImages,
    fullCarouselUrl: post.media.fullCarouselUrl,
    numLikes: post.counts.likes,
    numComments: post.counts.comments,
    numShares: post.counts.shares,
    comments: post.comments,
  };
}
