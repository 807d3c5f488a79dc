import { useState } from 'react';

/**
 * Comments typed and not yet posted, per post, for as long as the page is open: the comment form is made anew for
 * each post, and moving to another post and back must find the text where it was left. Post ids are the user's own
 * (random UUIDs), so a later sign-in in the same tab never meets another's draft.
 */
const drafts = new Map<string, string>();

/** The post's comment draft as a state pair; the text is kept for the post as it is typed, and dropped when empty. */
export function useCommentDraft(postId: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => drafts.get(postId) ?? '');
  const update = (next: string) => {
    setText(next);
    if (next) drafts.set(postId, next);
    else drafts.delete(postId);
  };
  return [text, update];
}
