import { eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aiUsage, billingCustomers, billingWebhookEvents, users } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

export async function findCustomer(db: DbOrTx, userId: string): Promise<BillingCustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(ownedBy(billingCustomers.userId, userId));
  return row;
}

/** Keeps the first customer stored for the user: two requests racing to create one agree on the same row. */
export async function insertCustomer(
  db: DbOrTx,
  userId: string,
  stripeCustomerId: string,
): Promise<BillingCustomerRow> {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
  const row = await findCustomer(db, userId);
  if (!row) throw new Error('billing customer vanished after insert');
  return row;
}

/**
 * Keeps the list just read from Stripe, unless the kept one changed after `readAt` (the paymentMethodsFetchedAt seen
 * before asking Stripe): a removal or a webhook dropped it meanwhile, and Stripe may have answered before that change.
 */
export async function cachePaymentMethods(
  db: DbOrTx,
  userId: string,
  paymentMethods: unknown,
  fetchedAt: Date,
  readAt: Date | null,
): Promise<void> {
  const unchanged = readAt
    ? eq(billingCustomers.paymentMethodsFetchedAt, readAt)
    : isNull(billingCustomers.paymentMethodsFetchedAt);
  await db
    .update(billingCustomers)
    .set({ paymentMethods, paymentMethodsFetchedAt: fetchedAt })
    .where(ownedBy(billingCustomers.userId, userId, unchanged));
}

/** Drops the kept list; the time it was dropped stops a list read from Stripe before then being kept. */
export async function invalidatePaymentMethods(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(billingCustomers)
    .set({ paymentMethods: null, paymentMethodsFetchedAt: new Date() })
    .where(ownedBy(billingCustomers.userId, userId));
}

/** Forgets a customer Stripe no longer has (only that one: a replacement stored meanwhile stays). */
export async function forgetCustomer(db: DbOrTx, stripeCustomerId: string, userId?: string): Promise<void> {
  const customer = eq(billingCustomers.stripeCustomerId, stripeCustomerId);
  await db.delete(billingCustomers).where(userId ? ownedBy(billingCustomers.userId, userId, customer) : customer);
}

/** For webhooks, which name Stripe's customer, not a user; answers whether Inroad knows that customer. */
export async function invalidatePaymentMethodsOfCustomer(db: DbOrTx, stripeCustomerId: string): Promise<boolean> {
  const rows = await db
    .update(billingCustomers)
    .set({ paymentMethods: null, paymentMethodsFetchedAt: new Date() })
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
    .returning({ userId: billingCustomers.userId });
  return rows.length > 0;
}

/** Records a webhook event; false when it was recorded before (a redelivery). */
export async function recordWebhookEvent(db: DbOrTx, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingWebhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: billingWebhookEvents.eventId });
  return rows.length > 0;
}

/** Stripe redelivers an event for up to three days; ids older than the window need not be kept. */
export async function deleteWebhookEventsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(billingWebhookEvents).where(lt(billingWebhookEvents.receivedAt, before));
}

/** Model calls counted for the user from `fromDay` (YYYY-MM-DD) on. */
export async function countAiRequestsSince(db: DbOrTx, userId: string, fromDay: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${aiUsage.calls}), 0)` })
    .from(aiUsage)
    .where(ownedBy(aiUsage.userId, userId, gte(aiUsage.day, fromDay)));
  return Number(row?.total ?? 0);
}

/** What Stripe's customer record is created with. */
export async function findUserContact(
  db: DbOrTx,
  userId: string,
): Promise<{ email: string; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
