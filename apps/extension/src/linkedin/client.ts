import type { LinkedinSearchFilters } from '@inroad/contracts/instruction-payloads';
import type { SourceDateRange } from '@inroad/contracts/source';
import { type FetchLike, LocalNetworkFailure, type RawResponse, send } from '../net/raw-response.ts';
import type { CookieJar } from '../platform/chrome.ts';
import { LINKEDIN_ENDPOINTS, type LinkedinEndpoints } from './endpoints.ts';

// LinkedIn's internal API, called in the user's own session: the browser sends the session cookies, and the
// csrf-token header repeats the JSESSIONID cookie. Every method answers the raw response; the server reads it.

export interface LinkedinClientOptions {
  fetch: FetchLike;
  cookies: CookieJar;
  endpoints?: LinkedinEndpoints;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** LinkedIn's own site (or the configured stand-in): the only place the session's upload may go. */
function isLinkedinUrl(url: string, endpoints: LinkedinEndpoints): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(endpoints.baseUrl).origin) return true;
  return parsed.protocol === 'https:' && /(^|\.)linkedin\.com$/.test(parsed.hostname);
}

/** A value inside Rest.li syntax: percent-encoded, parentheses and commas included. */
export function restliValue(value: string): string {
  return encodeURIComponent(value).replace(/[()!'*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The key of a comment for the comments collection: the fsd_comment URN, without a create answer's wrapper. */
export function commentKey(urn: string): string {
  return urn.replace(/^urn:li:fsd_normComment:/, '');
}

function textViewModel(text: string) {
  return { text, attributesV2: [], $type: 'com.linkedin.voyager.dash.common.text.TextViewModel' };
}

export function createLinkedinClient(options: LinkedinClientOptions) {
  const endpoints = options.endpoints ?? LINKEDIN_ENDPOINTS;
  const api = `${endpoints.baseUrl}${endpoints.apiPath}`;

  async function csrfToken(): Promise<string> {
    const value = await options.cookies.get(endpoints.baseUrl, 'JSESSIONID');
    if (!value) {
      throw new LocalNetworkFailure({
        kind: 'auth',
        message: 'Not signed in to LinkedIn in this browser: sign in to LinkedIn, then try again',
        code: 'NO_SESSION',
      });
    }
    return value.replace(/^"|"$/g, '');
  }

  /** path is relative to /voyager/api and already encoded. */
  async function request(
    method: Method,
    path: string,
    init: { body?: unknown; accept?: string } = {},
  ): Promise<RawResponse> {
    const headers: Record<string, string> = {
      'csrf-token': await csrfToken(),
      'x-restli-protocol-version': '2.0.0',
      'x-li-lang': 'en_US',
      accept: init.accept ?? endpoints.accept.normalized,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return send(
      options.fetch,
      `${api}/${path}`,
      {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'include',
        // A redirect here means the session is gone: it must reach the server's classifier, not be followed.
        redirect: 'manual',
      },
      'LinkedIn',
    );
  }

  const graphql = (queryId: string, variables: string) =>
    request('GET', `${endpoints.graphql.path}?variables=${variables}&queryId=${queryId}`);
  const profileUrn = (profileId: string) => restliValue(`urn:li:fsd_profile:${profileId}`);

  return {
    /** The signed-in member (account kind: premiumSubscriber), as JSON with nothing normalised away. */
    me() {
      return request('GET', endpoints.rest.me, { accept: endpoints.accept.json });
    },

    /**
     * Posts matching keywords and the search filters (author, company, mentions: the URL parameters of LinkedIn's
     * content search), newest first; datePosted narrows to the source's date range. Keywords may be empty when a
     * filter says what to look for.
     */
    searchPosts(input: {
      keywords: string;
      start?: number;
      count?: number;
      datePosted?: SourceDateRange;
      filters?: Partial<LinkedinSearchFilters>;
    }) {
      const filters = ['(key:resultType,value:List(CONTENT))', '(key:sortBy,value:List(date_posted))'];
      if (input.datePosted) filters.push(`(key:datePosted,value:List(${input.datePosted}))`);
      for (const [key, ids] of Object.entries(input.filters ?? {})) {
        if (ids && ids.length > 0) filters.push(`(key:${key},value:List(${ids.map(restliValue).join(',')}))`);
      }
      const keywords = input.keywords.trim() ? `keywords:${restliValue(input.keywords.trim())},` : '';
      const variables =
        `(start:${input.start ?? 0},origin:GLOBAL_SEARCH_HEADER,query:(${keywords}` +
        `flagshipSearchIntent:SEARCH_SRP,queryParameters:List(${filters.join(',')}),includeFiltersInResponse:false),` +
        `count:${input.count ?? 25})`;
      return graphql(endpoints.graphql.searchClusters, variables);
    },

    /** A member's own recent posts. */
    profileUpdates(input: { profileId: string; start?: number; count?: number; paginationToken?: string }) {
      const params = [
        'q=memberShareFeed',
        `profileUrn=${profileUrn(input.profileId)}`,
        `moduleKey=${restliValue(endpoints.rest.profileUpdatesModuleKey)}`,
        `count=${input.count ?? 25}`,
        `start=${input.start ?? 0}`,
        'includeLongTermHistory=true',
      ];
      if (input.paginationToken) params.push(`paginationToken=${restliValue(input.paginationToken)}`);
      return request('GET', `${endpoints.rest.profileUpdates}?${params.join('&')}`);
    },

    /** A post's comments with their first replies; threadUrn is urn:li:activity:… or urn:li:ugcPost:…. */
    comments(input: { threadUrn: string; start?: number; count?: number }) {
      const socialDetail = restliValue(
        `urn:li:fsd_socialDetail:(${input.threadUrn},${input.threadUrn},urn:li:highlightedReply:-)`,
      );
      const variables = `(count:${input.count ?? 50},start:${input.start ?? 0},numReplies:1,socialDetailUrn:${socialDetail},sortOrder:RELEVANCE)`;
      return graphql(endpoints.graphql.socialComments, variables);
    },

    /** The top card of a profile: by vanity name, else (REST) by profile id. */
    profileTopCard(input: { vanity?: string | null; profileId?: string | null }) {
      if (input.vanity) return graphql(endpoints.graphql.profileByVanity, `(vanityName:${restliValue(input.vanity)})`);
      if (!input.profileId) throw new Error('profileTopCard needs a vanity name or a profile id');
      return request(
        'GET',
        `${endpoints.rest.dashProfiles}?q=memberIdentity&memberIdentity=${restliValue(input.profileId)}&decorationId=${endpoints.rest.dashProfilesDecoration}`,
      );
    },

    profileExperience(input: { profileId: string }) {
      return graphql(
        endpoints.graphql.profileComponents,
        `(profileUrn:${profileUrn(input.profileId)},sectionType:experience,locale:en_US)`,
      );
    },

    profileAbout(input: { profileId: string }) {
      return graphql(endpoints.graphql.profileCards, `(profileUrn:${profileUrn(input.profileId)})`);
    },

    typeahead(input: { query: string; kind: 'people' | 'companies' }) {
      if (input.kind === 'companies') {
        return request(
          'GET',
          `${endpoints.rest.reusableTypeahead}?decorationId=${endpoints.rest.reusableTypeaheadDecoration}&keywords=${restliValue(input.query)}&q=type&type=COMPANY`,
        );
      }
      return request(
        'GET',
        `${endpoints.rest.globalTypeahead}?decorationId=${endpoints.rest.globalTypeaheadDecoration}&q=globalTypeahead&query=${restliValue(input.query)}`,
      );
    },

    /** A company by its numeric id or its slug (universal name). */
    company(input: { companyId: string }) {
      const id = input.companyId.trim();
      if (/^\d+$/.test(id)) {
        return request('GET', `${endpoints.rest.companyEntity}/${id}`, { accept: endpoints.accept.json });
      }
      return request(
        'GET',
        `${endpoints.rest.companiesBySlug}?decorationId=${endpoints.rest.companiesDecoration}&q=universalName&universalName=${restliValue(id)}`,
      );
    },

    react(input: { threadUrn: string; reactionType?: string }) {
      return request('POST', `${endpoints.rest.reactions}?threadUrn=${restliValue(input.threadUrn)}`, {
        body: { reactionType: input.reactionType ?? 'LIKE' },
      });
    },

    /** Removes a reaction by its id (the x-restli-id its creation answered). */
    unreact(input: { reactionUrn: string }) {
      return request('DELETE', `${endpoints.rest.reactions}/${restliValue(input.reactionUrn)}`);
    },

    /** Comments on a post, or answers a comment when threadUrn is the comment's urn:li:comment:(…). */
    comment(input: { threadUrn: string; text: string }) {
      return request('POST', `${endpoints.rest.normComments}?decorationId=${endpoints.rest.normCommentsDecoration}`, {
        body: { commentary: textViewModel(input.text), threadUrn: input.threadUrn },
      });
    },

    editComment(input: { commentUrn: string; text: string }) {
      return request(
        'POST',
        `${endpoints.rest.normComments}/${restliValue(commentKey(input.commentUrn))}?decorationId=${endpoints.rest.normCommentsDecoration}`,
        { body: { patch: { $set: { commentary: textViewModel(input.text) } } } },
      );
    },

    deleteComment(input: { commentUrn: string }) {
      return request('DELETE', `${endpoints.rest.normComments}/${restliValue(commentKey(input.commentUrn))}`);
    },

    follow(input: { profileId: string; following: boolean }) {
      const key = `urn:li:fsd_followingState:urn:li:fsd_profile:${input.profileId}`;
      return request('POST', `${endpoints.rest.followingStates}/${restliValue(key)}`, {
        body: { patch: { $set: { following: input.following } } },
      });
    },

    /** Sends a connection request; a note is left out when empty. */
    connect(input: { profileId: string; note?: string | null }) {
      const body: Record<string, unknown> = {
        invitee: { inviteeUnion: { memberProfile: `urn:li:fsd_profile:${input.profileId}` } },
      };
      if (input.note?.trim()) body.customMessage = input.note.trim();
      return request(
        'POST',
        `${endpoints.rest.memberRelationships}?action=verifyQuotaAndCreateV2&decorationId=${endpoints.rest.invitationDecoration}`,
        { body },
      );
    },

    withdrawInvitation(input: { invitationUrn: string }) {
      return request('POST', `${endpoints.rest.invitations}/${restliValue(input.invitationUrn)}?action=withdraw`, {
        body: { invitationType: 'CONNECTION' },
      });
    },

    /** Asks LinkedIn where to upload a post's image: the answer names the upload URL and the image's URN. */
    registerImageUpload(input: { fileSize: number; filename: string }) {
      return request('POST', `${endpoints.rest.mediaUploadMetadata}?action=upload`, {
        body: { mediaUploadType: 'IMAGE_SHARING', fileSize: input.fileSize, filename: input.filename },
        accept: endpoints.accept.json,
      });
    },

    /** Sends an image's bytes to the upload URL LinkedIn named (only LinkedIn's own hosts). */
    async uploadImage(input: { uploadUrl: string; bytes: Blob; contentType: string }) {
      if (!isLinkedinUrl(input.uploadUrl, endpoints)) throw new Error('LinkedIn named an upload address elsewhere');
      return send(
        options.fetch,
        input.uploadUrl,
        {
          method: 'PUT',
          headers: { 'csrf-token': await csrfToken(), 'content-type': input.contentType },
          body: input.bytes,
          credentials: 'include',
          redirect: 'manual',
        },
        'LinkedIn',
      );
    },

    /** Publishes a post to the member's feed (anyone can see it), with the uploaded images' URNs. */
    createPost(input: { text: string; mediaUrns?: string[] }) {
      return request('POST', endpoints.rest.normShares, {
        body: {
          visibleToConnectionsOnly: false,
          externalAudienceProviders: [],
          commentaryV2: { text: input.text, attributes: [] },
          origin: 'FEED',
          allowedCommentersScope: 'ALL',
          postState: 'PUBLISHED',
          media: (input.mediaUrns ?? []).map((mediaUrn) => ({ category: 'IMAGE', mediaUrn, tapTargets: [] })),
        },
        accept: endpoints.accept.json,
      });
    },

    /** One post's own update (its text, and the counts of its likes, comments and reposts). */
    postUpdate(input: { postUrn: string }) {
      return request('GET', `${endpoints.rest.feedUpdates}/${restliValue(input.postUrn)}?updateType=MAIN_FEED`);
    },

    /** The post's address on the site. */
    postUrl(urn: string) {
      return `${endpoints.baseUrl}${endpoints.feedUpdatePath}${urn}/`;
    },

    /**
     * Any Voyager request the web app asks for (executeLinkedinRequest): only paths under /voyager/api on
     * LinkedIn itself, so the message cannot aim the user's session anywhere else.
     */
    execute(input: { url: string; method?: Method; body?: unknown }) {
      const path = voyagerPath(input.url, endpoints);
      if (path === undefined) throw new Error('Only LinkedIn API paths (/voyager/api/…) can be requested');
      return request(input.method ?? 'GET', path, { body: input.body });
    },
  };
}

export type LinkedinClient = ReturnType<typeof createLinkedinClient>;

/** The part after /voyager/api/ of a path or a LinkedIn URL; undefined for anything else. */
export function voyagerPath(url: string, endpoints: LinkedinEndpoints = LINKEDIN_ENDPOINTS): string | undefined {
  let path = url.trim();
  if (/^[a-z]+:/i.test(path)) {
    const parsed = new URL(path);
    if (parsed.origin !== new URL(endpoints.baseUrl).origin) return undefined;
    path = parsed.pathname + parsed.search;
  }
  if (!path.startsWith('/')) path = `${endpoints.apiPath}/${path}`;
  const prefix = `${endpoints.apiPath}/`;
  if (!path.startsWith(prefix) || path.includes('..')) return undefined;
  return path.slice(prefix.length);
}
