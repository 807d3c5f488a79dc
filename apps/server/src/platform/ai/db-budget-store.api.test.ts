import { getUserSettings } from '@inroad/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createDbBudgetStore } from './db-budget-store.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await startTestApp();
  const token = await t.session('budget@example.com');
  userId = expectOk(await t.call(getUserSettings, { token })).body.id;
});
afterAll(async () => {
  await t.close();
});

describe('the daily AI allowance in the database', () => {
  it('grants exactly the limit, even to concurrent calls, and starts again the next day', async () => {
    const store = createDbBudgetStore(t.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => store.tryConsume({ userId, day: '2026-11-22', limit: 5 })),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(await store.tryConsume({ userId, day: '2026-11-22', limit: 5 })).toBe(false);
    expect(await store.tryConsume({ userId, day: '2026-11-23', limit: 5 })).toBe(true);
    expect(await store.tryConsume({ userId, day: '2026-11-23', limit: 0 })).toBe(false);
  });

  it('takes back a call the model never answered, never below none', async () => {
    const store = createDbBudgetStore(t.ctx.db);
    const day = '2026-11-24';
    expect(await store.tryConsume({ userId, day, limit: 1 })).toBe(true);
    expect(await store.tryConsume({ userId, day, limit: 1 })).toBe(false);
    await store.giveBack({ userId, day });
    await store.giveBack({ userId, day });
    expect(await store.tryConsume({ userId, day, limit: 1 })).toBe(true);
    expect(await store.tryConsume({ userId, day, limit: 1 })).toBe(false);
  });
});
