import { listIntegrations } from '@inroad/contracts/integrations';
import { retryPublication, setPublicationTarget } from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeReddit, redditEnv, startFakeReddit } from '../../../test/fake-reddit-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { allowOnConsentPage, callBack, connect, startOAuth } from '../../../test/integrations-fixtures.ts';
import { pngBytes, publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { publications } from '../../db/schema/index.ts';
import { runPublication } from './publisher.ts';

let t: TestApp;
let reddit: FakeReddit;
beforeAll(async () => {
  reddit = await startFakeReddit();
  t = await startTestApp({
    ...redditEnv(reddit),
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
    SECRET_KEY: 'test-secret-key-for-signed-media-urls',
  });
});
afterAll(async () => {
  await t.close();
  await reddit.close();
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);
const versionOf = async (id: number) =>
  (await t.ctx.db.select().from(publications).where(eq(publications.id, id)))[0]!.version;
const runDue = async (publicationId: number, at: Date) =>
  runPublication(t.ctx, { publicationId, version: await versionOf(publicationId) }, at);
async function statusOf(user: TestUser, integrationId: number) {
  const listed = expectOk(await t.call(listIntegrations, { token: user.token }), 200).body.integrations;
  return listed.find((integration) => integration.id === integrationId)?.status;
}

/** An image post to the user's profile through the integration, due in an hour. */
async function scheduleImagePost(user: TestUser, integrationId: number, title: string, seed: number) {
  const answer = await schedulePost(t, user, title, { at: inHours(1), imageBytes: pngBytes(seed) });
  const body = { answerId: answer.id, integrationId, title };
  const chosen = expectOk(await t.call(setPublicationTarget, { token: user.token, body }), 200);
  return { answerId: answer.id, publicationId: chosen.body.id };
}

describe('Reddit’s history permission, where an image post is found after it goes up', () => {
  it('publishes an image post through a newly connected integration', async () => {
    const user = await signUp(t, 'reddit-history-fresh@example.com');
    const integrationId = await connect(t, user, 'reddit');
    const post = await scheduleImagePost(user, integrationId, 'Pipeline, charted', 5);
    await runDue(post.publicationId, inHours(2));
    const sent = reddit.posts.filter((p) => p.title === 'Pipeline, charted');
    expect(sent).toEqual([expect.objectContaining({ kind: 'image', sr: `u_${reddit.username}` })]);
    expect(await publicationOf(t, user, post.answerId)).toMatchObject({
      status: 'published',
      networkPostId: `t3_${sent[0]!.id}`,
      error: null,
    });
  });

  it('sends nothing through an integration granted without history, and posts once after it is reconnected', async () => {
    const user = await signUp(t, 'reddit-history-missing@example.com');
    // Granted as Inroad asked before it needed history.
    reddit.scopesGranted = ['identity', 'submit', 'read', 'mysubreddits'];
    const integrationId = await connect(t, user, 'reddit').finally(() => {
      reddit.scopesGranted = null;
    });
    expect(await statusOf(user, integrationId)).toBe('expired');

    const post = await scheduleImagePost(user, integrationId, 'A chart, once', 6);
    await runDue(post.publicationId, inHours(2));
    expect(reddit.posts.filter((p) => p.title === 'A chart, once')).toEqual([]);
    expect(await publicationOf(t, user, post.answerId)).toMatchObject({
      status: 'failed',
      needsSignIn: true,
      error: 'The reddit integration has expired; connect it again',
    });

    const started = await startOAuth(t, user, `type=reddit&id=${integrationId}`);
    const reconnected = await callBack(t, user, await allowOnConsentPage(started.location), started.cookie);
    expect(reconnected.body.id).toBe(integrationId);
    expect(await statusOf(user, integrationId)).toBe('connected');
    expectOk(await t.call(retryPublication, { token: user.token, body: { id: post.publicationId } }), 200);
    await t.drainJobs();
    const sent = reddit.posts.filter((p) => p.title === 'A chart, once');
    expect(sent).toHaveLength(1);
    expect(await publicationOf(t, user, post.answerId)).toMatchObject({
      status: 'published',
      networkPostId: `t3_${sent[0]!.id}`,
    });
  });
});
