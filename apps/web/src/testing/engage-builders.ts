import type { EmailTemplate } from '@inroad/contracts/email-template';
import { ACTION_CAPS, type EngageQuota, type EngageResponse } from '@inroad/contracts/engage';
import type { ExtensionSuccess } from '@inroad/contracts/messages';
import type { Post } from '@inroad/contracts/post';

/** The server's answer to an engage call: the post's state, changed by `overrides`. */
export function buildEngageResponse(post: Post, overrides: Partial<EngageResponse> = {}): EngageResponse {
  return {
    status: 'success',
    liked: post.liked,
    numLikes: post.numLikes,
    comment: post.comment,
    followed: post.followed,
    connected: post.connected,
    ...overrides,
  };
}

export function buildProfileDetails(
  overrides: Partial<ExtensionSuccess<'getProfileDetails'>> = {},
): ExtensionSuccess<'getProfileDetails'> {
  return {
    success: true,
    onPlatformFollowed: false,
    connected: false,
    invitationPending: false,
    invitationUrn: null,
    about: 'Helps small teams sell better.',
    experience: [
      {
        title: 'Head of Sales',
        companyName: 'Example Co',
        companyLinkedinId: '1001',
        companyLinkedinURL: 'https://www.linkedin.com/company/example-co/',
        yearsWorked: 2.5,
        jobLocation: 'Lisbon, Portugal',
        jobDescription: 'Builds the sales team.',
        current: true,
      },
    ],
    numFollowers: 12345,
    numConnections: 500,
    connectionDegree: '2nd',
    location: 'Portugal',
    profileId: 'ACoAAExample1',
    headline: null,
    ...overrides,
  };
}

export function buildEmailTemplate(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    name: 'Intro',
    subject: 'Hello {{firstName}}',
    body: 'Hi {{firstName}},\nNice post today.',
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Every cap unused; `used` sets the use per action, `account` the LinkedIn account kind. */
export function buildQuota(
  options: { account?: EngageQuota['linkedinAccount']; used?: Partial<Record<string, number>> } = {},
): EngageQuota {
  const account = options.account ?? 'unknown';
  return {
    caps: ACTION_CAPS.map((cap) => ({
      action: cap.action,
      used: options.used?.[cap.action] ?? 0,
      limit: cap.limit,
      windowHours: cap.windowHours,
      resetsAt: null,
      applies: cap.action !== 'connect_note' || account === 'free',
    })),
    paused: null,
    linkedinAccount: account,
  };
}
