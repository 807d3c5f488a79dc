import { claimInstruction, type ReportInstructionBody, reportInstruction } from '@inroad/contracts/instructions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../../../test/fake-linkedin-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { connect } from '../../../test/integrations-fixtures.ts';
import { publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { integrations } from '../../db/schema/index.ts';
import { readPostMetrics } from './metrics.ts';

// LinkedIn answers a post's likes and comments to an app only with r_member_social, which an integration is not
// granted (the fake refuses it with 403, as LinkedIn does): the extension reads them in the user's session.

let t: TestApp;
let linkedin: FakeLinkedIn;
let owner: TestUser;
let integrationId: number;
beforeAll(async () => {
  linkedin = await startFakeLinkedIn();
  t = await startTestApp({
    ...linkedInEnv(linkedin),
    ACTION_SPACING_SECONDS: '0',
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
    SECRET_KEY: 'test-secret-key-for-signed-media-urls',
  });
  owner = await signUp(t, 'linkedin-numbers@example.com');
  integrationId = await connect(t, owner, 'linkedin');
});
afterAll(async () => {
  await t.close();
  await linkedin.close();
});

const claim = async () => expectOk(await t.call(claimInstruction, { token: owner.token }), 200).body.instruction;
const report = (id: string, body: ReportInstructionBody) =>
  t.call(reportInstruction, { token: owner.token, params: { id }, body });

describe('the numbers of a post a LinkedIn integration published', () => {
  it('are read by the extension and shown on the queue row, the week’s last read included', async () => {
    const answer = await schedulePost(t, owner, 'Published through the integration, counted in the browser');
    await t.drainJobs();
    const published = (await publicationOf(t, owner, answer.id))!;
    expect(published).toMatchObject({ status: 'published', integrationId, metrics: null });
    const urn = published.networkPostId!;
    expect(linkedin.posts.map((post) => post.urn)).toEqual([urn]);
    const after = (hours: number) => new Date(new Date(published.publishedAt!).getTime() + hours * 3600_000);

    await readPostMetrics(t.ctx, { publicationId: published.id, read: 0 }, after(1));
    const first = await claim();
    expect(first).toMatchObject({
      type: 'read_post_metrics',
      payload: { platform: 'linkedin', publicationId: published.id, postUrn: urn, read: 0 },
    });
    const numbers = { likes: 12, comments: 3, shares: 1 };
    expectOk(await report(first!.id, { status: 'done', result: { metrics: numbers } }), 200);
    expect((await publicationOf(t, owner, answer.id))!.metrics).toMatchObject(numbers);

    // The last read waits for the browser like the others rather than failing its job, and the extension reads
    // in the user's session whatever the integration's state.
    await t.ctx.db.update(integrations).set({ status: 'expired' }).where(eq(integrations.id, integrationId));
    await expect(readPostMetrics(t.ctx, { publicationId: published.id, read: 3 }, after(168))).resolves.toBeUndefined();
    const last = await claim();
    expect(last).toMatchObject({ type: 'read_post_metrics', payload: { postUrn: urn, read: 3 } });
    const later = { likes: 40, comments: 9, shares: null };
    expectOk(await report(last!.id, { status: 'done', result: { metrics: later } }), 200);
    expect((await publicationOf(t, owner, answer.id))!.metrics).toMatchObject(later);
  });
});
