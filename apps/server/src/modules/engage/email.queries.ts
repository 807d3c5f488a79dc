import type { EmailLookupStatus } from '@inroad/contracts/engage';
import { eq } from 'drizzle-orm';
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
    });
}
