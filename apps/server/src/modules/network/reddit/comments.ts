import { PostComment } from '@inroad/contracts/post';
import { clip, isRecord, type Json, jsonBody, RawDataError, str } from '../raw.ts';
import { isListingAnswer, REDDIT_BASE, thingsOf } from './posts.ts';

// A Reddit post's comments (kind t1) with each one's first reply, from /comments/{id} ([post listing, comment
// listing]), a listing of comments, or the answer to /api/comment. "more" stubs and deleted comments are left out.

const TEXT_MAX = 20_000;
const GONE = new Set(['[deleted]', '[removed]']);

type CommentFields = Omit<PostComment, 'reply'>;

function fieldsOf(comment: Json): CommentFields | undefined {
  const body = str(comment.body);
  const author = str(comment.author);
  if (!body || GONE.has(body) || !author) return undefined;
  const gone = GONE.has(author);
  return {
    name: gone ? '[deleted]' : (clip(author, 300) ?? ''),
    headline: null,
    profileImageURL: null,
    profileURL: gone ? null : `${REDDIT_BASE}/user/${encodeURIComponent(author)}/`,
    comment: clip(body, TEXT_MAX) ?? '',
  };
}

function firstReply(comment: Json): CommentFields | undefined {
  for (const reply of thingsOf(comment.replies)) {
    if (reply.kind !== 't1' || !isRecord(reply.data)) continue;
    const fields = fieldsOf(reply.data);
    if (fields) return fields;
  }
  return undefined;
}

export function parseRedditComments(raw: unknown): PostComment[] {
  const body = jsonBody(raw);
  if (!isListingAnswer(body)) throw new RawDataError('rawData: is not a Reddit comments answer (expected listings)');
  const out: PostComment[] = [];
  for (const thing of thingsOf(body)) {
    if (thing.kind !== 't1' || !isRecord(thing.data)) continue;
    const fields = fieldsOf(thing.data);
    if (!fields) continue;
    out.push(PostComment.parse({ ...fields, reply: firstReply(thing.data) ?? null }));
  }
  return out;
}
