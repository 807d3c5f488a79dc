import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalNetworkFailure } from '../net/raw-response.ts';
import { type FakeReply, startFakeServer } from '../test/fake-server.ts';
import { createLinkedinClient, voyagerPath } from './client.ts';
import { LINKEDIN_ENDPOINTS } from './endpoints.ts';

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req): FakeReply => {
    if (req.path.includes('login-redirect')) return { status: 302, headers: { location: '/login?session_redirect=x' } };
    if (req.method === 'POST' && req.path.startsWith('/voyager/api/voyagerSocialDashReactions')) {
      return {
        status: 201,
        headers: { 'x-restli-id': 'urn:li:fsd_reaction:(urn:li:fsd_profile:ME,urn:li:activity:1,0)' },
      };
    }
    if (req.path.includes('too-many')) return { status: 429, body: '' };
    return { body: { data: { '*elements': [] }, included: [] } };
  });
});
afterAll(async () => {
  await server.close();
});

const cookies = (value: string | null) => ({ get: async () => value });
const client = (jsession: string | null = '"ajax:1234567890"') =>
  createLinkedinClient({
    fetch: (input, init) => fetch(input, init),
    cookies: cookies(jsession),
    endpoints: { ...LINKEDIN_ENDPOINTS, baseUrl: server.url },
  });
const last = () => server.requests.at(-1)!;

describe('LinkedIn client', () => {
  it("sends the user's csrf token (JSESSIONID without quotes) and the Rest.li headers", async () => {
    const res = await client().profileUpdates({ profileId: 'ACoAAATestAvery0000000001', count: 10 });
    expect(res).toMatchObject({ status: 200, ok: true, body: { data: { '*elements': [] } } });
    expect(last().headers).toMatchObject({
      'csrf-token': 'ajax:1234567890',
      'x-restli-protocol-version': '2.0.0',
      accept: 'application/vnd.linkedin.normalized+json+2.1',
    });
    expect(last().path).toBe(
      '/voyager/api/identity/profileUpdatesV2?q=memberShareFeed&profileUrn=urn%3Ali%3Afsd_profile%3AACoAAATestAvery0000000001&moduleKey=member-shares%3Aphone&count=10&start=0&includeLongTermHistory=true',
    );
  });

  it('writes search variables in Rest.li syntax with the keywords encoded inside', async () => {
    await client().searchPosts({ keywords: 'crm (small, teams)', datePosted: 'past-week', count: 20 });
    const url = new URL(last().path, server.url);
    expect(url.pathname).toBe('/voyager/api/graphql');
    expect(url.searchParams.get('queryId')).toBe(LINKEDIN_ENDPOINTS.graphql.searchClusters);
    expect(last().path).toContain(
      'variables=(start:0,origin:GLOBAL_SEARCH_HEADER,query:(keywords:crm%20%28small%2C%20teams%29,flagshipSearchIntent:SEARCH_SRP,queryParameters:List((key:resultType,value:List(CONTENT)),(key:sortBy,value:List(date_posted)),(key:datePosted,value:List(past-week))),includeFiltersInResponse:false),count:20)',
    );
  });

  it('reads comments, profiles, typeahead and companies from the configured ids', async () => {
    const c = client();
    await c.comments({ threadUrn: 'urn:li:activity:7522934272819200101' });
    expect(last().path).toContain(`queryId=${LINKEDIN_ENDPOINTS.graphql.socialComments}`);
    expect(last().path).toContain(
      'socialDetailUrn:urn%3Ali%3Afsd_socialDetail%3A%28urn%3Ali%3Aactivity%3A7522934272819200101%2Curn%3Ali%3Aactivity%3A7522934272819200101%2Curn%3Ali%3AhighlightedReply%3A-%29',
    );
    await c.profileTopCard({ vanity: 'riley-fixture' });
    expect(last().path).toContain('variables=(vanityName:riley-fixture)');
    await c.profileTopCard({ profileId: 'ACoAAATestRiley0000000003' });
    expect(last().path).toContain('identity/dash/profiles?q=memberIdentity&memberIdentity=ACoAAATestRiley0000000003');
    await c.profileExperience({ profileId: 'ACoAAATestRiley0000000003' });
    expect(last().path).toContain('sectionType:experience');
    await c.typeahead({ query: 'north', kind: 'companies' });
    expect(last().path).toContain('voyagerSearchDashReusableTypeahead?');
    expect(last().path).toContain('&type=COMPANY');
    await c.company({ companyId: '55550001' });
    expect(last().path).toBe('/voyager/api/entities/companies/55550001');
    expect(last().headers.accept).toBe('application/json');
    await c.company({ companyId: 'northwind-widgets' });
    expect(last().path).toContain('organization/companies?decorationId=');
  });

  it('likes with a JSON body and hands back the reaction id', async () => {
    const res = await client().react({ threadUrn: 'urn:li:activity:1' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/voyager/api/voyagerSocialDashReactions?threadUrn=urn%3Ali%3Aactivity%3A1',
      body: '{"reactionType":"LIKE"}',
    });
    expect(last().headers['content-type']).toBe('application/json');
    expect(res).toMatchObject({ status: 201, restliId: expect.stringMatching(/^urn:li:fsd_reaction:/) });
  });

  it('writes comments, follows and connection requests in the documented bodies', async () => {
    const c = client();
    await c.comment({ threadUrn: 'urn:li:activity:1', text: 'Nice one' });
    expect(JSON.parse(last().body)).toEqual({
      commentary: { text: 'Nice one', attributesV2: [], $type: 'com.linkedin.voyager.dash.common.text.TextViewModel' },
      threadUrn: 'urn:li:activity:1',
    });
    await c.deleteComment({ commentUrn: 'urn:li:fsd_normComment:urn:li:fsd_comment:(2,urn:li:activity:1)' });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/voyager/api/voyagerSocialDashNormComments/urn%3Ali%3Afsd_comment%3A%282%2Curn%3Ali%3Aactivity%3A1%29',
    });
    await c.follow({ profileId: 'ACoAAATestRiley0000000003', following: false });
    expect(last().path).toBe(
      '/voyager/api/feed/dash/followingStates/urn%3Ali%3Afsd_followingState%3Aurn%3Ali%3Afsd_profile%3AACoAAATestRiley0000000003',
    );
    expect(JSON.parse(last().body)).toEqual({ patch: { $set: { following: false } } });
    await c.connect({ profileId: 'ACoAAATestRiley0000000003', note: '  Hi Riley  ' });
    expect(last().path).toContain('action=verifyQuotaAndCreateV2');
    expect(JSON.parse(last().body)).toEqual({
      invitee: { inviteeUnion: { memberProfile: 'urn:li:fsd_profile:ACoAAATestRiley0000000003' } },
      customMessage: 'Hi Riley',
    });
    await c.connect({ profileId: 'ACoAAATestRiley0000000003', note: '' });
    expect(JSON.parse(last().body)).not.toHaveProperty('customMessage');
  });

  it('does not follow redirects and passes errors through as raw answers', async () => {
    const redirected = await client().execute({ url: '/voyager/api/login-redirect' });
    expect(redirected).toMatchObject({ status: 302, ok: false, location: '/login?session_redirect=x' });
    const limited = await client().execute({ url: 'too-many' });
    expect(limited).toMatchObject({ status: 429, ok: false, body: '' });
  });

  it('refuses to run without a LinkedIn session cookie', async () => {
    const before = server.requests.length;
    await expect(client(null).searchPosts({ keywords: 'x' })).rejects.toBeInstanceOf(LocalNetworkFailure);
    await expect(client(null).searchPosts({ keywords: 'x' })).rejects.toMatchObject({ failure: { kind: 'auth' } });
    expect(server.requests.length).toBe(before);
  });

  it('reports an unreachable LinkedIn as a local failure', async () => {
    const offline = createLinkedinClient({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      cookies: cookies('ajax:1'),
    });
    await expect(offline.react({ threadUrn: 'urn:li:activity:1' })).rejects.toMatchObject({
      failure: { kind: 'unknown', code: 'NETWORK' },
    });
  });
});

describe('executeLinkedinRequest paths', () => {
  it('allows only LinkedIn API paths', () => {
    expect(voyagerPath('/voyager/api/me')).toBe('me');
    expect(voyagerPath('identity/profiles/x')).toBe('identity/profiles/x');
    expect(voyagerPath('https://www.linkedin.com/voyager/api/me?x=1')).toBe('me?x=1');
    expect(voyagerPath('https://evil.example/voyager/api/me')).toBeUndefined();
    expect(voyagerPath('/feed/')).toBeUndefined();
    expect(voyagerPath('/voyager/api/../../logout')).toBeUndefined();
    expect(() => createLinkedinClient({ fetch, cookies: cookies('a') }).execute({ url: '/jobs' })).toThrow(
      /Only LinkedIn API/,
    );
  });
});
