import { type RecordedRequest, type Reply, startRecordingServer } from './recording-server.ts';

// LinkedIn and Reddit as one server on loopback for the browser journeys: it answers the paths the extension
// calls with bodies in the recorded shapes (invented people), and records every request. Feed reads can be held
// back, so a journey can watch a refresh's progress one feed at a time.

export type { RecordedRequest };

export type FakePerson = { name: string; headline: string; vanity: string; profileId: string; text: string };
export type FakeRedditPost = { id: string; author: string; title: string; selftext: string };

const TEXT = 'com.linkedin.voyager.dash.common.text.TextViewModel';
const text = (value: string) => ({ text: value, $type: TEXT });

/** A LinkedIn activity id whose embedded time is now, so the inbox's "Today" shows the post. */
function activityIdNow(n: number): string {
  return ((BigInt(Date.now()) << 22n) + BigInt(n)).toString();
}

/**
 * A content search answer (search clusters of EntityResultViewModel, the inline JSON shape); `activityIds` are the
 * posts' ids, the same on every read as on the real network.
 */
export function linkedinSearchAnswer(people: readonly FakePerson[], activityIds: readonly string[]) {
  const items = people.map((person, index) => {
    const urn = `urn:li:activity:${activityIds[index]}`;
    return {
      item: {
        entityResult: {
          entityUrn: `urn:li:fsd_entityResultViewModel:(${urn},SEARCH_SRP,DEFAULT)`,
          template: 'UNIVERSAL',
          trackingUrn: urn,
          title: text(person.name),
          primarySubtitle: text(person.headline),
          secondarySubtitle: text('1h •'),
          summary: text(person.text),
          badgeText: text('• 2nd'),
          navigationUrl: `https://www.linkedin.com/feed/update/${urn}/`,
          image: {
            actionTarget: `https://www.linkedin.com/in/${person.vanity}?miniProfileUrn=urn%3Ali%3Afs_miniProfile%3A${person.profileId}`,
            attributes: [
              {
                detailData: { nonEntityProfilePicture: { '*profileUrn': `urn:li:fsd_profile:${person.profileId}` } },
                $type: 'com.linkedin.voyager.dash.common.image.ImageAttribute',
              },
            ],
            $type: 'com.linkedin.voyager.dash.common.image.ImageViewModel',
          },
          entityEmbeddedObject: null,
          $type: 'com.linkedin.voyager.dash.search.EntityResultViewModel',
        },
      },
    };
  });
  return {
    data: {
      searchDashClustersByAll: {
        elements: [{ items, $type: 'com.linkedin.voyager.dash.search.SearchClusterViewModel' }],
        paging: { start: 0, count: items.length, total: items.length },
        $type: 'com.linkedin.restli.common.CollectionResponse',
      },
    },
  };
}

/** A profile's top card (identityDashProfiles by vanity name, normalized): not connected, no invitation. */
export function linkedinTopCardAnswer(person: FakePerson) {
  const profileUrn = `urn:li:fsd_profile:${person.profileId}`;
  const [firstName, ...rest] = person.name.split(' ');
  return {
    data: {
      data: {
        identityDashProfilesByMemberIdentity: {
          '*elements': [profileUrn],
          $type: 'com.linkedin.restli.common.CollectionResponse',
        },
        $type: 'com.linkedin.graphql.Query',
      },
    },
    included: [
      {
        entityUrn: profileUrn,
        firstName,
        lastName: rest.join(' '),
        headline: person.headline,
        publicIdentifier: person.vanity,
        summary: `${firstName} writes about payroll for small restaurants.`,
        connections: { paging: { count: 0, start: 0, total: 240 } },
        '*followingState': `urn:li:fsd_followingState:${profileUrn}`,
        $type: 'com.linkedin.voyager.dash.identity.profile.Profile',
      },
      {
        entityUrn: `urn:li:fsd_followingState:${profileUrn}`,
        following: false,
        followerCount: 1200,
        $type: 'com.linkedin.voyager.dash.feed.FollowingState',
      },
      {
        entityUrn: `urn:li:fsd_memberRelationship:${person.profileId}`,
        memberRelationship: {
          self: null,
          connection: null,
          noConnection: {
            memberDistance: 'DISTANCE_2',
            invitation: { noInvitation: {}, '*invitation': null },
            $type: 'com.linkedin.voyager.dash.relationships.NoConnection',
          },
        },
        $type: 'com.linkedin.voyager.dash.relationships.MemberRelationship',
      },
    ],
  };
}

/** A subreddit listing (kind Listing of t3 things, raw_json shape). */
export function redditListingAnswer(subreddit: string, posts: readonly FakeRedditPost[]) {
  const created = Math.floor(Date.now() / 1000) - 600;
  return {
    kind: 'Listing',
    data: {
      after: null,
      before: null,
      dist: posts.length,
      modhash: '',
      geo_filter: '',
      children: posts.map((post) => ({
        kind: 't3',
        data: {
          id: post.id,
          name: `t3_${post.id}`,
          title: post.title,
          selftext: post.selftext,
          author: post.author,
          author_fullname: `t2_${post.author.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
          permalink: `/r/${subreddit}/comments/${post.id}/${post.title.toLowerCase().replace(/\W+/g, '_').slice(0, 40)}/`,
          url: `https://www.reddit.com/r/${subreddit}/comments/${post.id}/`,
          created_utc: created,
          score: 12,
          ups: 12,
          upvote_ratio: 0.93,
          num_comments: 4,
          subreddit,
          subreddit_name_prefixed: `r/${subreddit}`,
          domain: `self.${subreddit}`,
          is_self: true,
          is_video: false,
          thumbnail: 'self',
          over_18: false,
          stickied: false,
        },
      })),
    },
  };
}

/** The answer LinkedIn gives a connection request when the month's personalised notes are used up. */
export const INVITE_LIMIT_ANSWER: Reply = {
  status: 429,
  body: { data: { code: 'CUSTOM_INVITE_LIMIT_REACHED', status: 429 } },
};

export type FakeNetworkOptions = {
  people: FakePerson[];
  subreddit: string;
  redditPosts: FakeRedditPost[];
  /** How LinkedIn answers a connection request; a created invitation by default. */
  connectAnswer?: Reply;
  /** Where to listen: the port the run's extension build points at (see global-setup.ts); any free one by default. */
  port?: number;
};

/** A read of a feed: a LinkedIn content search, a Reddit listing. */
function isFeedRead(request: RecordedRequest): boolean {
  const path = request.path.split('?')[0] ?? '';
  if (path === '/voyager/api/graphql') return request.path.includes('queryId=voyagerSearchDashClusters');
  return path === '/.json' || /^\/r\/[^/]+\/\w+\.json$/.test(path);
}

export async function startFakeNetwork(options: FakeNetworkOptions) {
  const activityIds = options.people.map((_, index) => activityIdNow(index + 1));
  let holding = false;
  const held: (() => void)[] = [];

  const answer = (request: RecordedRequest): Reply => {
    const url = new URL(request.path, 'http://fake.invalid');
    if (request.method === 'OPTIONS') return { status: 204 };
    if (request.method === 'GET' && url.pathname === '/voyager/api/graphql') {
      const queryId = url.searchParams.get('queryId') ?? '';
      const variables = url.searchParams.get('variables') ?? '';
      if (queryId.startsWith('voyagerSearchDashClusters')) {
        return { status: 200, body: linkedinSearchAnswer(options.people, activityIds) };
      }
      if (queryId.startsWith('voyagerIdentityDashProfiles')) {
        const vanity = /vanityName:([^,)]+)/.exec(variables)?.[1];
        const person = options.people.find((p) => p.vanity === (vanity ? decodeURIComponent(vanity) : ''));
        if (person) return { status: 200, body: linkedinTopCardAnswer(person) };
      }
      return { status: 404, body: { status: 404, message: 'Not found' } };
    }
    if (request.method === 'POST' && url.pathname === '/voyager/api/voyagerSocialDashReactions') {
      const thread = url.searchParams.get('threadUrn') ?? '';
      return {
        status: 201,
        headers: { 'x-restli-id': `urn:li:fsd_reaction:(urn:li:fsd_profile:ACoAAViewer0001,${thread},0)` },
      };
    }
    if (request.method === 'POST' && url.pathname === '/voyager/api/voyagerRelationshipsDashMemberRelationships') {
      return (
        options.connectAnswer ?? {
          status: 200,
          body: { data: { value: { invitationUrn: 'urn:li:fsd_invitation:7525111111111111111' } } },
        }
      );
    }
    // A post from the member's own session: the image's upload slot, its bytes, then the post itself.
    if (request.method === 'POST' && url.pathname === '/voyager/api/voyagerMediaUploadMetadata') {
      const slot = `image-${request.path.length}-${Date.now()}`;
      return {
        status: 200,
        body: {
          value: {
            singleUploadUrl: `http://${request.headers.host}/dms-uploads/${slot}`,
            urn: `urn:li:digitalmediaAsset:${slot}`,
          },
        },
      };
    }
    if (request.method === 'PUT' && url.pathname.startsWith('/dms-uploads/')) return { status: 201 };
    if (request.method === 'POST' && url.pathname === '/voyager/api/contentcreation/normShares') {
      const urn = `urn:li:share:${activityIdNow(100 + sharedPosts())}`;
      return { status: 201, body: { data: { status: { urn, toastCtaUrl: `/feed/update/${urn}/` } } } };
    }
    if (request.method === 'GET' && url.pathname === `/r/${options.subreddit}/new.json`) {
      return { status: 200, body: redditListingAnswer(options.subreddit, options.redditPosts) };
    }
    return { status: 404, body: { message: `Not found: ${request.method} ${url.pathname}`, error: 404 } };
  };

  const sharedPosts = () =>
    server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/voyager/api/contentcreation/normShares'))
      .length;
  const server = await startRecordingServer(
    answer,
    async (request) => {
      if (holding && isFeedRead(request)) await new Promise<void>((resolve) => held.push(resolve));
    },
    options.port,
  );

  return {
    ...server,
    /** From now on feed reads (LinkedIn search, subreddit listings) wait until they are let go. */
    holdFeeds() {
      holding = true;
    },
    /** Feed reads waiting now. */
    heldFeeds() {
      return held.length;
    },
    letOneFeedGo() {
      held.shift()?.();
    },
    letFeedsGo() {
      holding = false;
      for (const release of held.splice(0)) release();
    },
    close() {
      holding = false;
      for (const release of held.splice(0)) release();
      return server.close();
    },
  };
}

export type FakeNetwork = Awaited<ReturnType<typeof startFakeNetwork>>;
