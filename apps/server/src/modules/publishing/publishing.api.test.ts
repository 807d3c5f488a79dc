import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { deleteAnswer, saveAnswer, updateAnswer } from '@inroad/contracts/create';
import { retryPublication, UNRESOLVED_POST_MESSAGE } from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../../../test/fake-linkedin-server.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { allowOnConsentPage, callBack, connect, startOAuth } from '../../../test/integrations-fixtures.ts';
import { pngBytes, publicationOf, schedulePost, waitFor } from '../../../test/publishing-fixtures.ts';
import { contentAnswers, integrations, notices, publications, publishAttempts } from '../../db/schema/index.ts';
import { LEASE_MS, runPublication } from './publisher.ts';

let t: TestApp;
let linkedin: FakeLinkedIn;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  linkedin = await startFakeLinkedIn();
  t = await startTestApp({
    ...linkedInEnv(linkedin),
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64url'),
    SECRET_KEY: 'test-secret-key-for-signed-media-urls',
  });
  owner = await signUp(t, 'publisher@example.com');
  other = await signUp(t, 'publisher-other@example.com');
  await connect(t, owner, 'linkedin');
});
afterAll(async () => {
  await t.close();
  await linkedin.close();
});
beforeEach(() => {
  linkedin.posts.length = 0;
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);
const rowOf = async (id: number) => (await t.ctx.db.select().from(publications).where(eq(publications.id, id)))[0]!;
const run = (p: { id: number }, version: number, now: Date) =>
  runPublication(t.ctx, { publicationId: p.id, version }, now);

describe('publishing a scheduled post', () => {
  it('publishes an ASAP post with its image once, and shows the post’s link', async () => {
    const image = pngBytes(3);
    const answer = await schedulePost(t, owner, 'Forecasts are stories (not numbers) #sales', { imageBytes: image });
    await t.drainJobs();
    expect(linkedin.posts).toHaveLength(1);
    const [post] = linkedin.posts;
    expect(post!.author).toBe(`urn:li:person:${linkedin.memberId}`);
    expect(post!.commentary).toBe('Forecasts are stories \\(not numbers\\) #sales');
    expect(post!.media?.equals(image)).toBe(true);
    expect(post!.version).toBe('202601');
    const publication = await publicationOf(t, owner, answer.id);
    expect(publication).toMatchObject({
      status: 'published',
      networkPostId: post!.urn,
      url: `https://www.linkedin.com/feed/update/${post!.urn}/`,
      error: null,
    });
    const [stored] = await t.ctx.db.select().from(contentAnswers).where(eq(contentAnswers.id, answer.id));
    expect(stored!.status).toBe('published');
    // A job run again for the same version finds nothing to do.
    await run(publication!, (await rowOf(publication!.id)).version, inHours(1));
    expect(linkedin.posts).toHaveLength(1);
    expect(await publicationOf(t, other, answer.id)).toBeUndefined();
  });

  it('waits for a custom time, and a reschedule or a draft cancels the job sent for the old time', async () => {
    const answer = await schedulePost(t, owner, 'Later, please', { at: inHours(2) });
    await t.drainJobs();
    const first = (await publicationOf(t, owner, answer.id))!;
    expect(first.status).toBe('scheduled');
    const v1 = (await rowOf(first.id)).version;
    await run(first, v1, inHours(1)); // not due yet
    expect(linkedin.posts).toHaveLength(0);

    const moved = await t.call(updateAnswer, {
      token: owner.token,
      params: { id: answer.id },
      body: { schedule: 'custom_date', scheduledTime: inHours(5).toISOString().slice(0, 19).replace('T', ' ') },
    });
    expectOk(moved, 200);
    await t.drainJobs();
    const v2 = (await rowOf(first.id)).version;
    expect(v2).toBeGreaterThan(v1);
    await run(first, v1, inHours(3)); // the old time's job: stale
    expect(linkedin.posts).toHaveLength(0);
    await run(first, v2, inHours(6));
    expect(linkedin.posts.map((p) => p.commentary)).toEqual(['Later, please']);

    const drafted = await schedulePost(t, owner, 'Never mind', { at: inHours(2) });
    await t.drainJobs();
    const pending = (await publicationOf(t, owner, drafted.id))!;
    const version = (await rowOf(pending.id)).version;
    await t.call(updateAnswer, { token: owner.token, params: { id: drafted.id }, body: { schedule: 'none' } });
    expect(await publicationOf(t, owner, drafted.id)).toBeUndefined();
    await run(pending, version, inHours(3));

    const deleted = await schedulePost(t, owner, 'Deleted before its time', { at: inHours(2) });
    await t.drainJobs();
    const doomed = (await publicationOf(t, owner, deleted.id))!;
    await t.call(deleteAnswer, { token: owner.token, body: { id: deleted.id } });
    await run(doomed, 1, inHours(3));
    expect(linkedin.posts).toHaveLength(1);
  });

  it('moving a post on the calendar moves its publication, and the job sent for the old time does nothing', async () => {
    const answer = await schedulePost(t, owner, 'Moved on the calendar', { at: inHours(2) });
    await t.drainJobs();
    const publication = (await publicationOf(t, owner, answer.id))!;
    const before = await rowOf(publication.id);
    const later = inHours(8);
    const moved = await t.call(rescheduleAnswer, {
      token: owner.token,
      body: { id: answer.id, scheduledTime: later.toISOString().slice(0, 19).replace('T', ' ') },
    });
    expectOk(moved, 200);
    await t.drainJobs();
    const after = await rowOf(publication.id);
    expect(after.version).toBeGreaterThan(before.version);
    expect(Math.abs(after.runAt.getTime() - later.getTime())).toBeLessThan(1000);
    await run(publication, before.version, inHours(3)); // the old time's job: stale
    expect(linkedin.posts).toHaveLength(0);
    await run(publication, after.version, inHours(9));
    expect(linkedin.posts.map((p) => p.commentary)).toEqual(['Moved on the calendar']);
  });

  it('fails at once with the network’s reason on a 4xx that will not change, with a notice; Retry publishes it', async () => {
    linkedin.failNextPost(422, 'commentary: text is too long');
    const answer = await schedulePost(t, owner, 'Refused at first');
    await t.drainJobs();
    const failed = (await publicationOf(t, owner, answer.id))!;
    expect(failed).toMatchObject({ status: 'failed', attempt: 1, needsSignIn: false });
    expect(failed.error).toBe('LinkedIn answered 422: commentary: text is too long');
    const notice = await t.ctx.db.select().from(notices).where(eq(notices.userId, owner.userId));
    expect(notice.map((n) => n.message)).toContain(
      'Post not published: LinkedIn answered 422: commentary: text is too long',
    );
    expect(linkedin.posts).toHaveLength(0);

    const retry = (token: string) => t.call(retryPublication, { token, body: { id: failed.id } });
    expectError(await retry(other.token), 404);
    expectOk(await retry(owner.token), 200);
    await t.drainJobs();
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published', attempt: 2, error: null });
    expect(linkedin.posts).toHaveLength(1);
    expectError(await retry(owner.token), 409);
  });

  it("refuses a post longer than LinkedIn's 3000 characters when it is scheduled or edited, not when it is due", async () => {
    const tooLong = 'x'.repeat(3001);
    const message = "The post is 3001 characters, longer than LinkedIn's 3000: shorten it, or send it elsewhere";
    const scheduled = await t.call(saveAnswer, {
      token: owner.token,
      body: {
        manualIdea: 'Long',
        postContent: tooLong,
        answerType: 'expert_tip',
        postFormat: 'longform_text',
        schedule: 'asap',
      },
    });
    expect(expectError(scheduled, 400).body.message).toBe(message);
    // A draft may be long; scheduling it, or lengthening a scheduled post, is refused.
    const answer = await schedulePost(t, owner, 'x'.repeat(3000), { at: new Date(Date.now() + 3_600_000) });
    const edited = await t.call(updateAnswer, {
      token: owner.token,
      body: { postContent: tooLong },
      params: { id: answer.id },
    });
    expect(expectError(edited, 400).body.message).toBe(message);
    expect(linkedin.posts).toHaveLength(0);
  });

  it('a failed post given a new time goes back in the queue, and its failure notice not shown yet is taken back', async () => {
    linkedin.failNextPost(422, 'commentary: text is too long');
    const answer = await schedulePost(t, owner, 'Refused, then moved to later');
    await t.drainJobs();
    const failed = (await publicationOf(t, owner, answer.id))!;
    expect(failed.status).toBe('failed');
    const openNotices = async () =>
      (await t.ctx.db.select().from(notices).where(eq(notices.publicationId, failed.id))).filter(
        (notice) => notice.dismissedAt === null,
      );
    expect((await openNotices()).map((notice) => [notice.kind, notice.userId])).toEqual([
      ['publish_failed', owner.userId],
    ]);
    const moved = await t.call(updateAnswer, {
      token: owner.token,
      params: { id: answer.id },
      body: { schedule: 'custom_date', scheduledTime: inHours(4).toISOString().slice(0, 19).replace('T', ' ') },
    });
    expectOk(moved, 200);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'scheduled', error: null });
    expect(await openNotices()).toEqual([]);
  });

  it('retries a network failure with back-off, and looks the post up before posting again', async () => {
    linkedin.failNextPost(503, 'Service Unavailable');
    const answer = await schedulePost(t, owner, 'Through a 503');
    await t.drainJobs();
    const waiting = (await publicationOf(t, owner, answer.id))!;
    expect(waiting.status).toBe('scheduled');
    expect(waiting.error).toMatch(/^Retrying: LinkedIn answered 503/);
    expect(new Date(waiting.runAt).getTime()).toBeGreaterThan(Date.now() + 20_000);
    const row = await rowOf(waiting.id);
    const lookupsBefore = linkedin.requests.filter((r) => r.path === '/rest/posts' && r.method === 'GET').length;
    await run(waiting, row.version, inHours(1));
    expect(linkedin.requests.filter((r) => r.path === '/rest/posts' && r.method === 'GET').length).toBe(
      lookupsBefore + 1,
    );
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published', attempt: 2 });
    expect(linkedin.posts).toHaveLength(1);
  });

  it('a token endpoint down for a moment delays the post instead of failing it', async () => {
    const expiring = eq(integrations.userId, owner.userId);
    await t.ctx.db
      .update(integrations)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(expiring);
    linkedin.refreshesDown = 1;
    const answer = await schedulePost(t, owner, 'Through a token endpoint outage');
    await t.drainJobs();
    const waiting = (await publicationOf(t, owner, answer.id))!;
    expect(waiting).toMatchObject({ status: 'scheduled', error: 'Retrying: LinkedIn token endpoint answered 503' });
    expect(linkedin.posts).toHaveLength(0);
    await run(waiting, (await rowOf(waiting.id)).version, inHours(1));
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published' });
    expect(linkedin.posts).toHaveLength(1);
  });

  it('a token endpoint that stays down fails the post after the attempts, instead of asking it for ever', async () => {
    await t.ctx.db
      .update(integrations)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrations.userId, owner.userId));
    linkedin.refreshesDown = 100;
    try {
      const answer = await schedulePost(t, owner, 'Through a long token endpoint outage');
      await t.drainJobs();
      const id = (await publicationOf(t, owner, answer.id))!.id;
      for (let hours = 1; hours <= 6 && (await rowOf(id)).status === 'scheduled'; hours++) {
        await run({ id }, (await rowOf(id)).version, inHours(hours));
      }
      expect(await publicationOf(t, owner, answer.id)).toMatchObject({
        status: 'failed',
        attempt: 5,
        error: 'LinkedIn token endpoint answered 503',
      });
      expect(linkedin.posts).toHaveLength(0);
    } finally {
      linkedin.refreshesDown = 0;
    }
  });

  it('marks the integration revoked and asks for sign-in when LinkedIn answers 401', async () => {
    const id = await connect(t, other, 'linkedin');
    linkedin.validTokens.clear();
    const answer = await schedulePost(t, other, 'With a dead token');
    await t.drainJobs();
    expect(await publicationOf(t, other, answer.id)).toMatchObject({ status: 'failed', needsSignIn: true });
    expect((await t.ctx.db.select().from(integrations).where(eq(integrations.id, id)))[0]!.status).toBe('revoked');
    await connect(t, owner, 'linkedin', 'Fresh');
  });

  it('a 401 for the token a reconnect has just replaced leaves the reconnected integration connected', async () => {
    const user = await signUp(t, 'publisher-reconnecting@example.com');
    const id = await connect(t, user, 'linkedin');
    let reconnected = () => {};
    const answerAfterReconnect = new Promise<void>((resolve) => {
      reconnected = resolve;
    });
    // LinkedIn refuses the old token, but its answer arrives after the user has reconnected.
    linkedin.failNextPost(401, 'Invalid access token', answerAfterReconnect);
    const postsSent = linkedin.requests.filter((r) => r.method === 'POST' && r.path === '/rest/posts').length;
    const answer = await schedulePost(t, user, 'Refused with the token just replaced');
    const draining = t.drainJobs();
    await waitFor(
      () => linkedin.requests.filter((r) => r.method === 'POST' && r.path === '/rest/posts').length > postsSent,
      'the post to reach LinkedIn',
    );
    const started = await startOAuth(t, user, `type=linkedin&id=${id}`);
    expect((await callBack(t, user, await allowOnConsentPage(started.location), started.cookie)).body.id).toBe(id);
    reconnected();
    await draining;

    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'failed', needsSignIn: true });
    expect((await t.ctx.db.select().from(integrations).where(eq(integrations.id, id)))[0]!.status).toBe('connected');
  });
});

describe('exactly once', () => {
  /**
   * A post whose worker sent it to LinkedIn and died before the answer came: LinkedIn has it, the attempt is left
   * open. `takeover` is when its lease has run out for another worker; `bury` lets the held answer go.
   */
  async function postedByDyingWorker(text: string) {
    const answer = await schedulePost(t, owner, text, { at: inHours(1) });
    await t.drainJobs();
    const publication = (await publicationOf(t, owner, answer.id))!;
    const version = (await rowOf(publication.id)).version;
    linkedin.holdNextPost();
    const dying = run(publication, version, inHours(2));
    await waitFor(() => linkedin.posts.length === 1, 'the post to reach LinkedIn');
    const bury = async () => {
      linkedin.releaseHeld();
      await dying;
    };
    return { answer, publication, version, takeover: new Date(inHours(2).getTime() + LEASE_MS + 1000), bury };
  }

  const attemptsOf = async (publicationId: number) =>
    (await t.ctx.db.select().from(publishAttempts).where(eq(publishAttempts.publicationId, publicationId))).map((a) => [
      a.attempt,
      a.state,
    ]);
  it('a worker killed between the network’s answer and the record: the next one finds the post instead of posting again', async () => {
    const { answer, publication, version, takeover, bury } = await postedByDyingWorker('Posted by a worker that died');
    // The first worker is gone as far as the queue knows; its lease runs out and another worker takes over.
    await run(publication, version, takeover);
    await bury();
    expect(linkedin.posts).toHaveLength(1);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({
      status: 'published',
      networkPostId: linkedin.posts[0]!.urn,
    });
    expect(await attemptsOf(publication.id)).toEqual([[1, 'resolved']]);
  });

  it('does not post again when the network cannot be searched after a crash: it fails with the reason', async () => {
    const { answer, publication, version, takeover, bury } = await postedByDyingWorker('Unknowable');
    linkedin.forbidLookup = true;
    await run(publication, version, takeover);
    await bury();
    linkedin.forbidLookup = false;
    expect(linkedin.posts).toHaveLength(1);
    const failed = (await publicationOf(t, owner, answer.id))!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/may have published this post/);
  });

  it('a post LinkedIn took without naming its id is looked for, not posted again', async () => {
    linkedin.omitIdNext = true;
    const answer = await schedulePost(t, owner, 'Taken without an id');
    await t.drainJobs();
    const waiting = (await publicationOf(t, owner, answer.id))!;
    expect(waiting.error).toBe('Retrying: LinkedIn accepted the post but named no post id (x-restli-id)');
    // Changed now, the post would not be found by what the attempt sent, and would go out a second time.
    const edit = await t.call(updateAnswer, {
      token: owner.token,
      body: { postContent: 'Taken without an id, and edited' },
      params: { id: answer.id },
    });
    expect(expectError(edit, 409).body.message).toBe(UNRESOLVED_POST_MESSAGE);
    await run(waiting, (await rowOf(waiting.id)).version, inHours(1));
    expect(linkedin.posts).toHaveLength(1);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({
      status: 'published',
      networkPostId: linkedin.posts[0]!.urn,
    });
  });

  it('a search that fails for a moment leaves the earlier attempt open: a later run finds the post instead of posting again', async () => {
    const { answer, publication, version, takeover, bury } = await postedByDyingWorker('Posted while LinkedIn wobbled');
    linkedin.lookupsDown = 1;
    await run(publication, version, takeover);
    await bury();
    const waiting = await rowOf(publication.id);
    expect(waiting).toMatchObject({ status: 'scheduled', attempt: 2 });
    expect(waiting.error).toMatch(
      /may have published this post, and the network could not be searched for it just now/,
    );

    await run(publication, waiting.version, new Date(takeover.getTime() + 3600_000));
    expect(linkedin.posts).toHaveLength(1);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({
      status: 'published',
      networkPostId: linkedin.posts[0]!.urn,
    });
    expect(await attemptsOf(publication.id)).toEqual([[1, 'resolved']]);
  });

  it('a search the network keeps failing is given up after the attempts, with the post left open for a Retry to look for', async () => {
    const { answer, publication, takeover, bury } = await postedByDyingWorker('Never searchable');
    linkedin.lookupsDown = 100;
    let at = takeover;
    for (let i = 0; i < 10 && (await rowOf(publication.id)).status !== 'failed'; i++) {
      await run(publication, (await rowOf(publication.id)).version, at);
      at = new Date(at.getTime() + 3600_000);
    }
    await bury();
    const failed = await rowOf(publication.id);
    expect(failed).toMatchObject({ status: 'failed', attempt: 5 });
    expect(failed.error).toMatch(/may have published this post/);
    linkedin.lookupsDown = 0;
    expectOk(await t.call(retryPublication, { token: owner.token, body: { id: publication.id } }));
    await t.drainJobs();
    expect(linkedin.posts).toHaveLength(1);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published' });
  });

  it('a failure before the search (the integration to reconnect) leaves the earlier attempt open for the Retry to look for', async () => {
    const { answer, publication, version, takeover, bury } = await postedByDyingWorker(
      'Posted before the token lapsed',
    );
    const ownersIntegration = eq(integrations.userId, owner.userId);
    await t.ctx.db.update(integrations).set({ status: 'expired' }).where(ownersIntegration);
    await run(publication, version, takeover);
    await bury();
    expect(await rowOf(publication.id)).toMatchObject({ status: 'failed', needsSignIn: 1 });

    await t.ctx.db.update(integrations).set({ status: 'connected' }).where(ownersIntegration);
    expectOk(await t.call(retryPublication, { token: owner.token, body: { id: publication.id } }));
    await t.drainJobs();
    expect(linkedin.posts).toHaveLength(1);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published' });
  });

  it('two workers on the same job publish once', async () => {
    const answer = await schedulePost(t, owner, 'Raced by two workers', { at: inHours(1) });
    await t.drainJobs();
    const publication = (await publicationOf(t, owner, answer.id))!;
    const version = (await rowOf(publication.id)).version;
    await Promise.all([run(publication, version, inHours(2)), run(publication, version, inHours(2))]);
    expect(linkedin.posts).toHaveLength(1);
    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published', attempt: 1 });
  });
});
