import type { Post, PostComment } from '@inroad/contracts/post';
import { getCachedLinkedinComments, storeLinkedinComments } from '@inroad/contracts/post-comments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { askExtension } from '../../../lib/extension-client.ts';

export const EXTENSION_FETCH_FAILED = 'Failed to fetch data from extension';

/**
 * LinkedIn's comments query, as the extension's endpoint table names it (apps/extension linkedin/endpoints.ts):
 * the extension has no message of its own for comments, so the page asks for this Voyager request through
 * executeLinkedinRequest. LinkedIn rotates these ids; change both places together.
 */
const COMMENTS_QUERY_ID = 'voyagerSocialDashComments.afec6d88d7810d45548797a8dac4fb87';
const COMMENTS_PAGE = 50;

/** Rest.li's encoding of a value inside `variables`: URI-encoded, with its own delimiters escaped too. */
function restliValue(value: string): string {
  return encodeURIComponent(value).replace(/[()!'*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The Voyager path of a post's comments with their first replies; threadUrn is the post's urn:li:… id. */
export function linkedinCommentsPath(threadUrn: string): string {
  const socialDetail = restliValue(`urn:li:fsd_socialDetail:(${threadUrn},${threadUrn},urn:li:highlightedReply:-)`);
  const variables = `(count:${COMMENTS_PAGE},start:0,numReplies:1,socialDetailUrn:${socialDetail},sortOrder:RELEVANCE)`;
  return `/voyager/api/graphql?variables=${variables}&queryId=${COMMENTS_QUERY_ID}`;
}

/** LinkedIn posts (urn:li:… ids) and Reddit submissions (t3_ fullnames): the networks the extension reads. */
export function canFetchComments(post: Post): boolean {
  if (post.platform === 'reddit') return /^t3_[a-z0-9]+$/i.test(post.postIdExternal);
  return post.platform === 'linkedin' && post.postIdExternal.startsWith('urn:li:');
}

function askForComments(post: Post) {
  return post.platform === 'reddit'
    ? askExtension({ type: 'getRedditComments', postId: post.postIdExternal })
    : askExtension({ type: 'executeLinkedinRequest', url: linkedinCommentsPath(post.postIdExternal) });
}

/**
 * The post's comments: the server's stored copy first (unless `fresh`), else the extension fetches them from
 * the post's network and the server's formatter normalises and stores them (spec engage.md §7).
 */
export async function fetchPostComments(post: Post, options: { fresh?: boolean } = {}): Promise<PostComment[]> {
  if (!options.fresh) {
    const cached = await apiRequest(getCachedLinkedinComments, { query: { postId: post.id } });
    if (cached.response_code === 200) return cached.comments;
  }
  const answer = await askForComments(post);
  if (!answer?.success || answer.status < 200 || answer.status >= 300) {
    if (answer && !answer.success) console.warn('The extension could not fetch the comments', answer.error);
    throw new Error(EXTENSION_FETCH_FAILED);
  }
  const stored = await apiRequest(storeLinkedinComments, { body: { post: { id: post.id }, rawData: answer.data } });
  return stored.comments;
}

export function useFetchPostComments(post: Post) {
  return useMutation({
    mutationFn: (options: { fresh?: boolean }) => fetchPostComments(post, options),
    onError: (error) => console.error('Could not fetch the post comments', error),
  });
}
