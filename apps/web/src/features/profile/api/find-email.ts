import { findEmail, logManualEmail } from '@inroad/contracts/engage';
import type { ExperienceEntry } from '@inroad/contracts/network';
import type { Post } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateEngagement } from '../../../lib/engagement.ts';
import { askExtension } from '../../../lib/extension-client.ts';

export const WEBSITE_UNREAD_MESSAGES = {
  noExtension: 'The extension did not answer, so the company website could not be read.',
  refused: 'LinkedIn did not give the company website just now.',
};

/** The company's website could not be read: unlike a company without one, asking again may find it. */
export class CompanyWebsiteUnread extends Error {}

/**
 * The poster's address at one company: the extension reads the company's website from LinkedIn, the server
 * finds the address at its domain (no website: 'No company website found').
 */
export async function lookUpEmail({ post, entry }: { post: Post; entry: ExperienceEntry }) {
  let domain: string | null = null;
  if (entry.companyLinkedinId) {
    const answer = await askExtension({ type: 'getCompanyWebsite', companyId: entry.companyLinkedinId });
    if (!answer) throw new CompanyWebsiteUnread(WEBSITE_UNREAD_MESSAGES.noExtension);
    if (!answer.success) {
      console.warn('The extension could not read the company website', answer.error);
      throw new CompanyWebsiteUnread(WEBSITE_UNREAD_MESSAGES.refused);
    }
    domain = answer.website;
  }
  return apiRequest(findEmail, {
    body: {
      fullName: post.posterName?.trim() || 'Unknown',
      domain,
      linkedinStandardProfileURL: post.posterProfileURL,
      posterSalesNavId: post.posterSalesNavId,
      companyLinkedinId: entry.companyLinkedinId,
      companyName: entry.companyName,
    },
  });
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
