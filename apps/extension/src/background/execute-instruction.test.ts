import type { InstructionInput } from '@inroad/contracts/instruction-payloads';
import { Instruction } from '@inroad/contracts/instruction-payloads';
import { describe, expect, it } from 'vitest';
import { createRedditClient } from '../reddit/client.ts';
import { useFakeNetwork } from '../test/fake-network.ts';
import { executeInstruction } from './execute-instruction.ts';

const net = useFakeNetwork();

const run = (input: InstructionInput) => executeInstruction(Instruction.parse(input), net().deps);
const SOURCE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const okOutcome = (createdId: string | null = null) => ({ body: { failure: null, createdId } });

describe('fetch_source', () => {
  it('searches LinkedIn and posts the raw answer to the formatter with the source id', async () => {
    const answer = { data: { data: { searchDashClustersByAll: { elements: [] } } }, included: [] };
    net().on('GET', '/voyager/api/graphql', { body: answer });
    net().on('POST', '/api/extension/format/linkedin/posts', {
      body: { posts: [], skipped: 0, ingested: true, failure: null },
    });
    const result = await run({
      id: 'i1',
      type: 'fetch_source',
      payload: {
        sourceId: SOURCE,
        platform: 'linkedin',
        followedEntityType: 'search',
        query: 'crm',
        dateRange: 'past-24h',
      },
    });
    expect(result).toEqual({ ok: true, createdId: null, postCount: 0, noteDropped: false });
    expect(net().sent('/voyager/api/graphql')[0]?.path).toContain('keywords:crm');
    const [posted] = net().sent('/api/extension/format/linkedin/posts');
    expect(posted?.headers['x-sessiontoken']).toBe('test-session-token');
    expect(JSON.parse(posted?.body ?? '')).toEqual({ rawData: answer, sourceId: SOURCE });
  });

  it("reads a member's activity and a subreddit, and passes a refusal's status to the formatter", async () => {
    net().on('GET', '/voyager/api/identity/profileUpdatesV2', { status: 429, body: '' });
    net().on('POST', '/api/extension/format/linkedin/posts', {
      body: {
        posts: [],
        skipped: 0,
        ingested: false,
        failure: { kind: 'rate_limit', message: 'Too many', code: '429' },
      },
    });
    const limited = await run({
      id: 'i2',
      type: 'fetch_source',
      payload: {
        sourceId: SOURCE,
        platform: 'linkedin',
        followedEntityType: 'profile_feed',
        profileId: 'ACoAAATestRiley0000000003',
      },
    });
    expect(limited).toEqual({ ok: false, failure: { kind: 'rate_limit', message: 'Too many', code: '429' } });
    expect(JSON.parse(net().sent('/api/extension/format/linkedin/posts')[0]?.body ?? '')).toMatchObject({
      httpStatus: 429,
    });

    net().on('GET', '/r/salesops/new.json', { body: { kind: 'Listing', data: { children: [] } } });
    net().on('POST', '/api/extension/format/reddit/posts', {
      body: { posts: [], skipped: 0, ingested: true, failure: null },
    });
    const reddit = await run({
      id: 'i3',
      type: 'fetch_source',
      payload: { sourceId: SOURCE, platform: 'reddit', followedEntityType: 'main_feed', query: 'r/salesops' },
    });
    expect(reddit.ok).toBe(true);
  });

  it('searches by the keywords when there is no query, and by the filters alone when there are no words', async () => {
    net().on('GET', '/voyager/api/graphql', { body: { data: { searchDashClustersByAll: { elements: [] } } } });
    net().on('POST', '/api/extension/format/linkedin/posts', {
      body: { posts: [], skipped: 0, ingested: true, failure: null },
    });
    const base = { sourceId: SOURCE, platform: 'linkedin', followedEntityType: 'search' } as const;
    await run({ id: 'k1', type: 'fetch_source', payload: { ...base, keywords: ['tip pooling', 'payroll'] } });
    await run({
      id: 'k2',
      type: 'fetch_source',
      payload: { ...base, filters: { authorCompany: ['1001'], fromMember: ['ACoAAriley'] }, dateRange: 'past-month' },
    });
    const [byKeywords, byFilters] = net()
      .sent('/voyager/api/graphql')
      .map((request) => decodeURIComponent(request.path));
    expect(byKeywords).toContain('keywords:"tip pooling" OR "payroll"');
    expect(byFilters).not.toContain('keywords:');
    expect(byFilters).toContain('(key:fromMember,value:List(ACoAAriley))');
    expect(byFilters).toContain('(key:authorCompany,value:List(1001))');
    expect(byFilters).toContain('(key:datePosted,value:List(past-month))');
  });

  it('fails without touching the network when the source lacks what it needs', async () => {
    const result = await run({
      id: 'i4',
      type: 'fetch_source',
      payload: { sourceId: SOURCE, platform: 'linkedin', followedEntityType: 'search', query: ' ' },
    });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'unknown', code: 'SOURCE_INCOMPLETE' } });
    const nobody = await run({
      id: 'i5',
      type: 'fetch_source',
      payload: { sourceId: SOURCE, platform: 'linkedin', followedEntityType: 'profile_feed', profileName: ' ' },
    });
    expect(nobody).toMatchObject({ ok: false, failure: { message: 'This feed has no LinkedIn profile to read' } });
    expect(net().requests).toHaveLength(0);
  });

  it('reads My Feed only signed in to Reddit, rather than save the public front page as it', async () => {
    net().on('GET', '/.json', { body: { kind: 'Listing', data: { children: [] } } });
    net().on('POST', '/api/extension/format/reddit/posts', {
      body: { posts: [], skipped: 0, ingested: true, failure: null },
    });
    const myFeed = Instruction.parse({
      id: 'i6',
      type: 'fetch_source',
      payload: { sourceId: SOURCE, platform: 'reddit', followedEntityType: 'my_feed' },
    });
    const inBrowser = (redditSession: string | null) => ({
      ...net().deps,
      reddit: createRedditClient({
        fetch,
        baseUrl: net().url,
        cookies: { get: async (_url: string, name: string) => (name === 'reddit_session' ? redditSession : null) },
      }),
    });

    expect(await executeInstruction(myFeed, inBrowser(null))).toEqual({
      ok: false,
      failure: {
        kind: 'auth',
        message: 'Not signed in to Reddit in this browser: sign in to Reddit, then try again',
        code: 'NO_SESSION',
      },
    });
    expect(net().sent('/.json')).toHaveLength(0);
    expect(net().sent('/api/extension/format/reddit/posts')).toHaveLength(0);

    expect(await executeInstruction(myFeed, inBrowser('signed-in'))).toMatchObject({ ok: true, postCount: 0 });
    expect(net().sent('/.json')).toHaveLength(1);
  });
});

describe('fetch_source of a profile typed in by name', () => {
  const byName = {
    sourceId: SOURCE,
    platform: 'linkedin',
    followedEntityType: 'profile_feed',
    profileId: null,
    profileName: 'Ada Example',
  } as const;
  const typeahead = {
    elements: [
      {
        entityLockupView: {
          title: { text: 'Ada Example' },
          trackingUrn: 'urn:li:member:1001',
          navigationUrl: 'https://www.linkedin.com/in/ada-example',
        },
      },
    ],
  };
  const suggestions = (people: Array<{ name: string; linkedInId: string | null }>, failure: unknown = null) => ({
    body: {
      people: people.map((person) => ({ ...person, imageUrl: null, headline: null })),
      companies: [],
      failure,
    },
  });

  it("looks the person up with LinkedIn's people type-ahead and reads the first one's posts", async () => {
    net().on('GET', '/voyager/api/voyagerSearchDashTypeahead', { body: typeahead });
    net().on(
      'POST',
      '/api/extension/format/linkedin/typeahead',
      suggestions([
        { name: 'Ada Example', linkedInId: 'ACoAAATestAda0000000001' },
        { name: 'Ada Examplesson', linkedInId: 'ACoAAATestAda0000000002' },
      ]),
    );
    net().on('GET', '/voyager/api/identity/profileUpdatesV2', { body: { elements: [] } });
    net().on('POST', '/api/extension/format/linkedin/posts', {
      body: { posts: [], skipped: 0, ingested: true, failure: null },
    });

    const result = await run({ id: 'p1', type: 'fetch_source', payload: byName });

    expect(result).toEqual({ ok: true, createdId: null, postCount: 0, noteDropped: false });
    const [lookup] = net().sent('/voyager/api/voyagerSearchDashTypeahead');
    expect(decodeURIComponent(lookup?.path ?? '')).toContain('query=Ada Example');
    expect(JSON.parse(net().sent('/api/extension/format/linkedin/typeahead')[0]?.body ?? '')).toEqual({
      rawData: typeahead,
      kind: 'people',
    });
    const [read] = net().sent('/voyager/api/identity/profileUpdatesV2');
    expect(decodeURIComponent(read?.path ?? '')).toContain('profileUrn=urn:li:fsd_profile:ACoAAATestAda0000000001');
    expect(JSON.parse(net().sent('/api/extension/format/linkedin/posts')[0]?.body ?? '')).toMatchObject({
      sourceId: SOURCE,
    });
  });

  it('fails naming the person when LinkedIn finds no one, and keeps the kind of a refused look-up', async () => {
    net().on('GET', '/voyager/api/voyagerSearchDashTypeahead', { body: { elements: [] } });
    net().on('POST', '/api/extension/format/linkedin/typeahead', suggestions([]));

    const nobody = await run({ id: 'p2', type: 'fetch_source', payload: byName });

    expect(nobody).toEqual({
      ok: false,
      failure: { kind: 'unknown', message: 'LinkedIn found no one named Ada Example', code: 'PROFILE_NOT_FOUND' },
    });
    expect(net().sent('/voyager/api/identity/profileUpdatesV2')).toHaveLength(0);

    const limited = { kind: 'rate_limit', message: 'Too many', code: '429' };
    net().on('GET', '/voyager/api/voyagerSearchDashTypeahead', { status: 429, body: '' });
    net().on('POST', '/api/extension/format/linkedin/typeahead', suggestions([], limited));
    expect(await run({ id: 'p3', type: 'fetch_source', payload: byName })).toEqual({ ok: false, failure: limited });
    expect(net().sent('/voyager/api/identity/profileUpdatesV2')).toHaveLength(0);
  });
});

describe('writes', () => {
  it('likes on LinkedIn and reports the reaction id the server read', async () => {
    net().on('POST', '/voyager/api/voyagerSocialDashReactions', {
      status: 201,
      headers: { 'x-restli-id': 'urn:li:fsd_reaction:(x,y,0)' },
    });
    net().on('POST', '/api/extension/format/linkedin/outcome', okOutcome('urn:li:fsd_reaction:(x,y,0)'));
    const result = await run({
      id: 'l1',
      type: 'like',
      payload: { platform: 'linkedin', postUrn: 'urn:li:activity:1' },
    });
    expect(result).toMatchObject({ ok: true, createdId: 'urn:li:fsd_reaction:(x,y,0)' });
    expect(JSON.parse(net().sent('/api/extension/format/linkedin/outcome')[0]?.body ?? '')).toEqual({
      httpStatus: 201,
      restliId: 'urn:li:fsd_reaction:(x,y,0)',
    });
  });

  it('upvotes, comments and deletes on Reddit through the form API', async () => {
    net().on('GET', '/api/me.json', { body: { data: { modhash: 'mh' } } });
    net().on('POST', '/api/vote', { body: {} });
    net().on('POST', '/api/comment', {
      body: { json: { errors: [], data: { things: [{ kind: 't1', data: { name: 't1_new' } }] } } },
    });
    net().on('POST', '/api/del', { body: {} });
    net().on('POST', '/api/extension/format/reddit/outcome', (req) =>
      okOutcome(req.body.includes('t1_new') ? 't1_new' : null),
    );
    expect((await run({ id: 'r1', type: 'like', payload: { platform: 'reddit', postUrn: 't3_tst001' } })).ok).toBe(
      true,
    );
    const comment = await run({
      id: 'r2',
      type: 'comment',
      payload: { platform: 'reddit', postUrn: 't3_tst001', text: 'Thanks!' },
    });
    expect(comment).toMatchObject({ ok: true, createdId: 't1_new' });
    expect(
      (await run({ id: 'r3', type: 'delete_comment', payload: { platform: 'reddit', commentUrn: 't1_new' } })).ok,
    ).toBe(true);
    expect(net().sent('/api/del')[0]?.body).toContain('id=t1_new');
  });

  it('follows, unfollows and withdraws on LinkedIn', async () => {
    net().on('POST', '/voyager/api/feed/dash/followingStates', { status: 200, body: '' });
    net().on('POST', '/voyager/api/voyagerRelationshipsDashInvitations', { status: 200, body: '' });
    net().on('POST', '/api/extension/format/linkedin/outcome', okOutcome());
    expect((await run({ id: 'f1', type: 'follow', payload: { profileId: 'ACoAAATestRiley0000000003' } })).ok).toBe(
      true,
    );
    expect((await run({ id: 'f2', type: 'unfollow', payload: { profileId: 'ACoAAATestRiley0000000003' } })).ok).toBe(
      true,
    );
    expect(
      net()
        .sent('/voyager/api/feed/dash/followingStates')
        .map((r) => JSON.parse(r.body)),
    ).toEqual([{ patch: { $set: { following: true } } }, { patch: { $set: { following: false } } }]);
    const withdraw = await run({
      id: 'w1',
      type: 'withdraw_connection',
      payload: { invitationUrn: 'urn:li:fsd_invitation:1' },
    });
    expect(withdraw.ok).toBe(true);
  });

  it('sends the invitation again without the note when the note quota is used up', async () => {
    net().on('POST', '/voyager/api/voyagerRelationshipsDashMemberRelationships', (req) =>
      req.body.includes('customMessage')
        ? { status: 429, body: { data: { code: 'CUSTOM_INVITE_LIMIT_REACHED', status: 429 } } }
        : { status: 200, body: { data: { value: { invitationUrn: 'urn:li:fsd_invitation:9' } } } },
    );
    net().on('POST', '/api/extension/format/linkedin/outcome', (req) =>
      req.body.includes('CUSTOM_INVITE_LIMIT_REACHED')
        ? {
            body: {
              failure: { kind: 'invite_limit', message: 'quota', code: 'CUSTOM_INVITE_LIMIT_REACHED' },
              createdId: null,
            },
          }
        : okOutcome('urn:li:fsd_invitation:9'),
    );
    const result = await run({
      id: 'c1',
      type: 'connect',
      payload: { profileId: 'ACoAAATestRiley0000000003', note: 'Hi Riley' },
    });
    expect(result).toEqual({ ok: true, createdId: 'urn:li:fsd_invitation:9', postCount: null, noteDropped: true });
    expect(net().sent('/voyager/api/voyagerRelationshipsDashMemberRelationships')).toHaveLength(2);
  });

  it('needs the reaction id to unlike on LinkedIn', async () => {
    const result = await run({
      id: 'u1',
      type: 'unlike',
      payload: { platform: 'linkedin', postUrn: 'urn:li:activity:1' },
    });
    expect(result).toMatchObject({ ok: false, failure: { code: 'NO_REACTION_ID' } });
    net().on('DELETE', '/voyager/api/voyagerSocialDashReactions/', { status: 204, body: '' });
    net().on('POST', '/api/extension/format/linkedin/outcome', okOutcome());
    const removed = await run({
      id: 'u2',
      type: 'unlike',
      payload: {
        platform: 'linkedin',
        postUrn: 'urn:li:activity:1',
        reactionUrn: 'urn:li:fsd_reaction:(a,urn:li:activity:1,0)',
      },
    });
    expect(removed.ok).toBe(true);
  });

  it('turns a thrown error into a failed result, and keeps a write answer Inroad could not read', async () => {
    const thrown = await executeInstruction(
      Instruction.parse({ id: 'n1', type: 'like', payload: { platform: 'linkedin', postUrn: 'urn:li:activity:1' } }),
      { ...net().deps, linkedin: { ...net().deps.linkedin, react: () => Promise.reject(new Error('boom')) } },
    );
    expect(thrown).toEqual({ ok: false, failure: { kind: 'unknown', message: 'boom', code: null } });
    net().on('POST', '/voyager/api/voyagerSocialDashReactions', { status: 201, body: '' });
    await net().sessions.clear();
    // The like was made: its answer is kept for when Inroad can read it, not reported as a failure.
    const signedOut = run({
      id: 'n2',
      type: 'like',
      payload: { platform: 'linkedin', postUrn: 'urn:li:activity:1' },
    });
    await expect(signedOut).rejects.toMatchObject({
      name: 'UnreadOutcome',
      status: 401,
      platform: 'linkedin',
      body: { httpStatus: 201 },
    });
    await net().sessions.set({ token: 'test-session-token', apiBase: `${net().url}/api` });
  });
});
