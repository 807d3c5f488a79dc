import type { EmailLookupStatus } from '@inroad/contracts/engage';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailLookups } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type EmailLookupRow = typeof emailLookups.$inferSelect;

export async function findEmailLookup(
  db: DbOrTx,
  userId: string,
  personKey: string,
  companyKey: string,
): Promise<EmailLookupRow | undefined> {
  const [row] = await db
    .select()
    .from(emailLookups)
    .where(
      ownedBy(
        emailLookups.userId,
        userId,
        eq(emailLookups.personKey, personKey),
        eq(emailLookups.companyKey, companyKey),
      ),
    );
  return row;
}

export async function saveEmailLookup(
  db: DbOrTx,
  row: {
    userId: string;
    personKey: string;
    companyKey: string;
    domain: string;
    email: string | null;
    status: EmailLookupStatus;
    verified: boolean;
    provider: 'hunter' | 'builtin';
    alternatives: string[];
    lookedUpAt: Date;
  },
): Promise<void> {
  const { userId, personKey, companyKey, ...answer } = row;
  await db
    .insert(emailLookups)
    .values(row)
    .onConflictDoUpdate({
      target: [emailLookups.userId, emailLookups.personKey, emailLookups.companyKey],
      set: answer,
      // Two lookups of one person at once (two tabs, a double click on 'Find again') may answer in either order: the
      // one asked last is kept, not the one that answered last.
      setWhere: sql`${emailLookups.lookedUpAt} <= excluded.looked_up_at`,
    });
}
