import { getUserSettings } from '@inroad/contracts/user';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { aiUsage, instructions, sessions } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the retention job', () => {
  it('prunes finished instructions and AI usage past their retention, and expired sessions, and keeps the rest', async () => {
    t = await startTestApp({ INSTRUCTION_RETENTION_DAYS: '40', AI_USAGE_RETENTION_DAYS: '10' });
    const { db } = t.ctx;
    const user = await signUp(t);
    const instruction = (status: 'pending' | 'running' | 'done' | 'failed' | 'cancelled', age: number) => ({
      userId: user.userId,
      type: 'like' as const,
      payload: { status, age },
      status,
      createdAt: daysAgo(age),
      finishedAt: status === 'pending' || status === 'running' ? null : daysAgo(age),
    });
    await db
      .insert(instructions)
      .values([
        instruction('done', 41),
        instruction('failed', 60),
        instruction('cancelled', 45),
        instruction('done', 39),
        instruction('pending', 100),
        instruction('running', 50),
      ]);
    const day = (age: number) => daysAgo(age).toISOString().slice(0, 10);
    await db.insert(aiUsage).values([
      { userId: user.userId, day: day(11), calls: 3 },
      { userId: user.userId, day: day(9), calls: 4 },
      { userId: user.userId, day: day(0), calls: 5 },
    ]);
    await db.insert(sessions).values({ tokenHash: 'expired-session', userId: user.userId, expiresAt: daysAgo(1) });

    await t.ctx.queue.send('retention.prune', {});
    await t.drainJobs();

    const left = await db
      .select({ status: instructions.status, payload: instructions.payload })
      .from(instructions)
      .where(eq(instructions.userId, user.userId));
    expect(left.map((row) => `${row.status}:${row.payload.age}`).sort()).toEqual([
      'done:39',
      'pending:100',
      'running:50',
    ]);
    const usage = await db.select({ day: aiUsage.day }).from(aiUsage).where(eq(aiUsage.userId, user.userId));
    expect(usage.map((row) => row.day).sort()).toEqual([day(9), day(0)].sort());
    const userSessions = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.userId));
    expect(userSessions.map((row) => row.tokenHash)).not.toContain('expired-session');
    // The session the user signed in with is still valid and still works.
    expect(userSessions).toHaveLength(1);
    expect((await t.call(getUserSettings, { token: user.token })).status).toBe(200);
  });

  it('refuses a retention shorter than the longest action cap window', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(() => loadConfig({ INSTRUCTION_RETENTION_DAYS: '7' })).toThrow(/INSTRUCTION_RETENTION_DAYS/);
  });
});
