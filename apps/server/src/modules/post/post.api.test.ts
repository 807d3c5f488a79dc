import {
  archivePost,
  bulkArchivePosts,
  getPost,
  listPosts,
  POST_LIST_TEXT_LENGTH,
  PostListItem,
  type PostListQueryInput,
  type PostListResponse,
  readPost,
} from '@inroad/contracts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNormalizedPost, createSource, fullPost, ingest, signUp, type TestUser } from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

async function list(user: TestUser, query: PostListQueryInput) {
  return expectOk(await t.call(listPosts, { token: user.token, query }), 200).body;
}
const contents = (body: PostListResponse) => body.posts.map((p) => p.content);

describe('GET /post: views, filters and facets', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t);
    const sourceId = await createSource(t, user, {
      name: 'Competitor Mention: Example Corp',
      tags: ['Competitors'],
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'exclude', value: 'giveaway' }] }],
    });
    await ingest(
      t,
      user,
      [
        buildNormalizedPost({
          content: 'Pricing question: which CRM do you use?',
          postedAt: hoursAgo(2),
          poster: { name: 'Casey Founder', headline: 'Founder & CEO at Example Labs' },
          connectionDepth: '1st',
          counts: { likes: 10, comments: 2, shares: 0 },
        }),
        buildNormalizedPost({
          content: 'Big giveaway this week',
          postedAt: hoursAgo(3),
          connectionDepth: '3rd+',
        }),
        buildNormalizedPost({
          content: 'Old news from last week',
          postedAt: hoursAgo(24 * 5),
          poster: { headline: 'Director of Sales' },
          connectionDepth: 'DISTANCE_2',
        }),
      ],
      sourceId,
    );
    await ingest(t, user, [
      buildNormalizedPost({
        content: 'No source, no tags',
        postedAt: hoursAgo(1),
        connectionDepth: null,
        poster: { headline: 'Directory manager' },
      }),
    ]);
  });

  it('priority shows posts passing their source rules within the date range; all shows the raw feed', async () => {
    const priority = await list(user, { view: 'priority', dateRange: 1, sortBy: 'date' });
    expect(contents(priority)).toEqual(['No source, no tags', 'Pricing question: which CRM do you use?']);
    expect(priority.total).toBe(2);
    const all = await list(user, { view: 'all', dateRange: 7, sortBy: 'date' });
    expect(contents(all)).toEqual([
      'No source, no tags',
      'Pricing question: which CRM do you use?',
      'Big giveaway this week',
      'Old news from last week',
    ]);
    // Defaults: priority, one day, relevance.
    expect((await list(user, {})).total).toBe(2);
  });

  it('maps every field of the post', async () => {
    const body = await list(user, { view: 'all', dateRange: 1, sortBy: 'date', q: 'pricing' });
    const listed = body.posts[0];
    expect(listed).toMatchObject({ platform: 'linkedin', posterName: 'Casey Founder', isRead: false });
    const post = listed && (await fullPost(t, user, listed.id));
    expect(post).toMatchObject({
      platform: 'linkedin',
      source: { name: 'Competitor Mention: Example Corp' },
      posterName: 'Casey Founder',
      posterHeadline: 'Founder & CEO at Example Labs',
      connectionDepth: '1st',
      numLikes: 10,
      numComments: 2,
      numShares: 0,
      shareCount: 0,
      sourceTags: ['Competitors', 'Competitor Mention'],
      archived: false,
      isRead: false,
      liked: false,
      carouselImages: [],
      comments: [],
    });
    expect(post?.postIdExternal).toMatch(/^urn:li:activity:/);
    expect(new Date(post?.postDate ?? '').getTime()).toBeLessThan(Date.now());
  });

  it('counts facets over the whole filtered set, with Other buckets', async () => {
    const body = await list(user, { view: 'all', dateRange: 7, limit: 1 });
    expect(body.posts).toHaveLength(1);
    expect(body.total).toBe(4);
    expect(body.filterData.sourceTags).toEqual({ Competitors: 3, 'Competitor Mention': 3, Other: 1 });
    expect(body.filterData.ruleTags).toEqual({ Other: 4 });
  });

  it('filters by tags, including the Other bucket', async () => {
    expect(contents(await list(user, { view: 'all', dateRange: 7, sortBy: 'date', sourceTags: 'Other' }))).toEqual([
      'No source, no tags',
    ]);
    expect((await list(user, { view: 'all', dateRange: 7, sourceTags: ['Competitors', 'Other'] })).total).toBe(4);
    expect((await list(user, { view: 'all', dateRange: 7, sourceTags: ['Competitors', 'Nope'] })).total).toBe(3);
    expect((await list(user, { view: 'all', dateRange: 7, ruleTags: 'Nope' })).total).toBe(0);
  });

  it('filters by engagement, executive headline, connection depth and engaged', async () => {
    expect(contents(await list(user, { view: 'all', dateRange: 7, showEngagement: true }))).toEqual([
      'Pricing question: which CRM do you use?',
    ]);
    expect(contents(await list(user, { view: 'all', dateRange: 7, sortBy: 'date', showExecutive: true }))).toEqual([
      'Pricing question: which CRM do you use?',
      'Old news from last week',
    ]);
    expect(contents(await list(user, { view: 'all', dateRange: 7, connectionDepth: '2' }))).toEqual([
      'Old news from last week',
    ]);
    expect(contents(await list(user, { view: 'all', dateRange: 7, sortBy: 'date', connectionDepth: '1,3+' }))).toEqual([
      'Pricing question: which CRM do you use?',
      'Big giveaway this week',
    ]);
    expect((await list(user, { view: 'all', dateRange: 7, connectionDepth: 'all' })).total).toBe(4);
    expect((await list(user, { view: 'all', dateRange: 7, engaged: true })).total).toBe(4);
  });

  it('answers 400 naming the parameter for a bad filter value', async () => {
    const cases: [string, string][] = [
      ['dateRange=5', 'dateRange: must be one of 1, 2, 3, 7, 30'],
      ['dateRange=abc', 'dateRange: must be one of 1, 2, 3, 7, 30'],
      ['sortBy=popularity', 'sortBy: must be one of relevance, influence, date'],
      ['view=inbox', 'view: must be one of priority, all'],
      ['connectionDepth=4', "connectionDepth: must be 1, 2, 3+ or all (got '4')"],
      ['showEngagement=maybe', 'showEngagement: must be true or false'],
      ['limit=0', 'limit: must be a whole number from 1 to 200'],
      ['limit=500', 'limit: must be a whole number from 1 to 200'],
      [`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters'],
      ['cursor=garbage', 'cursor: is not a cursor from this list'],
    ];
    for (const [query, message] of cases) {
      const res = await t.request<{ message: string }>('GET', `/post?${query}`, { token: user.token });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(message);
    }
  });

  it('drops empty parameters', async () => {
    // Sent as is: the contract client leaves empty values out.
    const res = await t.request<PostListResponse>(
      'GET',
      '/post?view=&q=&sourceTags=&dateRange=&sortBy=&connectionDepth=&showEngagement=',
      { token: user.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(2);
  });
});

describe('GET /post: a tag containing a comma', () => {
  it('is one tag: a value is never split, several tags are repeated parameters', async () => {
    const user = await signUp(t);
    const withComma = await createSource(t, user, { name: 'Acme watch', tags: ['Acme, Inc'] });
    const plain = await createSource(t, user, { name: 'Inc watch', tags: ['Inc'] });
    await ingest(
      t,
      user,
      [buildNormalizedPost({ content: 'tagged with the comma tag', postedAt: hoursAgo(1) })],
      withComma,
    );
    await ingest(t, user, [buildNormalizedPost({ content: 'tagged Inc alone', postedAt: hoursAgo(2) })], plain);

    const byCommaTag = await list(user, { view: 'all', sortBy: 'date', sourceTags: 'Acme, Inc' });
    expect(contents(byCommaTag)).toEqual(['tagged with the comma tag']);
    expect(byCommaTag.filterData.sourceTags['Acme, Inc']).toBe(1);
    const both = await list(user, { view: 'all', sortBy: 'date', sourceTags: ['Acme, Inc', 'Inc'] });
    expect(contents(both)).toEqual(['tagged with the comma tag', 'tagged Inc alone']);
    expect((await list(user, { view: 'all', sourceTags: 'Acme' })).total).toBe(0);
  });
});

describe('read, archive, bulk archive, hide author', () => {
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    user = await signUp(t);
    other = await signUp(t);
  });

  const idOf = async (who: TestUser, content: string) =>
    (await list(who, { view: 'all', archived: false, q: content })).posts[0]?.id ?? '';

  it('marks a post read', async () => {
    await ingest(t, user, [buildNormalizedPost({ content: 'read me please' })]);
    const id = await idOf(user, 'read me please');
    expect(expectOk(await t.call(readPost, { token: user.token, body: { id } }), 200).body).toEqual({
      status: 'success',
    });
    expect((await list(user, { view: 'all', q: 'read me' })).posts[0]?.isRead).toBe(true);
  });

  it('archives and unarchives; archived posts are listed with archived=true', async () => {
    await ingest(t, user, [buildNormalizedPost({ content: 'archive me later' })]);
    const id = await idOf(user, 'archive me later');
    const res = expectOk(await t.call(archivePost, { token: user.token, body: { id, archived: true } }), 200);
    expect(res.body).toEqual({ status: 'success', alsoArchivedIds: [] });
    expect((await list(user, { view: 'all', q: 'archive me' })).total).toBe(0);
    expect(contents(await list(user, { view: 'all', archived: true, q: 'archive me' }))).toEqual(['archive me later']);
    expectOk(await t.call(archivePost, { token: user.token, body: { id, archived: false } }), 200);
    expect((await list(user, { view: 'all', q: 'archive me' })).total).toBe(1);
  });

  it('bulk archives the caller’s posts and counts them', async () => {
    await ingest(t, user, [buildNormalizedPost({ content: 'bulk one' }), buildNormalizedPost({ content: 'bulk two' })]);
    await ingest(t, other, [buildNormalizedPost({ content: 'bulk foreign' })]);
    const ids = (await list(user, { view: 'all', q: 'bulk' })).posts.map((p) => p.id);
    const res = await t.call(bulkArchivePosts, { token: user.token, body: { ids: [...ids, ids[0]!] } });
    expect(expectOk(res, 200).body).toEqual({ status: 'success', count: 2 });
    expect((await list(user, { view: 'all', q: 'bulk' })).total).toBe(0);
    expect((await list(other, { view: 'all', q: 'bulk' })).total).toBe(1);
    const none = expectError(await t.call(bulkArchivePosts, { token: user.token, body: { ids: [] } }), 400);
    expect(none.body.message).toBe('ids: No posts selected');
  });

  it('answers 404 for bulk ids that are not the caller’s or do not exist, and changes nothing', async () => {
    await ingest(t, user, [buildNormalizedPost({ content: 'bulkmix mine' })]);
    await ingest(t, other, [buildNormalizedPost({ content: 'bulkmix theirs' })]);
    const mine = await idOf(user, 'bulkmix mine');
    const theirs = await idOf(other, 'bulkmix theirs');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const ids of [[mine, theirs], [mine, unknown], [theirs], [unknown]]) {
      const res = expectError(
        await t.call(bulkArchivePosts, { token: user.token, body: { ids, archived: true } }),
        404,
      );
      expect(res.body.status).toBe('error');
      expect(res.body.message).toMatch(/of the selected posts (was|were) not found; nothing was changed/);
    }
    expect((await list(user, { view: 'all', q: 'bulkmix' })).total).toBe(1);
    expect((await list(other, { view: 'all', q: 'bulkmix' })).total).toBe(1);
  });

  it('hides an author: every stored post of theirs is archived, and future ones arrive archived', async () => {
    const author = {
      name: 'Morgan Spam',
      entityId: 'ACoAAspam',
      profileUrl: 'https://linkedin.example.com/in/morgan-spam',
    };
    await ingest(t, user, [
      buildNormalizedPost({ content: 'morgan first', poster: author }),
      buildNormalizedPost({ content: 'morgan second', poster: author }),
      buildNormalizedPost({ content: 'someone else entirely' }),
    ]);
    await ingest(t, other, [buildNormalizedPost({ content: 'morgan for the other user', poster: author })]);
    const id = await idOf(user, 'morgan first');
    const second = await idOf(user, 'morgan second');
    const res = await t.call(archivePost, { token: user.token, body: { id, archived: true, hideAuthor: true } });
    // The author's other post, which an undo brings back with the one named.
    expect(expectOk(res, 200).body).toEqual({ status: 'success', alsoArchivedIds: [second] });
    expect((await list(user, { view: 'all', q: 'morgan' })).total).toBe(0);
    expect((await list(user, { view: 'all', archived: true, q: 'morgan' })).total).toBe(2);
    expect((await list(user, { view: 'all', q: 'someone else' })).total).toBe(1);
    expect((await list(other, { view: 'all', q: 'morgan' })).total).toBe(1);
    // The post says its author is hidden (its detail pane offers to show them again), for this user only.
    expect((await fullPost(t, user, second)).authorHidden).toBe(true);
    const othersMorgan = (await list(other, { view: 'all', q: 'morgan' })).posts[0]!;
    expect((await fullPost(t, other, othersMorgan.id)).authorHidden).toBe(false);

    // A later post known only by the profile URL (another identity of the same author) arrives archived.
    await ingest(t, user, [
      buildNormalizedPost({
        content: 'morgan again',
        poster: { name: 'Morgan S.', entityId: null, profileUrl: 'https://www.linkedin.example.com/in/Morgan-Spam/' },
      }),
    ]);
    expect((await list(user, { view: 'all', q: 'morgan' })).total).toBe(0);
    expect((await list(user, { view: 'all', archived: true, q: 'morgan again' })).total).toBe(1);

    // Un-hiding stops archiving new posts; archived ones stay archived. Done from the post known only by the URL,
    // it shows the author under the entity id too.
    const byUrl = (await list(user, { view: 'all', archived: true, q: 'morgan again' })).posts[0]!.id;
    await t.call(archivePost, { token: user.token, body: { id: byUrl, archived: false, hideAuthor: false } });
    expect((await fullPost(t, user, second)).authorHidden).toBe(false);
    await ingest(t, user, [buildNormalizedPost({ content: 'morgan returns', poster: author })]);
    expect(contents(await list(user, { view: 'all', sortBy: 'date', q: 'morgan' }))).toEqual([
      'morgan returns',
      'morgan again',
    ]);
  });

  it('lists only what a row shows, the text cut to its first characters; the post by id is whole', async () => {
    // An emoji astride the cut: characters are counted, so it is kept whole or left out, never halved.
    const text = `slim row ${'a'.repeat(POST_LIST_TEXT_LENGTH - 10)}😀 and the rest of a long post ${'b'.repeat(2000)}`;
    await ingest(t, user, [
      buildNormalizedPost({
        content: text,
        media: { carouselImages: ['https://media.example.com/1.png'] },
        comments: ['A long comment that stays out of the list'],
      }),
    ]);
    // Sent as is: the row's keys on the wire, not those a parse by the contract keeps.
    const res = await t.request<PostListResponse>('GET', '/post?view=all&q=slim%20row', { token: user.token });
    const listed = res.body.posts[0];
    expect(Object.keys(listed ?? {}).sort()).toEqual(Object.keys(PostListItem.shape).sort());
    expect(listed?.content).toBe([...text].slice(0, POST_LIST_TEXT_LENGTH).join(''));
    expect(listed?.content.endsWith('😀')).toBe(true);
    expect(JSON.stringify(res.body).length).toBeLessThan(2_000);
    const whole = await fullPost(t, user, listed?.id ?? '');
    expect(whole.content).toBe(text);
    expect(whole).toMatchObject({
      carouselImages: ['https://media.example.com/1.png'],
      comments: ['A long comment that stays out of the list'],
    });
  });

  it('fetches one post by id, whole, with every field its list row carries, archived or not', async () => {
    const sourceId = await createSource(t, user, { name: 'Competitor Mention: Example Corp', tags: ['Competitors'] });
    await ingest(t, user, [buildNormalizedPost({ content: 'open me by my id' })], sourceId);
    const listed = (await list(user, { view: 'all', q: 'open me by' })).posts[0];
    const id = listed?.id ?? '';
    const res = expectOk(await t.call(getPost, { token: user.token, params: { id } }), 200);
    expect(res.body).toMatchObject(listed ?? {});
    expect(res.body.source?.name).toBe('Competitor Mention: Example Corp');

    await t.call(archivePost, { token: user.token, body: { id, archived: true } });
    const archived = expectOk(await t.call(getPost, { token: user.token, params: { id: id.toUpperCase() } }), 200);
    expect(archived.body).toMatchObject({ id, archived: true, content: 'open me by my id' });
  });

  it('answers 404 for another user’s post and 400 for a malformed id', async () => {
    await ingest(t, other, [buildNormalizedPost({ content: 'not yours' })]);
    const id = await idOf(other, 'not yours');
    for (const res of [
      await t.call(readPost, { token: user.token, body: { id } }),
      await t.call(archivePost, { token: user.token, body: { id, archived: true } }),
      await t.call(archivePost, { token: user.token, body: { id, archived: true, hideAuthor: true } }),
    ]) {
      expect(expectError(res, 404).body.message).toBe('Post not found');
    }
    expect((await list(other, { view: 'all', q: 'not yours' })).posts[0]).toMatchObject({
      isRead: false,
      archived: false,
    });
    const foreign = expectError(await t.call(getPost, { token: user.token, params: { id } }), 404);
    expect(foreign.body.message).toBe('Post not found');
    const unknown = expectError(await t.call(getPost, { token: user.token, params: { id: crypto.randomUUID() } }), 404);
    expect(unknown.body.message).toBe('Post not found');
    expectOk(await t.call(getPost, { token: other.token, params: { id } }), 200);
    // Malformed ids and bodies are sent as is.
    for (const malformed of ['1', 'not-a-uuid', `${id}x`, '%27%20or%201%3D1']) {
      const res = await t.request<{ message: string }>('GET', `/post/${malformed}`, { token: user.token });
      expect(res.status, malformed).toBe(400);
      expect(res.body.message, malformed).toBe('id: must be a post id (UUID)');
    }
    const bad = await t.request<{ message: string }>('POST', '/post/read', { token: user.token, body: { id: '1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id: must be a post id (UUID)');
    const missing = await t.request<{ message: string }>('POST', '/post/archive', { token: user.token, body: { id } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('archived');
  });

  it('needs a session', async () => {
    expectError(await t.call(listPosts), 401);
    expectError(await t.call(getPost, { params: { id: crypto.randomUUID() } }), 401);
    expectError(await t.call(readPost, { body: { id: crypto.randomUUID() } }), 401);
  });
});
