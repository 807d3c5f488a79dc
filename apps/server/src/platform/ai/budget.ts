/**
 * A per-user daily allowance of model calls. The counter lives behind a small store interface so the
 * server can keep it in the database (shared by every API process) while tests and single-process runs
 * use the in-memory store.
 */
export interface AiBudgetStore {
  /** Counts one call for `userId` on `day` (YYYY-MM-DD, UTC) when fewer than `limit` were counted; false when spent. */
  tryConsume(input: { userId: string; day: string; limit: number }): Promise<boolean>;
}

export class AiBudgetExceededError extends Error {
  readonly code = 'RATE_LIMITED';
  readonly status = 429;
  readonly limit: number;
  readonly resetsAt: Date;
  /** Seconds until the allowance resets, for the Retry-After header. */
  readonly retryAfterSeconds: number;

  constructor(limit: number, now: Date) {
    super(`Daily AI limit of ${limit} requests reached; it resets at 00:00 UTC`);
    this.name = 'AiBudgetExceededError';
    this.limit = limit;
    this.resetsAt = nextUtcMidnight(now);
    this.retryAfterSeconds = Math.max(1, Math.ceil((this.resetsAt.getTime() - now.getTime()) / 1000));
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
  };
}
