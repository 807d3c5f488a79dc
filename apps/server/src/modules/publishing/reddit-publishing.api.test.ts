import { listUserPosts, updateAnswer } from '@inroad/contracts/create';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import type { JobPayloadInput } from '@inroad/contracts/jobs';
import { getBestHours, listSubscribedSubreddits, setPublicationTarget } from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SaveAnswerBody, saveAnswerAs } from '../../../test/create-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../../../test/fake-linkedin-server.ts';
import { type FakeReddit, redditEnv, startFakeReddit } from '../../../test/fake-reddit-server.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { connect } from '../../../test/integrations-fixtures.ts';
import { pngBytes, publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { integrations, publications } from '../../db/schema/index.ts';
import { readPostMetrics } from './metrics.ts';
import { runPublication } from './publisher.ts';

let t: TestApp;
let reddit: FakeReddit;
let linkedin: FakeLinkedIn;
let owner: TestUser;
let other: TestUser;
let redditId: number;
beforeAll(async () => {
  reddit = await startFakeReddit();
  linkedin = await startFakeLinkedIn();
  t = await startTestApp({
    ...redditEnv(reddit),
    ...linkedInEnv(linkedin),
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 6).toString('base64url'),
    SECRET_KEY: 'test-secret-key-for-signed-media-urls',
  });
  owner = await signUp(t, 'reddit-publisher@example.com');
  other = await signUp(t, 'reddit-other@example.com');
  redditId = await connect(t, owner, 'reddit');
});
afterAll(async () => {
  await t.close();
  await reddit.close();
  await linkedin.close();
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);
const versionOf = async (id: number) =>
  (await t.ctx.db.select().from(publications).where(eq(publications.id, id)))[0]!.version;
/** Runs the publication's job as it stands now (its current version) at `at`. */
const runDue = async (publicationId: number, at: Date) =>
  runPublication(t.ctx, { publicationId, version: await versionOf(publicationId) }, at);

afterEach(() => {
  vi.useRealTimers();
});

type ReadPayload = JobPayloadInput<'read-post-metrics'>;
type TargetBody = Omit<EndpointBody<typeof setPublicationTarget>, 'answerId' | 'variantId'>;

function target(answerId: number, body: TargetBody, user = owner) {
  return t.call(setPublicationTarget, { token: user.token, body: { answerId, ...body } });
}

/** Chooses the target and fails the test unless it was taken. */
async function chooseTarget(answerId: number, body: TargetBody) {
  return expectOk(await target(answerId, body), 200);
}

const subreddits = (user: TestUser, integrationId: number | string) =>
  t.call(listSubscribedSubreddits, { token: user.token, query: { integrationId } });
const bestHours = async (user: TestUser) => expectOk(await t.call(getBestHours, { token: user.token }), 200).body;

describe('publishing to Reddit', () => {
  it('submits a text post to the chosen subreddit, with the title given', async () => {
    const answer = await schedulePost(t, owner, 'Why forecasts miss, in three points', { at: inHours(1) });
    const chosen = await chooseTarget(answer.id, {
      integrationId: redditId,
      subreddit: 'sales',
      title: 'Forecasts miss',
    });
    expect(chosen.body).toMatchObject({ platform: 'reddit', subreddit: 'sales', integrationId: redditId });
    await t.drainJobs();
    await runDue(chosen.body.id, inHours(2));
    expect(reddit.posts).toEqual([
      expect.objectContaining({
        kind: 'self',
        sr: 'sales',
        title: 'Forecasts miss',
        text: 'Why forecasts miss, in three points',
      }),
    ]);
    const published = (await publicationOf(t, owner, answer.id))!;
    expect(published).toMatchObject({ status: 'published', networkPostId: `t3_${reddit.posts[0]!.id}` });
    expect(published.url).toMatch(/^https:\/\/www\.reddit\.com\/r\/sales\/comments\//);
  });

  it('takes a refresh Reddit refuses in its own way (200 with an error) as a revoked grant: reconnect, not retry', async () => {
    const revoked = await signUp(t, 'reddit-revoked@example.com');
    const integrationId = await connect(t, revoked, 'reddit');
    await t.ctx.db
      .update(integrations)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrations.id, integrationId));
    reddit.refreshesRefused = true;
    try {
      const answer = await schedulePost(t, revoked, 'After the app was revoked', { at: inHours(1) });
      const chosen = expectOk(
        await target(answer.id, { integrationId, subreddit: 'sales', title: 'Revoked' }, revoked),
        200,
      );
      await runDue(chosen.body.id, inHours(2));
      expect(await publicationOf(t, revoked, answer.id)).toMatchObject({ status: 'failed', needsSignIn: true });
      const [row] = await t.ctx.db.select().from(integrations).where(eq(integrations.id, integrationId));
      expect(row?.status).toBe('expired');
    } finally {
      reddit.refreshesRefused = false;
    }
  });

  it('posts an image to the user’s profile, finding the post among their submissions', async () => {
    const image = pngBytes(9);
    const answer = await schedulePost(t, owner, 'A chart of our pipeline', { at: inHours(1), imageBytes: image });
    const chosen = await chooseTarget(answer.id, { integrationId: redditId, title: 'Pipeline chart' });
    await runDue(chosen.body.id, inHours(2));
    const post = reddit.posts.at(-1)!;
    expect(post).toMatchObject({ kind: 'image', sr: `u_${reddit.username}`, title: 'Pipeline chart' });
    expect(post.media?.equals(image)).toBe(true);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({
      status: 'published',
      networkPostId: `t3_${post.id}`,
    });
  });

  it('an image post Reddit took but would not list just then is looked for again, not posted twice', async () => {
    const answer = await schedulePost(t, owner, 'A chart posted once', { at: inHours(1), imageBytes: pngBytes(4) });
    const chosen = await chooseTarget(answer.id, { integrationId: redditId, title: 'Chart posted once' });
    const sent = reddit.posts.length;
    reddit.submissionsFailNext = 429;
    await runDue(chosen.body.id, inHours(2));
    const waiting = (await publicationOf(t, owner, answer.id))!;
    expect(waiting.status).toBe('scheduled');
    expect(waiting.error).toMatch(/^Retrying: Reddit accepted the post/);
    await runDue(chosen.body.id, inHours(3));
    expect(reddit.posts.length).toBe(sent + 1);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({
      status: 'published',
      networkPostId: `t3_${reddit.posts.at(-1)!.id}`,
    });
  });

  it('waits out RATELIMIT and the rate-limit window before submitting again', async () => {
    reddit.submitErrorNext('RATELIMIT', "You're doing that too much. Try again in 4 minutes.");
    const answer = await schedulePost(t, owner, 'Rate limited', { at: inHours(1) });
    const chosen = await chooseTarget(answer.id, {
      integrationId: redditId,
      subreddit: 'sales',
      title: 'Rate limited',
    });
    const count = reddit.posts.length;
    await runDue(chosen.body.id, inHours(2));
    const waiting = (await publicationOf(t, owner, answer.id))!;
    expect(waiting.status).toBe('scheduled');
    expect(new Date(waiting.runAt).getTime() - inHours(2).getTime()).toBeGreaterThanOrEqual(4 * 60_000 - 1000);

    // This submit goes out, and Reddit's headers say the window has no calls left for 2 s: the next waits.
    // The app's clock (Date) stands 10 s back meanwhile, so in real time that window is over once the clock is
    // restored: no test waits it out.
    const realNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(realNow - 10_000);
    reddit.rateLimitRemaining = 0;
    reddit.rateLimitReset = 2;
    await runDue(waiting.id, inHours(3));
    expect(reddit.posts).toHaveLength(count + 1);
    reddit.rateLimitRemaining = 99;
    reddit.rateLimitReset = 120;
    const next = await schedulePost(t, owner, 'Next in the window', { at: inHours(1) });
    const nextTarget = await chooseTarget(next.id, { integrationId: redditId, subreddit: 'sales', title: 'Next' });
    const submitsBefore = reddit.requests.filter((r) => r.path === '/api/submit').length;
    await runDue(nextTarget.body.id, inHours(3));
    expect(reddit.requests.filter((r) => r.path === '/api/submit').length).toBe(submitsBefore);
    expect((await publicationOf(t, owner, next.id))!.error).toMatch(/rate limit/);

    // Once the window is over the post goes out.
    vi.useRealTimers();
    await runDue(nextTarget.body.id, inHours(4));
    expect(reddit.requests.filter((r) => r.path === '/api/submit').length).toBe(submitsBefore + 1);
    expect(await publicationOf(t, owner, next.id)).toMatchObject({ status: 'published' });
  });

  it('answers 4xx for a bad target, another user’s integration, or an unscheduled post', async () => {
    const answer = await schedulePost(t, owner, 'Targets', { at: inHours(1) });
    for (const subreddit of ['r/', 'r/no spaces', 'r/a', 'r/way_too_long_for_a_subreddit', 'u/someone', 'r/_x']) {
      const bad = await target(answer.id, { integrationId: redditId, subreddit });
      expect(bad.status, subreddit).toBe(400);
      expect(expectError(bad, 400).body.message).toBe(
        'subreddit: must be a subreddit as r/name (2–21 letters, digits or _)',
      );
    }
    // A kind the contract does not know: sent as is.
    const poll = await t.request<{ message: string }>('PUT', '/publications/target', {
      token: owner.token,
      body: { answerId: answer.id, integrationId: redditId, redditKind: 'poll' },
    });
    expect(poll.body.message).toMatch(/^redditKind: must be one of text, link, image/);
    const noImage = expectError(await target(answer.id, { integrationId: redditId, redditKind: 'image' }), 400);
    expect(noImage.body.message).toBe('redditKind: an image post needs an image attached to the post');
    const noLink = await target(answer.id, { integrationId: redditId, redditKind: 'link' });
    expect(expectError(noLink, 400).body.message).toBe('redditKind: a link post needs a link (https://…) in the post');
    expect((await publicationOf(t, owner, answer.id))!).toMatchObject({ platform: 'linkedin', subreddit: null });
    expectError(await target(answer.id, { integrationId: 999999 }), 404);
    expectError(await target(answer.id, { integrationId: redditId }, other), 404);
    expectError(await target(answer.id, { integrationId: null, subreddit: 'sales' }), 400);
    expectError(await t.call(setPublicationTarget, { token: owner.token, body: { integrationId: null } }), 400);
  });
});

describe('a post saved with where it goes', () => {
  const asapTo = (postContent: string, target: SaveAnswerBody['target'], schedule: 'asap' | 'none' = 'asap') =>
    saveAnswerAs(t, owner, {
      manualIdea: 'Publishing',
      postContent,
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      schedule,
      target,
    });
  const postCount = async () => expectOk(await t.call(listUserPosts, { token: owner.token }), 200).body.length;

  it('stores its Reddit destination with it, in the one request', async () => {
    const saved = expectOk(await asapTo('Saved with its subreddit', { integrationId: redditId, subreddit: 'r/sales' }));
    expect(await publicationOf(t, owner, saved.body.answer.id)).toMatchObject({
      platform: 'reddit',
      integrationId: redditId,
      subreddit: 'sales',
      // No title given: the first line as it is when the post goes out.
      title: null,
      status: 'scheduled',
    });
  });

  it('saves nothing when the destination is refused', async () => {
    const before = await postCount();
    const refusals: [SaveAnswerBody['target'], number, string][] = [
      [{ integrationId: 999999 }, 404, 'Integration not found'],
      [
        { integrationId: redditId, redditKind: 'image' },
        400,
        'redditKind: an image post needs an image attached to the post',
      ],
      [{ integrationId: null, subreddit: 'sales' }, 400, 'subreddit: only Reddit posts go to a subreddit'],
      [
        { integrationId: redditId, subreddit: 'r/no spaces' },
        400,
        'target.subreddit: must be a subreddit as r/name (2–21 letters, digits or _)',
      ],
    ];
    for (const [body, status, message] of refusals) {
      expect(expectError(await asapTo('Refused', body), status).body.message).toBe(message);
    }
    // Another user's integration is not there for this one.
    const othersReddit = await connect(t, other, 'reddit');
    expectError(await asapTo('Refused', { integrationId: othersReddit }), 404);
    const draft = await asapTo('A draft goes nowhere', { integrationId: redditId }, 'none');
    expect(expectError(draft, 400).body.message).toBe('target: only a scheduled post has a destination');
    expect(await postCount()).toBe(before);
  });
});

describe('the Reddit target the user picks', () => {
  it('takes r/name, stores the kind, and submits a link post with the first link of the text', async () => {
    const answer = await schedulePost(t, owner, 'Our pricing write-up: https://example.com/pricing. Thoughts?', {
      at: inHours(1),
    });
    const chosen = await chooseTarget(answer.id, { integrationId: redditId, subreddit: 'r/SaaS', redditKind: 'link' });
    expect(chosen.body).toMatchObject({ subreddit: 'SaaS', redditKind: 'link', title: null });
    await runDue(chosen.body.id, inHours(2));
    expect(reddit.posts.at(-1)).toMatchObject({
      kind: 'link',
      title: 'Our pricing write-up: https://example.com/pricing. Thoughts?',
      sr: 'SaaS',
      url: 'https://example.com/pricing',
      text: null,
    });
  });

  it('titles a post by its first line as edited after the destination was chosen, and keeps the kind possible', async () => {
    const answer = await schedulePost(t, owner, 'Old opening\nhttps://example.com/notes', { at: inHours(1) });
    const chosen = await chooseTarget(answer.id, { integrationId: redditId, subreddit: 'r/sales', redditKind: 'link' });
    const edit = (postContent: string) =>
      t.call(updateAnswer, { token: owner.token, body: { postContent }, params: { id: answer.id } });
    expect(expectError(await edit('New opening, and no link any more'), 400).body.message).toBe(
      'redditKind: a link post needs a link (https://…) in the post',
    );
    expectOk(await edit('New opening\nhttps://example.com/notes'));
    await runDue(chosen.body.id, inHours(2));
    expect(reddit.posts.at(-1)).toMatchObject({ kind: 'link', title: 'New opening', url: 'https://example.com/notes' });
  });

  it('posts a text post when the user chose text, even with an image attached', async () => {
    const answer = await schedulePost(t, owner, 'The chart is below', { at: inHours(1), imageBytes: pngBytes(4) });
    const chosen = await chooseTarget(answer.id, { integrationId: redditId, subreddit: null, redditKind: 'text' });
    expect(chosen.body).toMatchObject({ subreddit: null, redditKind: 'text' });
    await runDue(chosen.body.id, inHours(2));
    expect(reddit.posts.at(-1)).toMatchObject({ kind: 'self', sr: `u_${reddit.username}`, text: 'The chart is below' });
  });

  it('suggests the subscribed subreddits through the integration, and says why when Reddit will not list them', async () => {
    const listed = expectOk(await subreddits(owner, redditId), 200);
    expect(listed.body).toEqual({ subreddits: ['SaaS', 'sales', 'startups'], message: null });
    expect(reddit.requests.at(-1)!.headers.authorization).toMatch(/^Bearer rd-access-/);

    reddit.subscriptions = Array.from({ length: 130 }, (_, i) => `sub_${String(i).padStart(3, '0')}`);
    const paged = expectOk(await subreddits(owner, redditId), 200);
    expect(paged.body.subreddits).toHaveLength(130);

    reddit.subscriptionsForbidden = true;
    const forbidden = expectOk(await subreddits(owner, redditId), 200);
    expect(forbidden.body.subreddits).toEqual([]);
    expect(forbidden.body.message).toMatch(/^Reconnect the Reddit integration/);
    reddit.subscriptionsForbidden = false;

    expectError(await subreddits(other, redditId), 404);
    const bad = expectError(await subreddits(owner, 'abc'), 400);
    expect(bad.body.message).toMatch(/^integrationId: /);
  });
});

describe('numbers', () => {
  it('reads a published post’s numbers over its first week and ranks the hours', async () => {
    const answer = await schedulePost(t, owner, 'Numbers please', { at: inHours(1) });
    const chosen = await chooseTarget(answer.id, { integrationId: redditId, subreddit: 'sales', title: 'Numbers' });
    const publishedAt = inHours(2);
    await runDue(chosen.body.id, publishedAt);
    await readPostMetrics(t.ctx, { publicationId: chosen.body.id, read: 0 }, new Date(publishedAt.getTime() + 60_000));
    expect((await publicationOf(t, owner, answer.id))!.metrics).toBeNull(); // not an hour yet
    await readPostMetrics(
      t.ctx,
      { publicationId: chosen.body.id, read: 0 },
      new Date(publishedAt.getTime() + 3600_000),
    );
    expect((await publicationOf(t, owner, answer.id))!.metrics).toMatchObject({ likes: 7, comments: 2, shares: 1 });
    // One post at that hour is not a pattern yet: the hours stay empty until a second one has numbers.
    const early = await bestHours(owner);
    expect(early).toMatchObject({ timeZone: 'UTC', minPostsPerHour: 2, hours: [] });
    expect(early.postsWithNumbers).toBeGreaterThanOrEqual(1);

    const second = await schedulePost(t, owner, 'Numbers again', { at: inHours(1) });
    const secondTarget = await chooseTarget(second.id, { integrationId: redditId, subreddit: 'sales', title: 'Again' });
    await runDue(secondTarget.body.id, publishedAt);
    await readPostMetrics(
      t.ctx,
      { publicationId: secondTarget.body.id, read: 0 },
      new Date(publishedAt.getTime() + 3600_000),
    );
    const hours = await bestHours(owner);
    expect(hours.hours).toEqual([{ hour: publishedAt.getUTCHours(), posts: 2, meanEngagement: 10 }]);
    expect(await bestHours(other)).toMatchObject({
      postsWithNumbers: 0,
      hours: [],
    });
  });

  it('goes on to the next read when one cannot be made (Reddit down, the integration to reconnect)', async () => {
    const answer = await schedulePost(t, owner, 'Numbers through an outage', { at: inHours(1) });
    const chosen = await chooseTarget(answer.id, { integrationId: redditId, subreddit: 'sales', title: 'Outage' });
    const publicationId = chosen.body.id;
    const publishedAt = inHours(2);
    await runDue(publicationId, publishedAt);
    const after = (hours: number) => new Date(publishedAt.getTime() + hours * 3600_000);
    const send = vi.spyOn(t.ctx.queue, 'send');
    const plannedReads = () =>
      send.mock.calls
        .flatMap(([name, payload]) => (name === 'read-post-metrics' ? [payload as ReadPayload] : []))
        .filter((payload) => payload.publicationId === publicationId);
    try {
      reddit.infoDown = true;
      await readPostMetrics(t.ctx, { publicationId, read: 0 }, after(1));
      expect((await publicationOf(t, owner, answer.id))!.metrics).toBeNull();
      expect(plannedReads()).toEqual([{ publicationId, read: 1 }]);

      // Reddit back, the integration to reconnect: the day's read is planned on, and reads after reconnecting.
      reddit.infoDown = false;
      await t.ctx.db.update(integrations).set({ status: 'expired' }).where(eq(integrations.id, redditId));
      await readPostMetrics(t.ctx, { publicationId, read: 1 }, after(24));
      expect(plannedReads().map((payload) => payload.read)).toEqual([1, 2]);
      await t.ctx.db.update(integrations).set({ status: 'connected' }).where(eq(integrations.id, redditId));
      await readPostMetrics(t.ctx, { publicationId, read: 2 }, after(72));
      expect((await publicationOf(t, owner, answer.id))!.metrics).toMatchObject({ likes: 7, comments: 2, shares: 1 });
      expect(plannedReads().map((payload) => payload.read)).toEqual([1, 2, 3]);

      // The week's last read has no next one to leave it to: it fails, for the job queue to retry.
      reddit.infoDown = true;
      await expect(readPostMetrics(t.ctx, { publicationId, read: 3 }, after(168))).rejects.toThrow();
    } finally {
      reddit.infoDown = false;
      send.mockRestore();
    }
  });
});
