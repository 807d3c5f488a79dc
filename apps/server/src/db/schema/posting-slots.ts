import type { Weekday } from '@inroad/contracts/posting-slots';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's weekly posting time: a weekday and an `HH:MM` on their own clock (users.time_zone). */
export const postingSlots = pgTable(
  'posting_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: text('weekday').$type<Weekday>().notNull(),
    time: text('time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('posting_slots_user_weekday_time_key').on(t.userId, t.weekday, t.time),
    index('posting_slots_user_idx').on(t.userId),
  ],
);
