import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiUsage } from '../../db/schema/index.ts';
import type { AiBudgetStore } from './budget.ts';

/**
 * The daily AI allowance kept in the database, so every API process shares one count and a restart
 * does not refill it. The increment is one conditional upsert: two concurrent calls cannot both take
 * the last unit.
 */
export function createDbBudgetStore(db: Db): AiBudgetStore {
  return {
    async tryConsume({ userId, day, limit }) {
      if (limit <= 0) return false;
      const rows = await db
        .insert(aiUsage)
        .values({ userId, day, calls: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: { calls: sql`${aiUsage.calls} + 1` },
          setWhere: lt(aiUsage.calls, limit),
        })
        .returning({ calls: aiUsage.calls });
      return rows.length > 0;
    },
    async giveBack({ userId, day }) {
      await db
        .update(aiUsage)
        .set({ calls: sql`${aiUsage.calls} - 1` })
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day), gt(aiUsage.calls, 0)));
    },
  };
}
