import type { Post, PostListResponse } from '@inroad/contracts/post';
import type { Source } from '@inroad/contracts/source';
import type { Tracker } from '@inroad/contracts/tracker';

let sequence = 0;
/** A valid, unique UUID per call (ids in request bodies are checked as UUIDs). */
export function nextUuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: nextUuid(),
    platform: 'linkedin',
    source: { id: 'source-1', name: 'Search Topic: sales' },
    content: 'A post about sales automation for small teams.',
    aiSummary: null,
    aiSummaryEngine: null,
    postURL: 'https://www.linkedin.com/feed/update/urn:li:activity:1/',
    postIdExternal: `urn:li:activity:${sequence}`,
    postDate: '2025-03-04T10:00:00.000Z',
    createdAt: '2025-03-04T10:05:00.000Z',
    posterName: 'Casey Example',
    posterImage: null,
    posterHeadline: 'Head of Sales at Example Co',
    posterProfileURL: `https://www.linkedin.com/in/casey-example-${sequence}`,
    posterSalesNavId: null,
    connectionDepth: '2nd',
    platformLogo: null,
    imageURL: null,
    videoURL: null,
    externalLink: null,
    carouselImages: [],
    fullCarouselURL: null,
    numLikes: 3,
    numComments: 1,
    numShares: 0,
    shareCount: 0,
    liked: false,
    archived: false,
    followed: false,
    connected: false,
    isRead: false,
    previouslyEngaged: false,
    comment: null,
    comments: [],
    commentsParsed: false,
    sourceTags: ['Search Topic'],
    ruleTags: [],
    contentTags: [],
    keywordTags: [],
    keywords: [],
    ruleTagReasons: {},
    ...overrides,
  };
}

export function buildPostList(posts: Post[], overrides: Partial<PostListResponse> = {}): PostListResponse {
  return {
    posts,
    filterData: { contentTags: {}, sourceTags: {}, ruleTags: {} },
    nextCursor: null,
    total: posts.length,
    ...overrides,
  };
}

export function buildSource(overrides: Partial<Source> = {}): Source {
  return {
    id: nextUuid(),
    name: 'Search Topic: sales automation',
    platform: 'linkedin',
    followedEntityType: 'search',
    urlHidden: false,
    query: 'sales automation',
    url: null,
    profile: null,
    companyProfile: null,
    dateRange: 'past-24h',
    strategy: 'default',
    keywords: ['sales automation'],
    tags: ['sales'],
    rules: [],
    active: true,
    postedByPeople: [],
    postedByCompanies: [],
    mentionedPeople: [],
    mentionedCompanies: [],
    posterWorksAtCompanies: [],
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildTracker(overrides: Partial<Tracker> = {}): Tracker {
  return {
    id: nextUuid(),
    name: 'Hiring signals',
    platform: 'all',
    tags: ['hiring'],
    rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'hiring' }] }],
    trackedEntityType: null,
    trackedEntityId: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    retroactive: null,
    ...overrides,
  };
}
