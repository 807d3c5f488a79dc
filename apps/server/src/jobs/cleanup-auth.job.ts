import { lt } from 'drizzle-orm';
import { loginTokens } from '../db/schema/index.ts';
import type { JobDefinition } from './registry.ts';

/** Deletes expired sign-in links (expired sessions go with the retention job). Idempotent. */
export const cleanupAuthJob: JobDefinition = {
  name: 'auth.cleanup',
  batchSize: 1,
  async handle(ctx) {
    const now = new Date();
    await ctx.db.delete(loginTokens).where(lt(loginTokens.expiresAt, now));
  },
};
