import { getBillingUsage } from '@inroad/contracts/billing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { fakeBytes, putFile, requestUpload } from '../../../test/media-fixtures.ts';
import { media } from '../../db/schema/index.ts';

// The files go to the test app's own media folder (test/harness.ts).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MEDIA_QUOTA_BYTES: '3000', MEDIA_MAX_IMAGE_BYTES: '2000', MEDIA_URL_TTL_SECONDS: '60' });
});
afterAll(async () => {
  await t.close();
});

describe("a user's media quota", () => {
  it('counts uploaded files and uploads still to come, refuses one past the quota with why, and only for that user, until the retention job frees it', async () => {
    const user = await signUp(t, 'quota@example.com');
    const first = await requestUpload(t, user, { fileType: 'png', size: 1500 });
    expect(first.status).toBe(200);
    expect((await putFile(t, first.body.presignedS3URL, fakeBytes(1500), 'image/png')).status).toBe(200);
    // Settings shows the same count.
    const usage = await t.call(getBillingUsage, { token: user.token });
    expect(usage.body).toMatchObject({ media: { bytes: 1500, quotaBytes: 3000 } });

    // Without a declared size, an upload holds the most an image may be until it arrives.
    const undeclared = await requestUpload(t, user, { fileType: 'png' });
    expect(undeclared.status).toBe(413);
    expect(undeclared.body).toMatchObject({
      message:
        'This file (up to 2 KB) would take your media past its 2.9 KB of storage, 1.5 KB of which is in use: delete posts whose media you no longer need (their files go within a day)',
    });

    // Two asked for at once: one fits, and the other is counted against it.
    const both = await Promise.all([
      requestUpload(t, user, { fileType: 'png', size: 1000 }),
      requestUpload(t, user, { fileType: 'png', size: 1000 }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 413]);
    expect(both.find((answer) => answer.status === 413)?.body).toMatchObject({
      message: expect.stringMatching(
        /^This file \(1000 bytes\) would take your media past its 2\.9 KB of storage, 2\.4 KB /,
      ),
    });

    // An upload never saved with a post holds its share until the retention job deletes it, a day later.
    await t.ctx.db
      .update(media)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(media.userId, user.userId), eq(media.state, 'pending')));
    expect((await requestUpload(t, user, { fileType: 'png', size: 1000 })).status).toBe(413);
    await t.ctx.queue.send('retention.prune', {});
    await t.drainJobs();
    expect((await requestUpload(t, user, { fileType: 'png', size: 1000 })).status).toBe(200);

    const other = await signUp(t, 'quota-other@example.com');
    expect((await requestUpload(t, other, { fileType: 'png', size: 1500 })).status).toBe(200);
  });
});
