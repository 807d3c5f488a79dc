import type { PostMetricsCounts } from '@inroad/contracts/network';
import type { RedditPostKind } from '@inroad/contracts/publishing';

/** What a publication sends: the post's text, a title (Reddit), its media, and where it goes on Reddit. */
export type PostContent = {
  text: string;
  title: string | null;
  /** A Reddit subreddit; null posts to the user's profile. */
  subreddit: string | null;
  /** A Reddit post's kind as the user chose it; null decides from the content. */
  redditKind: RedditPostKind | null;
  media: { bytes: Buffer; contentType: string; kind: 'image' | 'video' } | null;
};

export type PublishedPost = { postId: string; url: string };
/** The same numbers whether the integration or the extension read them. */
export type PostMetrics = PostMetricsCounts;

/** One network, as seen by the publisher, for one connected account. */
export type NetworkPublisher = {
  publish(content: PostContent): Promise<PublishedPost>;
  /**
   * The post an earlier attempt may have made (after a crash or a lost answer), found on the network by its
   * content among the account's posts since `since`; null when there is none.
   */
  findExisting(content: PostContent, since: Date): Promise<PublishedPost | null>;
  readMetrics(postId: string): Promise<PostMetrics>;
};
