import type { EngageResponse } from '@inroad/contracts/engage';
import type { Post } from '@inroad/contracts/post';

// Kept apart from engagement.ts (queries, notifications, the extension) so the inbox's first load can apply
// engage answers to its cached posts without carrying the engagement code.

function sameAuthor(a: Post, b: Post): boolean {
  if (a.platform !== b.platform) return false;
  if (a.posterSalesNavId && a.posterSalesNavId === b.posterSalesNavId) return true;
  return a.posterProfileURL !== null && a.posterProfileURL === b.posterProfileURL;
}

/**
 * A post after an engage call on `target` answered with `state`: the target takes the whole state; the author's
 * other posts take the follow and connect flags, which belong to the person rather than the post.
 */
export function applyEngageState(post: Post, target: Post, state: EngageResponse): Post {
  if (post.id === target.id) {
    return {
      ...post,
      liked: state.liked,
      numLikes: state.numLikes,
      comment: state.comment,
      followed: state.followed,
      connected: state.connected,
    };
  }
  if (sameAuthor(post, target) && (post.followed !== state.followed || post.connected !== state.connected)) {
    return { ...post, followed: state.followed, connected: state.connected };
  }
  return post;
}

/** Called with the post acted on and the server's answer, so the inbox can show the new state. */
export type OnEngaged = (post: Post, state: EngageResponse) => void;
