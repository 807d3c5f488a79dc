import { EMAIL_LOOKUP_MESSAGES, findEmail, logManualEmail } from '@inroad/contracts/engage';
import type { ExperienceEntry } from '@inroad/contracts/network';
import type { Post } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { invalidateEngagement } from '../../../lib/engagement.ts';
import { askExtension } from '../../../lib/extension-client.ts';

export const LOOKUP_NOT_MADE_MESSAGES = {
  noExtension: 'The extension did not answer, so the company website could not be read.',
  refused: 'LinkedIn did not give the company website just now.',
};

/**
 * The lookup could not be made (the company's website unread, the lookup services down): unlike 'No email found'
 * or 'No company website found', asking again may find the address.
 */
export class EmailLookupNotMade extends Error {}

/**
 * The poster's address at one company: the extension reads the company's website from LinkedIn, the server
 * finds the address at its domain (no website: 'No company website found').
 */
export async function lookUpEmail({ post, entry }: { post: Post; entry: ExperienceEntry }) {
  let domain: string | null = null;
  if (entry.companyLinkedinId) {
    const answer = await askExtension({ type: 'getCompanyWebsite', companyId: entry.companyLinkedinId });
    if (!answer) throw new EmailLookupNotMade(LOOKUP_NOT_MADE_MESSAGES.noExtension);
    if (!answer.success) {
      console.warn('The extension could not read the company website', answer.error);
      throw new EmailLookupNotMade(LOOKUP_NOT_MADE_MESSAGES.refused);
    }
    domain = answer.website;
  }
  try {
    return await apiRequest(findEmail, {
      // The lookup says so itself when its services are down (503), with a way to try again.
      notify: (error) => error.status !== 503,
      body: {
        fullName: post.posterName?.trim() || 'Unknown',
        domain,
        linkedinStandardProfileURL: post.posterProfileURL,
        posterSalesNavId: post.posterSalesNavId,
        companyLinkedinId: entry.companyLinkedinId,
        companyName: entry.companyName,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 503)
      throw new EmailLookupNotMade(error.serverMessage ?? EMAIL_LOOKUP_MESSAGES.unavailable);
    throw error;
  }
}

export function useFindEmail() {
  return useMutation({ mutationFn: lookUpEmail });
}

export interface LogEmailInput {
  post: Post;
  companyId: string | null;
  email: string;
}

/** 'Log Sent Email': records the e-mail in the activity timeline. Failures are logged only (spec §8). */
export function useLogEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, companyId, email }: LogEmailInput) =>
      apiRequest(logManualEmail, { body: { id: post.id, companyId, email }, notify: false }),
    onSuccess: () => void invalidateEngagement(queryClient),
    onError: (error) => console.error('Could not log the sent e-mail', error),
  });
}
