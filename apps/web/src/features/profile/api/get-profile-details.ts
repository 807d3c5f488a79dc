import type { ExtensionSuccess } from '@inroad/contracts/messages';
import type { Post } from '@inroad/contracts/post';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { askExtension } from '../../../lib/extension-client.ts';

export type ProfileDetails = ExtensionSuccess<'getProfileDetails'>;

/** loaded: what the extension read; no-extension: it is absent; not-linkedin: enrichment is LinkedIn-only. */
export type ProfileDetailsResult =
  | { status: 'loaded'; details: ProfileDetails }
  | { status: 'no-extension' }
  | { status: 'not-linkedin' };

export const FAILED_TO_LOAD_PROFILE = 'Failed to load profile details';

/**
 * The poster's details, read by the extension in the user's LinkedIn session. Reddit's policy keeps Redditors
 * from being matched to identities elsewhere, so Reddit authors are never looked up.
 */
export async function loadProfileDetails(post: Post): Promise<ProfileDetailsResult> {
  if (post.platform !== 'linkedin') return { status: 'not-linkedin' };
  const answer = await askExtension({
    type: 'getProfileDetails',
    data: {
      posterProfileURL: post.posterProfileURL,
      posterSalesNavId: post.posterSalesNavId,
      posterName: post.posterName,
    },
  });
  if (answer === null) return { status: 'no-extension' };
  // A refusal or an answer that does not parse: the caller shows the spec's message and closes.
  if (!answer.success) throw new Error(answer.error);
  return { status: 'loaded', details: answer };
}

export function profileDetailsQueryKey(postId: string) {
  return ['profile', 'details', postId] as const;
}

export function getProfileDetailsQueryOptions(post: Post) {
  return queryOptions({
    queryKey: profileDetailsQueryKey(post.id),
    queryFn: () => loadProfileDetails(post),
    // The person's state changes outside Inroad too: read it again each time the profile opens.
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function useProfileDetails(post: Post) {
  return useQuery(getProfileDetailsQueryOptions(post));
}
