import type { EngageQuota } from '@inroad/contracts/engage';
import type { Db } from '../../db/client.ts';
import { findQueueState } from '../instructions/instructions.queries.ts';
import { capUsage } from './caps.ts';

export async function getEngageQuota(options: { db: Db; userId: string; now?: Date }): Promise<EngageQuota> {
  const now = options.now ?? new Date();
  const state = await findQueueState(options.db, options.userId);
  const account = state?.linkedinAccount ?? 'unknown';
  const paused =
    state?.pausedUntil && state.pausedUntil > now
      ? { until: state.pausedUntil.toISOString(), reason: state.pauseReason ?? 'rate_limit' }
      : null;
  return {
    caps: await capUsage(options.db, { userId: options.userId, account, now }),
    paused,
    linkedinAccount: account,
  };
}
