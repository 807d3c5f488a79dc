import { EXTENSION_ID } from '@inroad/contracts/extension';
import { parseExtensionAnswer } from '@inroad/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeNetwork, startFakeNetwork, TEST_USER_ID } from '../test/fake-network.ts';
import { createHandlers } from './handlers.ts';
import { createMessageRouter, originAllowed } from './message-router.ts';

let net: FakeNetwork;
let started = 0;
let running = false;
let fetching = false;
let startedForFeeds = 0;
let route: ReturnType<typeof createMessageRouter>;
const app = { origin: 'http://localhost:3000' };

beforeAll(async () => {
  net = await startFakeNetwork();
  const runner = {
    get running() {
      return running;
    },
    get fetching() {
      return fetching;
    },
    start: (options: { feeds?: boolean } = {}) => {
      started++;
      if (options.feeds) startedForFeeds++;
      return true;
    },
  };
  route = createMessageRouter({
    allowedOrigins: ['http://localhost/*', 'https://*.inroad.example/*'],
    handlers: createHandlers({
      ...net.deps,
      sessions: net.sessions,
      runner,
      extensionId: EXTENSION_ID,
      version: '0.1.0',
    }),
  });
});
afterAll(async () => {
  await net.close();
});
beforeEach(() => net.reset());

describe('origins', () => {
  it('match like Chrome match patterns, any port when the pattern names none', () => {
    const patterns = ['http://localhost/*', 'https://*.inroad.example/*', 'http://127.0.0.1:8080/*'];
    expect(originAllowed('http://localhost:5173', patterns)).toBe(true);
    expect(originAllowed('https://app.inroad.example', patterns)).toBe(true);
    expect(originAllowed('https://inroad.example', patterns)).toBe(true);
    expect(originAllowed('http://127.0.0.1:8080', patterns)).toBe(true);
    expect(originAllowed('http://127.0.0.1:9090', patterns)).toBe(false);
    expect(originAllowed('https://localhost', patterns)).toBe(false);
    expect(originAllowed('https://evil-inroad.example', patterns)).toBe(false);
    expect(originAllowed('not a url', patterns)).toBe(false);
  });
});

describe('message router', () => {
  it('refuses pages from other origins and messages outside the union', async () => {
    expect(await route({ type: 'check-extension' }, { origin: 'https://evil.example' })).toMatchObject({
      success: false,
      error: 'This page may not talk to the Inroad extension',
    });
    expect(await route({ type: 'check-extension' }, {})).toMatchObject({ success: false });
    expect(await route({ type: 'selfDestruct' }, app)).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Not a message the extension knows/),
    });
    expect(await route({ type: 'getCompanyWebsite' }, app)).toMatchObject({
      error: expect.stringMatching(/companyId/),
    });
    expect(net.requests).toHaveLength(0);
  });

  it('answers the presence check in the contract shape, from the sender url when origin is missing', async () => {
    const answer = await route({ type: 'check-extension' }, { url: 'http://localhost:3000/posts' });
    expect(parseExtensionAnswer('check-extension', answer)).toEqual({
      success: true,
      id: EXTENSION_ID,
      version: '0.1.0',
      signedIn: true,
      userId: TEST_USER_ID,
    });
  });

  it('asks the server for a feed refresh, starts the instruction runner, and reports whether feeds are read', async () => {
    const progress = {
      totalSourceCount: 2,
      pendingSourceCount: 2,
      refreshId: null,
      hard: false,
      startedAt: null,
      inProgress: true,
    };
    net.on('POST', '/api/post/feed/linkedin/refresh', { body: { status: 'success', started: true, progress } });
    const before = started;
    const beforeFeeds = startedForFeeds;
    expect(await route({ type: 'refreshFeeds' }, app)).toEqual({ success: true, started: true });
    expect(JSON.parse(net.sent('/api/post/feed/linkedin/refresh')[0]?.body ?? '')).toEqual({ view: 'all' });
    expect(await route({ type: 'refreshEngagements' }, app)).toEqual({ success: true, started: true });
    expect(started).toBe(before + 2);
    expect(startedForFeeds).toBe(beforeFeeds + 1);
    running = true;
    expect(await route({ type: 'checkRefreshFeedStatus' }, app)).toEqual({ success: true, inProgress: false });
    fetching = true;
    expect(await route({ type: 'checkRefreshFeedStatus' }, app)).toEqual({ success: true, inProgress: true });
    running = false;
    fetching = false;
  });

  it('passes on why the server would not refresh, and starts nothing', async () => {
    net.on('POST', '/api/post/feed/linkedin/refresh', {
      status: 429,
      body: { status: 'error', message: 'Inroad paused its work on the networks until 14:00 UTC' },
    });
    const before = started;
    expect(await route({ type: 'refreshFeeds' }, app)).toMatchObject({
      success: false,
      error: 'Inroad paused its work on the networks until 14:00 UTC',
    });
    expect(started).toBe(before);
  });

  it('accepts a session only for the page that hands it over, and claims the work queued meanwhile', async () => {
    const before = started;
    const wrong = await route({ type: 'setSession', token: 't2', apiBase: 'https://elsewhere.example/api' }, app);
    expect(wrong).toMatchObject({ success: false });
    expect(started).toBe(before);
    const handed = { type: 'setSession', token: 't2', apiBase: 'http://localhost:3000/api', userId: 'user-2' } as const;
    expect(await route(handed, app)).toEqual({ success: true });
    expect(started).toBe(before + 1);
    expect(await net.sessions.get()).toEqual({ token: 't2', apiBase: 'http://localhost:3000/api', userId: 'user-2' });
    // The web app sees whose session the extension holds (and hands over its own when it is another user's).
    expect(await route({ type: 'check-extension' }, app)).toMatchObject({ signedIn: true, userId: 'user-2' });
    expect(await route({ type: 'clearSession' }, app)).toEqual({ success: true });
    expect(await route({ type: 'refreshFeeds' }, app)).toMatchObject({ success: false });
    expect(await route({ type: 'check-extension' }, app)).toMatchObject({ signedIn: false, userId: null });
    await net.reset();
  });
});

describe('reads through the formatters', () => {
  it('gets profile details: top card, experience and about, formatted by the server together', async () => {
    net.on('GET', '/voyager/api/graphql', (req) => ({
      body: { data: { marker: req.path.split('queryId=')[1] }, included: [] },
    }));
    const profile = {
      profileId: 'ACoAAATestRiley0000000003',
      memberId: null,
      publicIdentifier: 'riley-fixture',
      name: 'Riley Fixture',
      headline: 'RevOps',
      onPlatformFollowed: true,
      connected: false,
      invitationPending: false,
      invitationUrn: null,
      about: 'About Riley',
      numFollowers: 10,
      numConnections: 20,
      connectionDegree: '2nd',
      location: 'Lisbon, Portugal',
      experience: [],
    };
    net.on('POST', '/api/extension/format/linkedin/profile', { body: { profile, failure: null } });
    const answer = await route(
      {
        type: 'getProfileDetails',
        data: {
          posterProfileURL: 'https://www.linkedin.com/in/riley-fixture',
          posterSalesNavId: 'ACoAAATestRiley0000000003',
          extra: 1,
        },
      },
      app,
    );
    expect(answer).toMatchObject({ success: true, onPlatformFollowed: true, about: 'About Riley', numConnections: 20 });
    expect(net.sent('/voyager/api/graphql')).toHaveLength(3);
    const posted = JSON.parse(net.sent('/api/extension/format/linkedin/profile')[0]?.body ?? '');
    expect(posted.rawData).toHaveLength(3);
  });

  it('answers a LinkedIn failure with its kind, and a post without a profile with a message', async () => {
    net.on('GET', '/voyager/api/graphql', { status: 999, body: '' });
    net.on('POST', '/api/extension/format/linkedin/profile', {
      body: { profile: null, failure: { kind: 'challenge', message: 'LinkedIn refused', code: '999' } },
    });
    const answer = await route(
      { type: 'getProfileDetails', data: { posterProfileURL: 'https://www.linkedin.com/in/x' } },
      app,
    );
    expect(answer).toEqual({
      success: false,
      error: 'LinkedIn refused',
      failure: { kind: 'challenge', message: 'LinkedIn refused', code: '999' },
    });
    expect(await route({ type: 'getProfileDetails', data: { posterProfileURL: null } }, app)).toMatchObject({
      success: false,
    });
  });

  it('gets suggestions and company websites', async () => {
    net.on('GET', '/voyager/api/voyagerSearchDashTypeahead', { body: { elements: [] } });
    net.on('POST', '/api/extension/format/linkedin/typeahead', {
      body: {
        people: [{ name: 'Riley Fixture', imageUrl: null, linkedInId: 'ACoAAATestRiley0000000003', headline: null }],
        companies: [],
        failure: null,
      },
    });
    expect(await route({ type: 'typeAheadLinkedinUserEntities', query: 'riley' }, app)).toMatchObject({
      success: true,
      suggestions: [{ name: 'Riley Fixture' }],
    });
    expect(JSON.parse(net.sent('/api/extension/format/linkedin/typeahead')[0]?.body ?? '')).toEqual({
      rawData: { elements: [] },
      kind: 'people',
    });
    net.on('GET', '/voyager/api/entities/companies/55550001', { body: { websiteUrl: 'https://northwind.example' } });
    net.on('POST', '/api/extension/format/linkedin/company', {
      body: {
        company: {
          companyId: '55550001',
          name: 'Northwind',
          universalName: null,
          website: 'https://northwind.example/',
        },
        failure: null,
      },
    });
    expect(await route({ type: 'getCompanyWebsite', companyId: '55550001' }, app)).toEqual({
      success: true,
      website: 'https://northwind.example/',
      name: 'Northwind',
    });
  });

  it('passes executeLinkedinRequest answers through raw, for API paths only', async () => {
    net.on('GET', '/voyager/api/feed/comments', { body: { elements: [1] } });
    expect(await route({ type: 'executeLinkedinRequest', url: '/voyager/api/feed/comments?q=comments' }, app)).toEqual({
      success: true,
      status: 200,
      data: { elements: [1] },
    });
    expect(await route({ type: 'executeLinkedinRequest', url: 'https://evil.example/x' }, app)).toMatchObject({
      success: false,
      error: expect.stringMatching(/Only LinkedIn API paths/),
    });
  });

  it("passes a Reddit post's comment tree through raw (getRedditComments)", async () => {
    net.on('GET', '/comments/abc12.json', { body: [{ kind: 'Listing' }, { kind: 'Listing' }] });
    expect(await route({ type: 'getRedditComments', postId: 't3_abc12' }, app)).toEqual({
      success: true,
      status: 200,
      data: [{ kind: 'Listing' }, { kind: 'Listing' }],
    });
    expect(await route({ type: 'getRedditComments', postId: '../api/me' }, app)).toMatchObject({ success: false });
  });

  it('follows and connects, telling when the note was dropped', async () => {
    net.on('POST', '/voyager/api/feed/dash/followingStates', { status: 200, body: '' });
    net.on('POST', '/voyager/api/voyagerRelationshipsDashMemberRelationships', { status: 200, body: { data: {} } });
    net.on('POST', '/api/extension/format/linkedin/outcome', {
      body: { failure: null, createdId: 'urn:li:fsd_invitation:5' },
    });
    expect(await route({ type: 'follow', profileId: 'ACoAAATestRiley0000000003', following: true }, app)).toEqual({
      success: true,
      following: true,
    });
    expect(await route({ type: 'connect', profileId: 'ACoAAATestRiley0000000003', note: 'Hello' }, app)).toEqual({
      success: true,
      invitationUrn: 'urn:li:fsd_invitation:5',
      noteDropped: false,
    });
  });
});
