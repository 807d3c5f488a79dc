import { lt } from 'drizzle-orm';
import { loginTokens, sessions } from '../db/schema/index.ts';
import type { JobDefinition } from './registry.ts';

/** Deletes expired sign-in links and sessions. Idempotent: running it twice deletes nothing more. */
export const cleanupAuthJob: JobDefinition = {
  name: 'auth.cleanup',
  batchSize: 1,
  async handle(ctx) {
    const now = new Date();
    await ctx.db.delete(loginTokens).where(lt(loginTokens.expiresAt, now));
    await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
  },
};
