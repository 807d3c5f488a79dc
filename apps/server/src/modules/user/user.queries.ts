import type { MetadataFlag } from '@inroad/contracts/user';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The user's IANA time zone (users.time_zone), the one all their local times are read in; UTC when unknown. */
export async function userTimeZone(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/**
 * Locks the user's row until the transaction ends, so that a user's writes that check something first (a count under
 * a cap, a free posting slot) queue behind each other: under PostgreSQL's READ COMMITTED, two such checks at once
 * both pass. NO KEY UPDATE: rows that reference the user (a post, a notice) can still be inserted meanwhile.
 */
export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

const settingsColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  timeZone: users.timeZone,
  metadata: users.metadata,
};

export async function findUserSettings(db: DbOrTx, userId: string) {
  const [row] = await db.select(settingsColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUserFields(
  db: DbOrTx,
  userId: string,
  fields: { firstName?: string; lastName?: string; timeZone?: string },
) {
  const [row] = await db.update(users).set(fields).where(eq(users.id, userId)).returning(settingsColumns);
  return row;
}

/** Sets flags inside the metadata document without touching the others (no read-modify-write race). */
export async function setMetadataFlags(db: DbOrTx, userId: string, flags: Partial<Record<MetadataFlag, boolean>>) {
  const [row] = await db
    .update(users)
    .set({ metadata: sql`${users.metadata} || ${JSON.stringify(flags)}::jsonb` })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  return row;
}
