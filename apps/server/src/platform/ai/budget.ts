import { AppError } from '../../http/app-error.ts';

/**
 * A per-user daily allowance of model calls. The counter lives behind a small store interface so the
 * server can keep it in the database (shared by every API process) while tests and single-process runs
 * use the in-memory store.
 */
export interface AiBudgetStore {
  /** Counts one call for `userId` on `day` (YYYY-MM-DD, UTC) when fewer than `limit` were counted; false when spent. */
  tryConsume(input: { userId: string; day: string; limit: number }): Promise<boolean>;
  /** Takes back one call counted on `day` that the model never answered (it was down, or busy); never below 0. */
  giveBack(input: { userId: string; day: string }): Promise<void>;
}

/** An AppError (429, Retry-After until midnight UTC), so the error handler answers it like any other. */
export class AiBudgetExceededError extends AppError {
  readonly limit: number;
  readonly resetsAt: Date;

  constructor(limit: number, now: Date) {
    const resetsAt = nextUtcMidnight(now);
    super('RATE_LIMITED', `Daily AI limit of ${limit} requests reached; it resets at 00:00 UTC`, {
      retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
    });
    this.name = 'AiBudgetExceededError';
    this.limit = limit;
    this.resetsAt = resetsAt;
  }
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function createMemoryBudgetStore(): AiBudgetStore {
  const counts = new Map<string, number>();
  let currentDay = '';
  return {
    async tryConsume({ userId, day, limit }) {
      // Only today's counters matter; dropping the rest keeps the map from growing day after day.
      if (day !== currentDay) {
        counts.clear();
        currentDay = day;
      }
      const used = counts.get(userId) ?? 0;
      if (used >= limit) return false;
      counts.set(userId, used + 1);
      return true;
    },
    async giveBack({ userId, day }) {
      const used = counts.get(userId) ?? 0;
      if (day === currentDay && used > 0) counts.set(userId, used - 1);
    },
  };
}
