import { PostComment } from '@inroad/contracts/post';
import {
  at,
  clip,
  isRecord,
  type Json,
  jsonBody,
  RawDataError,
  safeUrl,
  str,
  textOf,
  urnText,
  withoutQuery,
} from '../raw.ts';
import { entityPicture, imageViewModelUrl } from './media.ts';
import { firstPostUrn, type VoyagerDocument, voyagerDocument } from './voyager.ts';

// A post's comments: the legacy feed.Comment entities (feed/updates, feed/comments) and the dash social.Comment
// entities (socialDashCommentsBySocialDetail), each with its first reply (spec §3 Comment).

type CommentFields = Omit<PostComment, 'reply'>;

const TEXT_MAX = 20_000;

function isComment(entity: Json): boolean {
  const type = str(entity.$type) ?? '';
  return /\.feed\.Comment$|\.social\.Comment$/.test(type) || /^urn:li:fsd_comment:/.test(str(entity.entityUrn) ?? '');
}

/** urn:li:comment:(activity:1,2), urn:li:fsd_comment:(2,urn:li:activity:1) and fs_objectComment → '2'. */
function commentId(value: unknown): string | undefined {
  const text = urnText(value);
  if (!text) return undefined;
  return (
    /fsd_comment:\((\d+),/.exec(text)?.[1] ??
    /fs_objectComment:\((\d+),/.exec(text)?.[1] ??
    /urn:li:comment:\([^,]+,(\d+)\)/.exec(text)?.[1]
  );
}

/** The post a comment belongs to, as a URN: threadId 'ugcPost:1' or the post inside its own URN. */
function threadOf(comment: Json): string | undefined {
  const threadId = str(comment.threadId);
  if (threadId && !threadId.startsWith('comment:')) return firstPostUrn(`urn:li:${threadId}`);
  return firstPostUrn(comment.dashEntityUrn) ?? firstPostUrn(comment.entityUrn) ?? firstPostUrn(comment.urn);
}

function parentOf(comment: Json): string | undefined {
  return (
    commentId(comment.parentCommentUrn) ??
    commentId(comment.dashParentCommentUrn) ??
    commentId(comment['*parentComment'])
  );
}

function fieldsOf(doc: VoyagerDocument, comment: Json): CommentFields | undefined {
  const commenter = doc.ref(comment, 'commenter');
  const forDash = doc.ref(comment, 'commenterForDashConversion');
  const miniProfile = doc.ref(commenter, 'miniProfile');
  const text =
    textOf(comment.commentV2) ?? textOf(comment.commentary) ?? str(at(comment, 'comment', 'values', 0, 'value'));
  const miniName = [str(miniProfile?.firstName), str(miniProfile?.lastName)].filter(Boolean).join(' ');
  const name = textOf(commenter?.title) ?? textOf(forDash?.title) ?? (miniName || undefined);
  if (!text || !name) return undefined;
  const vanity = str(miniProfile?.publicIdentifier);
  const profileURL =
    safeUrl(commenter?.navigationUrl) ??
    safeUrl(forDash?.navigationUrl) ??
    (vanity ? safeUrl(`https://www.linkedin.com/in/${encodeURIComponent(vanity)}`) : undefined);
  return {
    name: clip(name, 300) ?? '',
    headline: textOf(commenter?.subtitle) ?? textOf(forDash?.subtitle) ?? str(miniProfile?.occupation) ?? null,
    profileImageURL:
      imageViewModelUrl(doc, commenter?.image) ??
      imageViewModelUrl(doc, forDash?.image) ??
      entityPicture(miniProfile) ??
      null,
    profileURL: withoutQuery(profileURL) ?? null,
    comment: clip(text, TEXT_MAX) ?? '',
  };
}

export type ParseCommentsOptions = {
  /** Keep only comments on these posts (urn:li:activity:…, urn:li:ugcPost:…); an answer may carry several posts'. */
  threadUrns?: readonly string[];
};

/** The comments of an answer in its order, each with its first reply; replies are not listed on their own. */
export function parseLinkedinComments(raw: unknown, options: ParseCommentsOptions = {}): PostComment[] {
  const body = jsonBody(raw);
  const answers: unknown[] = Array.isArray(body) ? body : [body];
  if (!answers.every(isRecord)) throw new RawDataError('rawData: must be a LinkedIn JSON answer (an object)');
  const doc = voyagerDocument(answers);

  const listed = doc.elements.filter(isComment);
  const all = [...listed, ...doc.ofType('.feed.Comment'), ...doc.ofType('.social.Comment')];
  if (!doc.hasCollection && all.length === 0) {
    throw new RawDataError('rawData: has no comments or elements; expected a LinkedIn comments or post answer');
  }
  const threads = options.threadUrns && options.threadUrns.length > 0 ? new Set(options.threadUrns) : undefined;

  const seen = new Set<string>();
  const topLevel: { id: string | undefined; fields: CommentFields }[] = [];
  const replies = new Map<string, CommentFields>();
  for (const comment of all) {
    const key = str(comment.entityUrn) ?? str(comment.urn) ?? JSON.stringify(comment).slice(0, 200);
    if (seen.has(key)) continue;
    seen.add(key);
    const thread = threadOf(comment);
    if (threads && (!thread || !threads.has(thread))) continue;
    const fields = fieldsOf(doc, comment);
    if (!fields) continue;
    const parent = parentOf(comment);
    if (parent) {
      if (!replies.has(parent)) replies.set(parent, fields);
      continue;
    }
    const id = commentId(comment.entityUrn) ?? commentId(comment.urn) ?? commentId(comment.dashEntityUrn);
    topLevel.push({ id, fields });
    // Replies a comment carries inline (socialDetail.comments.elements) count as its replies.
    const inlineReply = doc.refs(doc.ref(doc.ref(comment, 'socialDetail'), 'comments'), 'elements')[0];
    if (id && inlineReply && !replies.has(id)) {
      const replyFields = fieldsOf(doc, inlineReply);
      if (replyFields) replies.set(id, replyFields);
    }
  }

  return topLevel.map(({ id, fields }) => PostComment.parse({ ...fields, reply: (id && replies.get(id)) || null }));
}
