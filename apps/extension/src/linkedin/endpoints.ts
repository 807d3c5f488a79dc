// Every LinkedIn path, query id and decoration id the extension uses, in one place: LinkedIn rotates GraphQL query
// ids and decoration versions, so a change here is the whole fix. Sources are in the network research notes
// (the project's shared docs): each entry says how sure we are.

export interface LinkedinEndpoints {
  /** https://www.linkedin.com; a fake server on loopback in tests. */
  baseUrl: string;
  apiPath: string;
  accept: { normalized: string; json: string };
  graphql: {
    path: string;
    /** Keyword content search (search clusters, resultType CONTENT). Several public clients, 2025–26. */
    searchClusters: string;
    /** A post's comments by social detail. One public client, 2026-08. */
    socialComments: string;
    /** A profile's top card by vanity name (degree, followers, connections, invitation state). */
    profileByVanity: string;
    /** A profile section (experience) by profile URN. */
    profileComponents: string;
    /** A profile's cards (About) by profile URN. */
    profileCards: string;
  };
  rest: {
    /** A member's own posts (legacy UpdateV2, recorded shape). */
    profileUpdates: string;
    profileUpdatesModuleKey: string;
    /** A profile by vanity name or profile id, when the vanity name is not known. */
    dashProfiles: string;
    dashProfilesDecoration: string;
    /** People typeahead (global: people and companies together). */
    globalTypeahead: string;
    globalTypeaheadDecoration: string;
    /** Company typeahead (filters). */
    reusableTypeahead: string;
    reusableTypeaheadDecoration: string;
    /** Company by slug: companyPageUrl is the website. Called deprecated by one 2026 source, used by another. */
    companiesBySlug: string;
    companiesDecoration: string;
    /** Company by numeric id: websiteUrl. */
    companyEntity: string;
    /** Like: POST ?threadUrn= {reactionType}; 201 with the reaction id in x-restli-id. Unlike: DELETE /<reaction urn>. */
    reactions: string;
    /** Comment create, edit (POST /<urn> with a patch) and delete (DELETE /<urn>). */
    normComments: string;
    normCommentsDecoration: string;
    /** Follow or unfollow: POST /urn:li:fsd_followingState:urn:li:fsd_profile:<id> with a patch. */
    followingStates: string;
    /** Connect with an optional note (recorded answer and quota error). */
    memberRelationships: string;
    invitationDecoration: string;
    /** Withdraw a sent invitation: POST /<invitation urn>?action=withdraw. */
    invitations: string;
    /**
     * The signed-in member: `premiumSubscriber` (true or false) tells a Premium account from a free one, whose
     * connection notes LinkedIn limits. Several public clients read their own profile here; no recorded body.
     */
    me: string;
    /**
     * Image upload for a post: POST ?action=upload {mediaUploadType:IMAGE_SHARING, fileSize, filename} answers
     * value.singleUploadUrl (PUT the bytes there) and value.urn (the post's mediaUrn). Several public clients; no
     * recorded body.
     */
    mediaUploadMetadata: string;
    /**
     * Create a member post: POST {commentaryV2, visibility fields, media[]} → 201 with data.status.urn
     * (urn:li:share:…) and data.status.toastCtaUrl. Several public clients (2023–26); no recorded body.
     */
    normShares: string;
    /**
     * One post's own update by its URN (GET feed/updates/<urn>?updateType=MAIN_FEED): the legacy UpdateV2 shape of
     * the recorded feed answers, whose SocialDetail carries the post's SocialActivityCounts (likes, comments,
     * reposts). One public client reads a post this way (2026-05); no recorded body of this call.
     */
    feedUpdates: string;
  };
  /** Where a post lives on the site: <baseUrl>/feed/update/<urn>/. */
  feedUpdatePath: string;
}

export const LINKEDIN_ENDPOINTS: LinkedinEndpoints = {
  baseUrl: 'https://www.linkedin.com',
  apiPath: '/voyager/api',
  accept: { normalized: 'application/vnd.linkedin.normalized+json+2.1', json: 'application/json' },
  graphql: {
    path: 'graphql',
    searchClusters: 'voyagerSearchDashClusters.b0928897b71bd00a5a7291755dcd64f0',
    socialComments: 'voyagerSocialDashComments.afec6d88d7810d45548797a8dac4fb87',
    profileByVanity: 'voyagerIdentityDashProfiles.34ead06db82a2cc9a778fac97f69ad6a',
    profileComponents: 'voyagerIdentityDashProfileComponents.7af5d6f176f11583b382e37e5639e69e',
    profileCards: 'voyagerIdentityDashProfileCards.55af784c21dc8640b500ab5b45937064',
  },
  rest: {
    profileUpdates: 'identity/profileUpdatesV2',
    profileUpdatesModuleKey: 'member-shares:phone',
    dashProfiles: 'identity/dash/profiles',
    dashProfilesDecoration: 'com.linkedin.voyager.dash.deco.identity.profile.FullProfileWithEntities-93',
    globalTypeahead: 'voyagerSearchDashTypeahead',
    globalTypeaheadDecoration: 'com.linkedin.voyager.dash.deco.search.typeahead.GlobalTypeaheadCollection-27',
    reusableTypeahead: 'voyagerSearchDashReusableTypeahead',
    reusableTypeaheadDecoration: 'com.linkedin.voyager.dash.deco.search.typeahead.ReusableTypeaheadCollection-27',
    companiesBySlug: 'organization/companies',
    companiesDecoration: 'com.linkedin.voyager.deco.organization.web.WebFullCompanyMain-12',
    companyEntity: 'entities/companies',
    reactions: 'voyagerSocialDashReactions',
    normComments: 'voyagerSocialDashNormComments',
    normCommentsDecoration: 'com.linkedin.voyager.dash.deco.social.NormComment-43',
    followingStates: 'feed/dash/followingStates',
    memberRelationships: 'voyagerRelationshipsDashMemberRelationships',
    invitationDecoration: 'com.linkedin.voyager.dash.deco.relationships.InvitationCreationResultWithInvitee-2',
    invitations: 'voyagerRelationshipsDashInvitations',
    me: 'me',
    mediaUploadMetadata: 'voyagerMediaUploadMetadata',
    normShares: 'contentcreation/normShares',
    feedUpdates: 'feed/updates',
  },
  feedUpdatePath: '/feed/update/',
};
