import type { EmailLookupStatus } from '@inroad/contracts/engage';
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** E-mail finder answers per (user, person, company), so a second look costs no lookup. */
export const emailLookups = pgTable(
  'email_lookups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person: LinkedIn profile id, profile URL, or the name. */
    personKey: text('person_key').notNull(),
    /** The company: LinkedIn company id, domain, or name. */
    companyKey: text('company_key').notNull(),
    domain: text('domain').notNull(),
    email: text('email'),
    status: text('status').$type<EmailLookupStatus>().notNull(),
    verified: boolean('verified').notNull().default(false),
    provider: text('provider').$type<'hunter' | 'builtin'>().notNull(),
    alternatives: text('alternatives').array().notNull(),
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.personKey, t.companyKey] })],
);
