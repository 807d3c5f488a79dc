import { listPosts } from '@inroad/contracts/post';
import {
  createSource as createSourceEndpoint,
  deleteSource,
  listSources,
  setSourceActive,
  updateSource,
} from '@inroad/contracts/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildNormalizedPost,
  buildSourceBody,
  createSource,
  fullPosts,
  ingest,
  signUp,
  type TestUser,
} from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const person = {
  name: 'Riley Example',
  imageUrl: null,
  linkedInId: 'riley-example',
  headline: 'VP Sales',
  sales: null,
  salesNavId: 'ACwAA1',
};
const company = { name: 'Example Corp', imageUrl: null, companyId: '1001', subtitle: 'Software' };

/** The user's sources, newest first. */
const sourcesOf = async (user: TestUser) => expectOk(await t.call(listSources, { token: user.token }), 200).body;

describe('sources: create and list', () => {
  it('needs a session', async () => {
    expectError(await t.call(listSources), 401);
    expectError(await t.call(createSourceEndpoint, { body: buildSourceBody() }), 401);
  });

  it('creates a source with the defaults and derives urlHidden from the feed type', async () => {
    const res = await t.call(createSourceEndpoint, {
      token: alice.token,
      body: { name: 'Main Feed: Reddit', platform: 'reddit', followedEntityType: 'my_feed' },
    });
    expect(expectOk(res, 200).body).toMatchObject({
      name: 'Main Feed: Reddit',
      platform: 'reddit',
      followedEntityType: 'my_feed',
      urlHidden: true,
      query: null,
      url: null,
      profile: null,
      companyProfile: null,
      dateRange: 'past-24h',
      strategy: 'default',
      keywords: [],
      tags: [],
      rules: [],
      active: true,
      postedByPeople: [],
    });
    const search = expectOk(await t.call(createSourceEndpoint, { token: alice.token, body: buildSourceBody() }), 200);
    expect(search.body.urlHidden).toBe(false);
  });

  it('keeps every field and lists sources newest first, only the caller’s', async () => {
    const body = {
      name: 'Competitor Mention: Example Corp',
      platform: 'linkedin' as const,
      followedEntityType: 'profile_feed' as const,
      query: 'example corp',
      url: 'https://linkedin.example.com/in/riley-example',
      profile: person,
      companyProfile: company,
      dateRange: 'past-week' as const,
      strategy: null,
      keywords: ['pricing', 'renewal'],
      tags: ['Competitors'],
      rules: [
        {
          ruleType: 'keyword' as const,
          field: 'posterSlug' as const,
          inputs: [{ type: 'exclude' as const, value: 'hiring' }],
        },
      ],
      active: false,
      postedByPeople: [person],
      postedByCompanies: [company],
      mentionedPeople: [person],
      mentionedCompanies: [company],
      posterWorksAtCompanies: [company],
    };
    const created = expectOk(await t.call(createSourceEndpoint, { token: alice.token, body }), 200);
    expect(created.body).toMatchObject({ ...body, urlHidden: false });
    const list = await sourcesOf(alice);
    expect(list[0]).toEqual(created.body);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const bobs = await sourcesOf(bob);
    expect(bobs.map((s) => s.id)).not.toContain(created.body.id);
  });

  it('drops blank tags and rule inputs, removes empty rules, trims and dedupes keywords and tags', async () => {
    const answer = await t.call(createSourceEndpoint, {
      token: alice.token,
      body: buildSourceBody({
        tags: ['  Leads ', '', '   ', 'leads', 'Pipeline'],
        keywords: [' crm ', 'CRM', '', 'forecast'],
        rules: [
          {
            ruleType: 'keyword',
            field: 'posterSlug',
            inputs: [
              { type: 'include', value: '  ' },
              { type: 'include', value: ' saas ' },
            ],
          },
          { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: '' }] },
        ],
      }),
    });
    const res = expectOk(answer, 200);
    expect(res.body.tags).toEqual(['Leads', 'Pipeline']);
    expect(res.body.keywords).toEqual(['crm', 'forecast']);
    expect(res.body.rules).toEqual([
      { ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'saas' }] },
    ]);
  });
});

describe('sources: validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a blank name', { name: '   ' }, 'name: Name is required'],
    ['an unknown platform', { platform: 'myspace' }, 'platform: must be linkedin or reddit'],
    [
      'a feed type of another platform',
      { platform: 'reddit', followedEntityType: 'search' },
      'followedEntityType: is not a feed type of this platform',
    ],
    ['an unknown date range', { dateRange: 'yesterday' }, 'dateRange: must be past-24h, past-week or past-month'],
    ['an unknown strategy', { strategy: 'spam' }, 'strategy: must be one of default'],
    ['a long name', { name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
    ['a long tag', { tags: ['x'.repeat(61)] }, 'tags.0: must be at most 60 characters'],
    [
      'an unknown rule type',
      { rules: [{ ruleType: 'regex', field: 'content', inputs: [] }] },
      'rules.0.ruleType: must be keyword or ai',
    ],
    ['too many keywords', { keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) }, 'keywords: at most 50 keywords'],
    ['an unknown field', { colour: 'red' }, 'body:'],
    [
      'a search with no query, URL or keywords',
      { query: '  ', keywords: [' '] },
      'query: A search feed needs a search query, a URL or keywords',
    ],
    [
      'a profile feed with no profile or URL',
      { followedEntityType: 'profile_feed', query: null, profile: null },
      'profile: A profile feed needs the profile or its URL',
    ],
  ];
  // Sent as is: most of these bodies are outside the contract's types.
  it.each(cases)('refuses %s with 400 naming the field', async (_, overrides, message) => {
    const res = await t.request<{ message: string }>('POST', '/source', {
      token: alice.token,
      body: buildSourceBody(overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request('POST', '/source', {
      token: alice.token,
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });
});

describe('sources: update, activate, delete', () => {
  it('changes only the fields sent and keeps the rest', async () => {
    const id = await createSource(t, alice, { keywords: ['crm'], tags: ['Leads'] });
    const res = await t.call(updateSource, {
      token: alice.token,
      body: { id, name: 'Search Topic: CRM', tags: ['CRM', ' '] },
    });
    expect(expectOk(res, 200).body).toMatchObject({
      id,
      name: 'Search Topic: CRM',
      tags: ['CRM'],
      keywords: ['crm'],
      platform: 'linkedin',
    });
  });

  it('resets the feed type and profile when only the platform changes', async () => {
    const id = await createSource(t, alice, { followedEntityType: 'profile_feed', profile: person });
    const res = await t.call(updateSource, { token: alice.token, body: { id, platform: 'reddit' } });
    expect(expectOk(res, 200).body).toMatchObject({
      platform: 'reddit',
      followedEntityType: 'my_feed',
      urlHidden: true,
      profile: null,
    });
  });

  it('refuses a feed type that does not fit the stored platform', async () => {
    const id = await createSource(t, alice);
    const res = expectError(
      await t.call(updateSource, { token: alice.token, body: { id, followedEntityType: 'main_feed' } }),
      400,
    );
    expect(res.body.message).toBe('followedEntityType: is not a feed type of this platform');
  });

  it('refuses an edit that leaves a search with nothing to search for, and keeps the source', async () => {
    const id = await createSource(t, alice, { query: null, keywords: ['crm'] });
    const res = expectError(await t.call(updateSource, { token: alice.token, body: { id, keywords: [] } }), 400);
    expect(res.body.message).toBe('query: A search feed needs a search query, a URL or keywords');
    const kept = await sourcesOf(alice);
    expect(kept.find((s) => s.id === id)?.keywords).toEqual(['crm']);
    // A URL alone is enough.
    const url = 'https://www.linkedin.com/search/results/content/?keywords=crm';
    expectOk(await t.call(updateSource, { token: alice.token, body: { id, keywords: [], url } }), 200);
  });

  it('activates and deactivates', async () => {
    const id = await createSource(t, alice);
    const off = expectOk(await t.call(setSourceActive, { token: alice.token, body: { id, active: false } }), 200);
    expect(off.body.active).toBe(false);
    const on = expectOk(await t.call(setSourceActive, { token: alice.token, body: { id, active: true } }), 200);
    expect(on.body.active).toBe(true);
    // Not a boolean: sent as is.
    const bad = await t.request<{ message: string }>('PUT', '/source/active', {
      token: alice.token,
      body: { id, active: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('active: must be true or false');
  });

  it('deletes a source; its posts stay, without a source', async () => {
    const id = await createSource(t, alice);
    await ingest(t, alice, [buildNormalizedPost({ content: 'kept after the source goes' })], id);
    const res = await t.call(deleteSource, { token: alice.token, body: { id } });
    expect(res).toMatchObject({ status: 200, body: { status: 'success' } });
    const list = await sourcesOf(alice);
    expect(list.map((s) => s.id)).not.toContain(id);
    const posts = expectOk(
      await t.call(listPosts, { token: alice.token, query: { view: 'all', q: 'kept after' } }),
      200,
    );
    expect(posts.body.posts).toHaveLength(1);
    // The list row carries no source; the post itself says it has none now.
    const [kept] = await fullPosts(t, alice, posts.body.posts);
    expect(kept).toMatchObject({ source: null, sourceTags: ['Search Topic'] });
    expectError(await t.call(deleteSource, { token: alice.token, body: { id } }), 404);
  });

  it('keeps both of two edits of one source sent at once, and answers an edit racing a delete cleanly', async () => {
    const id = await createSource(t, alice, { keywords: ['crm'], tags: ['Leads'] });
    const edits = await Promise.all([
      t.call(updateSource, { token: alice.token, body: { id, name: 'Search Topic: Renamed' } }),
      t.call(updateSource, { token: alice.token, body: { id, tags: ['Leads', 'Buyers'] } }),
      t.call(updateSource, { token: alice.token, body: { id, platform: 'reddit' } }),
      t.call(setSourceActive, { token: alice.token, body: { id, active: false } }),
    ]);
    expect(edits.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const list = await sourcesOf(alice);
    expect(list.find((s) => s.id === id)).toMatchObject({
      name: 'Search Topic: Renamed',
      tags: ['Leads', 'Buyers'],
      keywords: ['crm'],
      platform: 'reddit',
      followedEntityType: 'my_feed',
      active: false,
    });

    const other = await createSource(t, alice);
    const [edit, removal] = await Promise.all([
      t.call(updateSource, { token: alice.token, body: { id: other, name: 'Late edit' } }),
      t.call(deleteSource, { token: alice.token, body: { id: other } }),
    ]);
    expectOk(removal, 200);
    // The edit lands before the delete (200) or finds the source gone (404), never a server error.
    expect([200, 404]).toContain(edit.status);
    if (edit.status === 404) expect(expectError(edit, 404).body.message).toBe('Source not found');
    const after = await sourcesOf(alice);
    expect(after.map((s) => s.id)).not.toContain(other);
  });

  it('answers 404 for another user’s source, and 400 for a malformed id', async () => {
    const id = await createSource(t, alice);
    for (const res of [
      await t.call(updateSource, { token: bob.token, body: { id, name: 'Stolen' } }),
      await t.call(setSourceActive, { token: bob.token, body: { id, active: false } }),
      await t.call(deleteSource, { token: bob.token, body: { id } }),
    ]) {
      expect(expectError(res, 404).body.message).toBe('Source not found');
    }
    const mine = await sourcesOf(alice);
    expect(mine.find((s) => s.id === id)).toMatchObject({ active: true });
    // A malformed id: sent as is.
    const malformed = await t.request<{ message: string }>('DELETE', '/source', {
      token: alice.token,
      body: { id: 'nope' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('id: must be a source id (UUID)');
  });
});
