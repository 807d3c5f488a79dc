import { deleteIntegration } from '@inroad/contracts/integrations';
import { retryPublication, setPublicationTarget, UNRESOLVED_POST_MESSAGE } from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../../../test/fake-linkedin-server.ts';
import { type FakeReddit, redditEnv, startFakeReddit } from '../../../test/fake-reddit-server.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { connect } from '../../../test/integrations-fixtures.ts';
import { publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { integrations, publications } from '../../db/schema/index.ts';
import { WAITING_FOR_EXTENSION } from './extension-publishing.ts';
import { runPublication } from './publisher.ts';

// An attempt whose answer was lost stays open, and the next run looks for its post through the integration that made
// it. Once that integration is removed nothing can look, and an attempt left open would refuse every Retry, new
// destination and edit for good: the run closes it, telling the user to look on the network before retrying.

let t: TestApp;
let reddit: FakeReddit;
let linkedin: FakeLinkedIn;
beforeAll(async () => {
  reddit = await startFakeReddit();
  linkedin = await startFakeLinkedIn();
  t = await startTestApp({
    ...redditEnv(reddit),
    ...linkedInEnv(linkedin),
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64url'),
  });
});
afterAll(async () => {
  await t.close();
  await reddit.close();
  await linkedin.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  reddit.refreshesRefused = false;
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);
const versionOf = async (id: number) =>
  (await t.ctx.db.select().from(publications).where(eq(publications.id, id)))[0]!.version;
/** Runs the publication's job as it stands now (its current version) at `at`. */
const runDue = async (publicationId: number, at: Date) =>
  runPublication(t.ctx, { publicationId, version: await versionOf(publicationId) }, at);
const retry = (user: TestUser, id: number) => t.call(retryPublication, { token: user.token, body: { id } });
const removeIntegration = (user: TestUser, id: number) =>
  t.call(deleteIntegration, { token: user.token, body: { id } });

/** Reddit takes the next submit, and its answer never comes back: the request times out. */
function loseNextSubmitAnswer() {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.endsWith('/api/submit')) return response;
    spy.mockRestore();
    await response.arrayBuffer();
    throw new Error('The operation was aborted due to timeout');
  });
}

describe('a post whose integration was removed while an attempt of it was open', () => {
  it('Reddit: fails once, to be checked on Reddit, then goes out once through another integration', async () => {
    const user = await signUp(t, 'removed-reddit@example.com');
    const first = await connect(t, user, 'reddit');
    const title = 'Lost answer, removed integration';
    const answer = await schedulePost(t, user, 'Posted while its answer was lost', { at: inHours(1) });
    const target = (integrationId: number) =>
      t.call(setPublicationTarget, {
        token: user.token,
        body: { answerId: answer.id, integrationId, subreddit: 'sales', title },
      });
    const { id } = expectOk(await target(first), 200).body;
    const sent = () => reddit.posts.filter((post) => post.title === title);

    loseNextSubmitAnswer();
    await runDue(id, inHours(2));
    expect(sent()).toHaveLength(1);
    const waiting = (await publicationOf(t, user, answer.id))!;
    expect(waiting.status).toBe('scheduled');
    expect(waiting.error).toMatch(/^Retrying: Network error/);

    // The next run finds the token expired and Reddit refusing the refresh. The integration is still there, so its
    // attempt stays open for a lookup once it is connected again: the destination cannot change meanwhile.
    await t.ctx.db
      .update(integrations)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrations.id, first));
    reddit.refreshesRefused = true;
    await runDue(id, inHours(3));
    reddit.refreshesRefused = false;
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'failed', needsSignIn: true });
    expect(expectError(await target(first), 409).body.message).toBe(UNRESOLVED_POST_MESSAGE);

    // The user removes the integration and adds the account again, then retries.
    expectOk(await removeIntegration(user, first), 200);
    const second = await connect(t, user, 'reddit');
    expectOk(await retry(user, id), 200);
    await t.drainJobs();
    const failed = (await publicationOf(t, user, answer.id))!;
    expect(failed).toMatchObject({ status: 'failed', needsSignIn: true, integrationId: null });
    expect(failed.error).toBe(
      'An earlier attempt may have published this post, and the integration that posted it was removed; check Reddit before retrying, and choose another Reddit integration',
    );
    expect(sent()).toHaveLength(1);

    // Having looked, the user chooses the new integration in 'Publish to' and retries: the post goes out once.
    expect(expectOk(await target(second), 200).body).toMatchObject({ integrationId: second, status: 'failed' });
    expectOk(await retry(user, id), 200);
    await t.drainJobs();
    expect(sent()).toHaveLength(2);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({
      status: 'published',
      integrationId: second,
      networkPostId: `t3_${sent()[1]!.id}`,
      error: null,
    });
  });

  it('LinkedIn: fails once, to be checked on LinkedIn, then Retry hands the post to the extension', async () => {
    const user = await signUp(t, 'removed-linkedin@example.com');
    const integrationId = await connect(t, user, 'linkedin');
    const text = 'Taken without an id before the integration went';
    const sent = () => linkedin.posts.filter((post) => post.commentary === text);
    linkedin.omitIdNext = true;
    const answer = await schedulePost(t, user, text);
    await t.drainJobs();
    const waiting = (await publicationOf(t, user, answer.id))!;
    expect(waiting).toMatchObject({ status: 'scheduled', integrationId });
    expect(sent()).toHaveLength(1);

    // Without an integration the post goes through the extension, which cannot search LinkedIn for the earlier one.
    expectOk(await removeIntegration(user, integrationId), 200);
    await runDue(waiting.id, inHours(1));
    const failed = (await publicationOf(t, user, answer.id))!;
    expect(failed).toMatchObject({ status: 'failed', integrationId: null });
    expect(failed.error).toBe(
      'An earlier attempt may have published this post, and the integration that posted it was removed; check LinkedIn before retrying',
    );

    expectOk(await retry(user, waiting.id), 200);
    await t.drainJobs();
    expect(await publicationOf(t, user, answer.id)).toMatchObject({
      status: 'publishing',
      waitingForExtension: true,
      error: WAITING_FOR_EXTENSION,
    });
    expect(sent()).toHaveLength(1);
  });
});
