import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginTokens } from '../db/schema/index.ts';
import { HOUSEKEEPING_POLLING_SECONDS, type JobDefinition } from './job-definition.ts';

/** Deletes expired sign-in links (expired sessions go with the retention job). Idempotent. */
export const cleanupAuthJob: JobDefinition<{ db: Db }, 'auth.cleanup'> = {
  name: 'auth.cleanup',
  batchSize: 1,
  // Sent by the server on a timer; nobody waits on it.
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
  async handle(ctx) {
    const now = new Date();
    await ctx.db.delete(loginTokens).where(lt(loginTokens.expiresAt, now));
  },
};
