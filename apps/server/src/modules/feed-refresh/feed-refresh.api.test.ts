import type { EndpointBody } from '@inroad/contracts/endpoint';
import { getFeedRefreshProgress, startFeedRefresh } from '@inroad/contracts/feed-refresh';
import { claimInstruction, reportInstruction } from '@inroad/contracts/instructions';
import { deleteSource, setSourceActive, updateSource } from '@inroad/contracts/source';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSource, signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { actionQueueStates, instructions } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACTION_SPACING_SECONDS: '0', ACTION_PAUSE_HOURS: '6' });
});
afterAll(async () => {
  await t.close();
});

const refresh = (user: TestUser, body: EndpointBody<typeof startFeedRefresh> = { view: 'priority' }) =>
  t.call(startFeedRefresh, { token: user.token, body });
const progress = (user: TestUser) => t.call(getFeedRefreshProgress, { token: user.token });
const claim = (user: TestUser) => t.call(claimInstruction, { token: user.token, body: { types: ['fetch_source'] } });
const report = (user: TestUser, id: string, body: EndpointBody<typeof reportInstruction>) =>
  t.call(reportInstruction, { token: user.token, body, params: { id } });

async function fetchesOf(user: TestUser) {
  return t.ctx.db
    .select()
    .from(instructions)
    .where(and(eq(instructions.userId, user.userId), eq(instructions.type, 'fetch_source')));
}

describe('feed refresh', () => {
  it('needs a session and a valid body', async () => {
    expect((await t.call(startFeedRefresh, { body: { view: 'all' } })).status).toBe(401);
    expect((await t.call(getFeedRefreshProgress)).status).toBe(401);
    const user = await signUp(t);
    const bad = await t.request(startFeedRefresh.method, startFeedRefresh.path, {
      token: user.token,
      body: { view: 'sideways' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', message: expect.stringContaining('view') });
  });

  it('answers zero progress before any refresh, and starts nothing without active feeds', async () => {
    const user = await signUp(t);
    expect((await progress(user)).body).toEqual({
      totalSourceCount: 0,
      pendingSourceCount: 0,
      refreshId: null,
      hard: false,
      startedAt: null,
      inProgress: false,
    });
    const inactive = await createSource(t, user);
    await t.call(setSourceActive, { token: user.token, body: { id: inactive, active: false } });
    const res = await refresh(user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', started: false, progress: { totalSourceCount: 0 } });
    expect(await fetchesOf(user)).toHaveLength(0);
  });

  it('queues one fetch per active feed with its filters, and counts progress as the extension reports', async () => {
    const user = await signUp(t);
    const search = await createSource(t, user, {
      query: '"tip pooling"',
      keywords: ['tip pooling'],
      dateRange: 'past-week',
      postedByPeople: [{ name: 'Riley Example', linkedInId: 'riley-example', salesNavId: 'ACoAAriley' }],
      posterWorksAtCompanies: [{ name: 'Example Corp', companyId: '1001' }],
      mentionedCompanies: [{ name: 'Other Corp', companyId: '2002' }],
    });
    const profile = await createSource(t, user, {
      name: 'Influencer: Sam Example',
      followedEntityType: 'profile_feed',
      query: null,
      profile: { name: 'Sam Example', linkedInId: 'ACoAAsam' },
    });
    const reddit = await createSource(t, user, {
      name: 'Main Feed: Reddit',
      platform: 'reddit',
      followedEntityType: 'main_feed',
      query: 'r/smallbusiness',
    });
    const off = await createSource(t, user);
    await t.call(setSourceActive, { token: user.token, body: { id: off, active: false } });

    const started = expectOk(await refresh(user), 200);
    expect(started.body).toMatchObject({
      status: 'success',
      started: true,
      progress: { totalSourceCount: 3, pendingSourceCount: 3, hard: false, inProgress: true },
    });
    const refreshId = started.body.progress.refreshId;
    expect(refreshId).toEqual(expect.any(String));

    const rows = await fetchesOf(user);
    const bySource = new Map(rows.map((row) => [row.payload.sourceId, row]));
    expect([...bySource.keys()].sort()).toEqual([search, profile, reddit].sort());
    expect(bySource.get(search)?.payload).toMatchObject({
      platform: 'linkedin',
      followedEntityType: 'search',
      query: '"tip pooling"',
      keywords: ['tip pooling'],
      dateRange: 'past-week',
      count: 25,
      refreshId,
      hard: false,
      filters: {
        fromMember: ['ACoAAriley'],
        fromOrganization: [],
        authorCompany: ['1001'],
        mentionsMember: [],
        mentionsOrganization: ['2002'],
      },
    });
    expect(bySource.get(profile)?.payload).toMatchObject({ followedEntityType: 'profile_feed', profileId: 'ACoAAsam' });
    expect(bySource.get(reddit)?.payload).toMatchObject({ platform: 'reddit', query: 'r/smallbusiness' });
    expect(rows.every((row) => row.target === `source:${row.payload.sourceId}`)).toBe(true);

    // A second refresh while this one runs queues nothing and answers this one's progress.
    const again = await refresh(user, { view: 'all', hard: true });
    expect(again.body).toMatchObject({ started: false, progress: { refreshId, totalSourceCount: 3 } });
    expect(await fetchesOf(user)).toHaveLength(3);

    // Claimed (running) still counts as pending; reported (done or failed) does not.
    const first = expectOk(await claim(user)).body.instruction!;
    expect(first.payload).toMatchObject({ refreshId });
    expect((await progress(user)).body).toMatchObject({ totalSourceCount: 3, pendingSourceCount: 3 });
    await report(user, first.id, { status: 'done', result: { postCount: 4 } });
    expect((await progress(user)).body).toMatchObject({ pendingSourceCount: 2, inProgress: true });
    const second = expectOk(await claim(user)).body.instruction!;
    await report(user, second.id, {
      status: 'failed',
      failure: { kind: 'unknown', message: 'no such subreddit', code: null },
    });
    const third = expectOk(await claim(user)).body.instruction!;
    await report(user, third.id, { status: 'done', result: { postCount: 0 } });
    expect((await progress(user)).body).toMatchObject({
      totalSourceCount: 3,
      pendingSourceCount: 0,
      refreshId,
      inProgress: false,
    });

    // Once it ended, a new refresh starts; a hard one reads a month back, more posts per feed.
    const hard = expectOk(await refresh(user, { view: 'all', hard: true }));
    expect(hard.body).toMatchObject({ started: true, progress: { totalSourceCount: 3, pendingSourceCount: 3 } });
    expect(hard.body.progress.refreshId).not.toBe(refreshId);
    expect(hard.body.progress.hard).toBe(true);
    const hardRows = (await fetchesOf(user)).filter((row) => row.payload.refreshId === hard.body.progress.refreshId);
    expect(hardRows).toHaveLength(3);
    expect(hardRows.every((row) => row.payload.dateRange === 'past-month' && row.payload.count === 50)).toBe(true);
  });

  it('refreshes a profile feed typed in by name alone, with blank ids, instead of failing the whole refresh', async () => {
    const user = await signUp(t);
    const byName = await createSource(t, user, {
      name: 'Influencer: typed in',
      followedEntityType: 'profile_feed',
      query: null,
      profile: { name: 'Sam Example', linkedInId: '', salesNavId: ' ' },
    });
    const started = await refresh(user);
    expect(started.status).toBe(200);
    const [fetch] = await fetchesOf(user);
    expect(fetch?.payload).toMatchObject({ sourceId: byName, profileId: null });
  });

  it("reads feeds typed in by name: a person by their name, a company's posts by its name as words", async () => {
    const user = await signUp(t);
    const influencer = await createSource(t, user, {
      name: 'Influencer: Ada Example',
      followedEntityType: 'profile_feed',
      query: null,
      profile: { name: 'Ada Example', linkedInId: null },
    });
    const account = await createSource(t, user, {
      name: 'Target Account: Acme Foods',
      query: null,
      posterWorksAtCompanies: [{ name: 'Acme Foods', companyId: null }],
    });
    const narrowed = await createSource(t, user, {
      query: 'payroll',
      posterWorksAtCompanies: [{ name: 'Acme Foods', companyId: null }],
    });
    const mixed = await createSource(t, user, {
      query: 'payroll',
      posterWorksAtCompanies: [
        { name: 'Acme Foods', companyId: null },
        { name: 'Example Corp', companyId: '1001' },
      ],
    });
    expectOk(await refresh(user));
    const payloads = new Map((await fetchesOf(user)).map((row) => [row.payload.sourceId, row.payload]));
    expect(payloads.get(influencer)).toMatchObject({ profileId: null, profileName: 'Ada Example' });
    expect(payloads.get(account)).toMatchObject({ query: '"Acme Foods"', filters: { authorCompany: [] } });
    // A company without an id narrows the feed's own words by its name; beside one with an id, whose filter would
    // have to match too, where either was meant, the filter stands alone.
    expect(payloads.get(narrowed)).toMatchObject({
      query: '(payroll) AND ("Acme Foods")',
      filters: { authorCompany: [] },
    });
    expect(payloads.get(mixed)).toMatchObject({ query: 'payroll', filters: { authorCompany: ['1001'] } });
  });

  it('reads a search saved as a pasted LinkedIn search link by the words in it, and other links as they are', async () => {
    const user = await signUp(t);
    const pasted = await createSource(t, user, {
      query: null,
      url: 'https://www.linkedin.com/search/results/content/?keywords=crm&origin=GLOBAL_SEARCH_HEADER',
    });
    const elsewhere = await createSource(t, user, { query: null, url: 'https://example.com/search?keywords=crm' });
    expectOk(await refresh(user));
    const payloads = new Map((await fetchesOf(user)).map((row) => [row.payload.sourceId, row.payload]));
    expect(payloads.get(pasted)).toMatchObject({ query: 'crm' });
    expect(payloads.get(elsewhere)).toMatchObject({ query: null, url: 'https://example.com/search?keywords=crm' });
  });

  it('searches people typed in by name by their quoted name, unless a filter with ids stands beside them', async () => {
    const user = await signUp(t);
    const person = await createSource(t, user, {
      query: null,
      postedByPeople: [{ name: 'Jane Doe', linkedInId: null }],
    });
    const narrowed = await createSource(t, user, { query: 'payroll', mentionedPeople: [{ name: 'Jane Doe' }] });
    const beside = await createSource(t, user, {
      query: 'payroll',
      postedByPeople: [{ name: 'Jane Doe' }, { name: 'Riley Example', linkedInId: 'riley-example' }],
    });
    expectOk(await refresh(user));
    const payloads = new Map((await fetchesOf(user)).map((row) => [row.payload.sourceId, row.payload]));
    expect(payloads.get(person)).toMatchObject({ query: '"Jane Doe"', filters: { fromMember: [] } });
    expect(payloads.get(narrowed)).toMatchObject({
      query: '(payroll) AND ("Jane Doe")',
      filters: { mentionsMember: [] },
    });
    expect(payloads.get(beside)).toMatchObject({ query: 'payroll', filters: { fromMember: ['riley-example'] } });
  });

  it('reads a feed edited while its fetch waited as edited, still within its refresh', async () => {
    const user = await signUp(t);
    const source = await createSource(t, user, { query: 'payroll' });
    const started = expectOk(await refresh(user, { view: 'all', hard: true }));
    expectOk(await t.call(updateSource, { token: user.token, body: { id: source, query: 'tip pooling' } }));
    const handedOut = expectOk(await claim(user)).body.instruction;
    expect(handedOut?.payload).toMatchObject({
      sourceId: source,
      query: 'tip pooling',
      refreshId: started.body.progress.refreshId,
      hard: true,
      count: 50,
    });
  });

  it('takes a waiting fetch of a feed into the refresh instead of queueing a second one', async () => {
    const user = await signUp(t);
    const source = await createSource(t, user);
    await t.ctx.db.insert(instructions).values({
      userId: user.userId,
      type: 'fetch_source',
      payload: { sourceId: source, platform: 'linkedin', followedEntityType: 'search', query: 'old' },
      target: `source:${source}`,
    });
    const res = expectOk(await refresh(user));
    expect(res.body).toMatchObject({ started: true, progress: { totalSourceCount: 1, pendingSourceCount: 1 } });
    const rows = await fetchesOf(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({ refreshId: res.body.progress.refreshId, query: 'sales pipeline' });
  });

  it('does not read a feed deleted or turned off while its fetch waited: the fetch is cancelled and counts as done', async () => {
    const user = await signUp(t);
    const kept = await createSource(t, user, { query: 'kept' });
    const deleted = await createSource(t, user, { query: 'deleted' });
    const turnedOff = await createSource(t, user, { query: 'turned off' });
    expectOk(await refresh(user));
    expectOk(await t.call(deleteSource, { token: user.token, body: { id: deleted } }));
    expectOk(await t.call(setSourceActive, { token: user.token, body: { id: turnedOff, active: false } }));

    const handedOut = expectOk(await claim(user)).body.instruction;
    expect(handedOut?.payload).toMatchObject({ sourceId: kept });
    expect(expectOk(await claim(user)).body.instruction).toBeNull();
    const statuses = new Map((await fetchesOf(user)).map((row) => [row.payload.sourceId, row.status]));
    expect(Object.fromEntries(statuses)).toEqual({
      [kept]: 'running',
      [deleted]: 'cancelled',
      [turnedOff]: 'cancelled',
    });
    expect(expectOk(await progress(user)).body).toMatchObject({ totalSourceCount: 3, pendingSourceCount: 1 });
  });

  it('gives up a refresh nobody worked on for an hour', async () => {
    const user = await signUp(t);
    await createSource(t, user);
    const first = expectOk(await refresh(user));
    const hourAgo = sql`now() - interval '61 minutes'`;
    await t.ctx.db.update(instructions).set({ createdAt: hourAgo }).where(eq(instructions.userId, user.userId));
    expect((await progress(user)).body).toMatchObject({ pendingSourceCount: 1, inProgress: false });

    const second = expectOk(await refresh(user));
    expect(second.body).toMatchObject({ started: true, progress: { totalSourceCount: 1, pendingSourceCount: 1 } });
    expect(second.body.progress.refreshId).not.toBe(first.body.progress.refreshId);
    const statuses = (await fetchesOf(user)).map((row) => row.status).sort();
    expect(statuses).toEqual(['cancelled', 'pending']);
  });

  it('refuses to start while the queue is paused after a network limit', async () => {
    const user = await signUp(t);
    await createSource(t, user);
    const until = new Date(Date.now() + 2 * 3_600_000);
    await t.ctx.db
      .insert(actionQueueStates)
      .values({ userId: user.userId, pausedUntil: until, pauseReason: 'rate_limit' });
    const res = await refresh(user);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ status: 'error', message: expect.stringContaining('paused') });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(7000);
    expect(await fetchesOf(user)).toHaveLength(0);
  });

  it("counts only the caller's refresh", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    await createSource(t, alice);
    await createSource(t, alice);
    await refresh(alice);
    expect((await progress(bob)).body).toMatchObject({ totalSourceCount: 0, refreshId: null });
    expect(expectOk(await claim(bob)).body.instruction).toBeNull();
    expect((await progress(alice)).body).toMatchObject({ totalSourceCount: 2, pendingSourceCount: 2 });
  });
});
