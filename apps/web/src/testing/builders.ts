import { POST_LIST_TEXT_LENGTH, type Post, PostListItem, type PostListResponse } from '@inroad/contracts/post';
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
    authorHidden: false,
    ...overrides,
  };
}

/** The whole posts of every list built so far, by id: what the fake GET /api/post/:id answers. */
const listedPosts = new Map<string, Post>();

const clip = (text: string) => [...text].slice(0, POST_LIST_TEXT_LENGTH).join('');

/** A post as the list carries it: the row's fields, the texts cut as the server cuts them. */
export function toPostListItem(post: Post): PostListItem {
  const item = PostListItem.parse(post);
  return { ...item, content: clip(item.content), aiSummary: item.aiSummary === null ? null : clip(item.aiSummary) };
}

/** One page of the list holding `posts` (as rows); each stays whole for the fake GET /api/post/:id. */
export function buildPostList(posts: Post[], overrides: Partial<PostListResponse> = {}): PostListResponse {
  for (const post of posts) listedPosts.set(post.id, post);
  return {
    posts: posts.map(toPostListItem),
    filterData: { contentTags: {}, sourceTags: {}, ruleTags: {} },
    nextCursor: null,
    total: posts.length,
    ...overrides,
  };
}

/** The whole post a built list last listed with this id. */
export function listedPost(id: string): Post | undefined {
  return listedPosts.get(id);
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
