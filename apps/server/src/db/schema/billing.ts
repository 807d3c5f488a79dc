import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's Stripe customer, created when first needed, and the payment methods last read from Stripe. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  /** The list as the API answers it; null when it must be read from Stripe again. */
  paymentMethods: jsonb('payment_methods'),
  /** When the list was last read from Stripe, or dropped (paymentMethods null): the kept list's version. */
  paymentMethodsFetchedAt: timestamp('payment_methods_fetched_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already applied, so a redelivered event is applied once. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_webhook_events_received_idx').on(t.receivedAt)],
);
