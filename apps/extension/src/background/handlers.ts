import { startFeedRefresh } from '@inroad/contracts/feed-refresh';
import type { ExtensionAnswer, ProfileTarget } from '@inroad/contracts/messages';
import { NOT_SIGNED_IN, rawPart } from '../inroad/server-api.ts';
import type { SessionStore } from '../inroad/session.ts';
import type { RawResponse } from '../net/raw-response.ts';
import { connect, follow, type NetworkDeps } from './actions.ts';
import { failure, type MessageHandlers } from './message-router.ts';

// What each message does. Reads go to LinkedIn in the user's session and come back through the server's
// formatters; refreshes start the instruction runner.

export interface HandlerDeps extends NetworkDeps {
  sessions: SessionStore;
  runner: {
    readonly running: boolean;
    readonly fetching: boolean;
    start(options?: { feeds?: boolean }): boolean;
    /** Another session took over, or none is left: the last one's queue pacing and pause are not the new one's. */
    sessionChanged?(): void;
  };
  extensionId: string;
  version: string;
}

/** The vanity name of a LinkedIn profile link (/in/<vanity>). */
export function vanityOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = /linkedin\.com\/in\/([^/?#]+)/i.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** A LinkedIn profile id (ACoAA…) among what the post carries. */
function profileIdOf(target: ProfileTarget): string | undefined {
  const id = target.posterSalesNavId?.trim();
  return id && /^ACo[A-Za-z0-9_-]+$/.test(id) ? id : undefined;
}

async function profileDetails(deps: HandlerDeps, target: ProfileTarget): Promise<ExtensionAnswer<'getProfileDetails'>> {
  const vanity = vanityOf(target.posterProfileURL);
  let profileId = profileIdOf(target);
  if (!vanity && !profileId) return failure('This post has no LinkedIn profile to read');

  const topCard = await deps.linkedin.profileTopCard({ vanity, profileId });
  const bodies: RawResponse[] = [topCard];
  if (!profileId) {
    // Only the server reads answers: ask it for the profile id the top card names.
    const first = await deps.inroad.formatLinkedinProfile(rawPart(topCard));
    if (first.failure) return failure(first.failure.message, first.failure);
    profileId = first.profile?.profileId ?? undefined;
  } else if (!topCard.ok) {
    const first = await deps.inroad.formatLinkedinProfile(rawPart(topCard));
    if (first.failure) return failure(first.failure.message, first.failure);
  }
  if (profileId) {
    const sections = [
      await deps.linkedin.profileExperience({ profileId }),
      await deps.linkedin.profileAbout({ profileId }),
    ];
    // A section LinkedIn would not give does not spoil the rest of the profile.
    bodies.push(...sections.filter((section) => section.ok));
  }
  const formatted = await deps.inroad.formatLinkedinProfile({ rawData: bodies.map((body) => body.body) });
  if (formatted.failure) return failure(formatted.failure.message, formatted.failure);
  const profile = formatted.profile;
  if (!profile) return failure('LinkedIn gave no profile for this person');
  return {
    success: true,
    onPlatformFollowed: profile.onPlatformFollowed,
    connected: profile.connected,
    invitationPending: profile.invitationPending,
    invitationUrn: profile.invitationUrn,
    about: profile.about,
    experience: profile.experience,
    numFollowers: profile.numFollowers,
    numConnections: profile.numConnections,
    connectionDegree: profile.connectionDegree,
    location: profile.location,
    profileId: profile.profileId,
    headline: profile.headline,
  };
}

export function createHandlers(deps: HandlerDeps): MessageHandlers {
  const signedIn = async () => (await deps.sessions.get()) !== null;
  const startRun = async () => {
    if (!(await signedIn())) return failure(NOT_SIGNED_IN);
    deps.runner.start();
    return { success: true as const, started: true };
  };
  /**
   * A refresh asked of the extension (after onboarding, or from the inbox) makes sure the server has queued the
   * feeds' fetches (a refresh already running is kept), then performs them.
   */
  const refreshFeeds = async () => {
    if (!(await signedIn())) return failure(NOT_SIGNED_IN);
    try {
      await deps.inroad.call(startFeedRefresh, { body: { view: 'all' } });
    } catch (error) {
      return failure(error instanceof Error ? error.message : String(error));
    }
    deps.runner.start({ feeds: true });
    return { success: true as const, started: true };
  };

  return {
    'check-extension': async () => {
      const session = await deps.sessions.get();
      return {
        success: true,
        id: deps.extensionId,
        version: deps.version,
        signedIn: session !== null,
        userId: session?.userId ?? null,
      };
    },
    refreshFeeds,
    refreshEngagements: startRun,
    checkRefreshFeedStatus: async () => ({ success: true, inProgress: deps.runner.fetching }),
    getProfileDetails: (message) => profileDetails(deps, message.data),

    getCompanyWebsite: async (message) => {
      const raw = await deps.linkedin.company({ companyId: message.companyId });
      const formatted = await deps.inroad.formatLinkedinCompany(rawPart(raw));
      if (formatted.failure) return failure(formatted.failure.message, formatted.failure);
      return { success: true, website: formatted.company?.website ?? null, name: formatted.company?.name ?? null };
    },

    executeLinkedinRequest: async (message) => {
      const raw = await deps.linkedin.execute({ url: message.url, method: message.method, body: message.body });
      return { success: true, status: raw.status, data: raw.body };
    },

    getRedditComments: async (message) => {
      const raw = await deps.reddit.comments({ postId: message.postId });
      return { success: true, status: raw.status, data: raw.body };
    },

    typeAheadLinkedinUserEntities: async (message) => {
      const raw = await deps.linkedin.typeahead({ query: message.query, kind: 'people' });
      const formatted = await deps.inroad.formatLinkedinTypeahead({ ...rawPart(raw), kind: 'people' });
      if (formatted.failure) return failure(formatted.failure.message, formatted.failure);
      return { success: true, suggestions: formatted.people };
    },

    typeAheadLinkedinCompanyEntities: async (message) => {
      const raw = await deps.linkedin.typeahead({ query: message.query, kind: 'companies' });
      const formatted = await deps.inroad.formatLinkedinTypeahead({ ...rawPart(raw), kind: 'companies' });
      if (formatted.failure) return failure(formatted.failure.message, formatted.failure);
      return { success: true, suggestions: formatted.companies };
    },

    follow: async (message) => {
      const result = await follow(deps, { profileId: message.profileId, following: message.following });
      if (!result.ok) return failure(result.failure.message, result.failure);
      return { success: true, following: message.following };
    },

    connect: async (message) => {
      const result = await connect(deps, { profileId: message.profileId, note: message.note });
      if (!result.ok) return failure(result.failure.message, result.failure);
      return { success: true, invitationUrn: result.createdId, noteDropped: result.noteDropped };
    },

    setSession: async (message, context) => {
      // The session may only point at the origin that handed it over.
      if (new URL(message.apiBase).origin !== context.origin) {
        return failure('The session must come from the Inroad page it belongs to');
      }
      const previous = await deps.sessions.get();
      await deps.sessions.set({ token: message.token, apiBase: message.apiBase, userId: message.userId });
      // A session handed over again keeps its pacing and pause; a new one's queue is claimed at once.
      if (previous?.token !== message.token) deps.runner.sessionChanged?.();
      // Work queued before the session arrived (a refresh clicked while the hand-off was still on its way, whose
      // own request to the extension was refused as signed out) is claimed now, not at the next minute's alarm.
      deps.runner.start();
      return { success: true };
    },

    clearSession: async () => {
      await deps.sessions.clear();
      deps.runner.sessionChanged?.();
      return { success: true };
    },
  };
}
