import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { AiBudgetExceededError, createMemoryBudgetStore, nextUtcMidnight, utcDay } from './budget.ts';
import { createSemaphore } from './semaphore.ts';

describe('memory budget store', () => {
  it('allows `limit` calls per user per day', async () => {
    const store = createMemoryBudgetStore();
    const take = (userId: string, day = '2025-01-01') => store.tryConsume({ userId, day, limit: 2 });
    expect([await take('a'), await take('a'), await take('a'), await take('b')]).toEqual([true, true, false, true]);
    expect(await take('a', '2025-01-02')).toBe(true);
  });

  it('takes back a call the model never answered, never below none and not on another day', async () => {
    const store = createMemoryBudgetStore();
    const take = () => store.tryConsume({ userId: 'a', day: '2025-01-01', limit: 1 });
    expect(await take()).toBe(true);
    await store.giveBack({ userId: 'a', day: '2025-01-01' });
    await store.giveBack({ userId: 'a', day: '2025-01-01' });
    expect([await take(), await take()]).toEqual([true, false]);
    await store.giveBack({ userId: 'a', day: '2024-12-31' });
    expect(await take()).toBe(false);
  });

  it('reports when the allowance resets', () => {
    const now = new Date('2025-06-30T22:30:00Z');
    expect(utcDay(now)).toBe('2025-06-30');
    expect(nextUtcMidnight(now).toISOString()).toBe('2025-07-01T00:00:00.000Z');
    const error = new AiBudgetExceededError(50, now);
    expect(error.message).toBe('Daily AI limit of 50 requests reached; it resets at 00:00 UTC');
    expect(error.retryAfterSeconds).toBe(5400);
    expect(error.status).toBe(429);
    // An AppError, so the error handler answers it as 429 RATE_LIMITED with Retry-After, like any other.
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('RATE_LIMITED');
  });
});

describe('semaphore', () => {
  it('hands slots out in order and times out waiters', async () => {
    const slots = createSemaphore(1);
    const first = await slots.acquire();
    const second = slots.acquire(1_000);
    const third = slots.acquire(10);
    expect(await third).toBeUndefined();
    expect(slots.waiting).toBe(1);
    first?.();
    const release = await second;
    expect(release).toBeTypeOf('function');
    expect(slots.active).toBe(1);
    release?.();
    release?.();
    expect(slots.active).toBe(0);
  });
});
