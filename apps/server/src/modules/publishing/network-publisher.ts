import type { PostMetricsCounts } from '@inroad/contracts/network';
import type { RedditPostKind } from '@inroad/contracts/publishing';

/** Bytes `start` to `end` of a file, both included (as in HTTP's Range). */
export type ByteRange = { start: number; end: number };

/** A stored video: its size, and its bytes a range at a time, so that no more than that range is held in memory. */
export type VideoSource = { size: number; read(range: ByteRange): Promise<Uint8Array<ArrayBuffer>> };

/** An image is small and read whole; a video may take hundreds of megabytes and is read as the network asks. */
export type PostMedia =
  | { kind: 'image'; contentType: string; bytes: Buffer }
  | { kind: 'video'; contentType: string; video: VideoSource };

/** What a publication sends: the post's text, a title (Reddit), its media, and where it goes on Reddit. */
export type PostContent = {
  text: string;
  title: string | null;
  /** A Reddit subreddit; null posts to the user's profile. */
  subreddit: string | null;
  /** A Reddit post's kind as the user chose it; null decides from the content. */
  redditKind: RedditPostKind | null;
  media: PostMedia | null;
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
  /**
   * The post's numbers through the integration, where the network lets an app read them (Reddit). LinkedIn serves
   * them only to a permission Inroad is not granted: the extension reads them (metrics.ts).
   */
  readMetrics?(postId: string): Promise<PostMetrics>;
};
