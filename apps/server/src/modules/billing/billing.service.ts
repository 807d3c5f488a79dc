import {
  BILLING_MESSAGES,
  BILLING_SETTINGS,
  type BillingUsage,
  type Invoice,
  InvoiceStatus,
  PAYMENT_METHOD_TYPES,
  type PaymentMethod,
  PaymentMethodList,
  PaymentMethodType,
  type SetupIntent,
} from '@inroad/contracts/billing';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  isMissingCustomer,
  isMissingResource,
  type StripeClient,
  stripeFailure,
} from '../../platform/billing/stripe-client.ts';
import { mediaBytesInUse } from '../media/media.queries.ts';
import * as q from './billing.queries.ts';

export type BillingDeps = { db: Db; stripe: StripeClient | null; config: Pick<Config, 'stripe'>; userId: string };

/** Event ids are kept well past Stripe's three days of redelivery. */
const WEBHOOK_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Stripe ids are letters, digits and underscores; anything else cannot be one of the user's. */
const STRIPE_ID = /^[A-Za-z0-9_]{3,255}$/;

function requireStripe(stripe: StripeClient | null): StripeClient {
  if (!stripe) {
    throw new AppError(
      'UNAVAILABLE',
      `${BILLING_MESSAGES.notConfigured} Set ${BILLING_SETTINGS.join(' and ')} to turn it on.`,
    );
  }
  return stripe;
}

function paymentMethodNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Payment method not found');
}

function customerIdOf(customer: string | { id: string } | null | undefined): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/** Stripe's payment method as the spec's entity; other types than card and amazon_pay are not offered. */
export function toPaymentMethod(pm: Stripe.PaymentMethod): PaymentMethod | null {
  const type = PaymentMethodType.safeParse(pm.type);
  if (!type.success) return null;
  const card = type.data === 'card' ? pm.card : undefined;
  return {
    stripeId: pm.id,
    type: type.data,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    expirationMonth: card?.exp_month ?? null,
    expirationYear: card?.exp_year ?? null,
    country: card?.country ?? pm.billing_details?.address?.country ?? null,
  };
}

function toInvoice(invoice: Stripe.Invoice): Invoice | null {
  if (!invoice.id) return null;
  const status = InvoiceStatus.safeParse(invoice.status);
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: status.success ? status.data : null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/**
 * The user's Stripe customer; created (once, even when two requests race) the first time one is needed, and again
 * in place of one Stripe no longer has (`replacing`).
 */
async function ensureCustomer({
  db,
  stripe,
  userId,
  replacing,
}: {
  db: Db;
  stripe: StripeClient;
  userId: string;
  replacing?: string;
}) {
  const existing = await q.findCustomer(db, userId);
  if (existing) return existing;
  const contact = await q.findUserContact(db, userId);
  if (!contact) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  let customer: Stripe.Customer;
  try {
    customer = await stripe.customers.create(
      { email: contact.email, ...(name ? { name } : {}), metadata: { inroad_user_id: userId } },
      // Stripe answers a repeated create with the same key with the same customer: a replacement needs a key of its
      // own, or Stripe would answer with the customer it no longer has.
      { idempotencyKey: `inroad-customer-${userId}${replacing ? `-after-${replacing}` : ''}` },
    );
  } catch (error) {
    throw stripeFailure(error, 'create your billing account');
  }
  return q.insertCustomer(db, userId, customer.id);
}

/** The user's payment methods: from the database while fresh, else from Stripe (then kept for a short while). */
export async function listPaymentMethods(deps: BillingDeps & { now?: Date }): Promise<PaymentMethod[]> {
  const stripe = requireStripe(deps.stripe);
  const customer = await q.findCustomer(deps.db, deps.userId);
  if (!customer) return [];
  const now = deps.now ?? new Date();
  const maxAgeMs = deps.config.stripe.paymentMethodsCacheSeconds * 1000;
  if (customer.paymentMethodsFetchedAt && now.getTime() - customer.paymentMethodsFetchedAt.getTime() < maxAgeMs) {
    const cached = PaymentMethodList.shape.paymentMethods.safeParse(customer.paymentMethods);
    if (cached.success) return cached.data;
  }
  let methods: PaymentMethod[];
  try {
    const page = await stripe.customers.listPaymentMethods(customer.stripeCustomerId, { limit: 100 });
    methods = page.data.map(toPaymentMethod).filter((m): m is PaymentMethod => m !== null);
  } catch (error) {
    if (!isMissingCustomer(error)) throw stripeFailure(error, 'list your payment methods');
    // Stripe no longer has the customer, nor its methods: none, and the next one saved makes a new customer.
    await q.forgetCustomer(deps.db, customer.stripeCustomerId, deps.userId);
    return [];
  }
  await q.cachePaymentMethods(deps.db, deps.userId, methods, now, customer.paymentMethodsFetchedAt);
  return methods;
}

/** A SetupIntent for the user's customer; the browser confirms it with Stripe.js. */
export async function createSetupIntent(deps: BillingDeps): Promise<SetupIntent> {
  const stripe = requireStripe(deps.stripe);
  const create = (stripeCustomerId: string) =>
    stripe.setupIntents.create({
      customer: stripeCustomerId,
      usage: 'off_session',
      allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
      metadata: { inroad_user_id: deps.userId },
    });
  let customer = await ensureCustomer({ db: deps.db, stripe, userId: deps.userId });
  let intent: Stripe.SetupIntent;
  try {
    try {
      intent = await create(customer.stripeCustomerId);
    } catch (error) {
      if (!isMissingCustomer(error)) throw error;
      // Stripe no longer has the customer kept here: a new one takes its place, once.
      const gone = customer.stripeCustomerId;
      await q.forgetCustomer(deps.db, gone, deps.userId);
      customer = await ensureCustomer({ db: deps.db, stripe, userId: deps.userId, replacing: gone });
      intent = await create(customer.stripeCustomerId);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw stripeFailure(error, 'start saving a payment method');
  }
  if (!intent.client_secret) throw new AppError('BAD_GATEWAY', 'Stripe did not return a payment form to complete');
  // The list read next (after the browser confirms) must come from Stripe, whether or not a webhook arrives.
  await q.invalidatePaymentMethods(deps.db, deps.userId);
  return { setupIntentId: intent.id, clientSecret: intent.client_secret };
}

/** Detaches one of the user's payment methods; another customer's (or an unknown) id is 404. */
export async function deletePaymentMethod(deps: BillingDeps & { stripeId: string | null | undefined }): Promise<void> {
  const stripe = requireStripe(deps.stripe);
  const stripeId = deps.stripeId?.trim();
  if (!stripeId) throw new AppError('BAD_REQUEST', 'stripeId: is required');
  if (!STRIPE_ID.test(stripeId)) throw paymentMethodNotFound();
  const customer = await q.findCustomer(deps.db, deps.userId);
  if (!customer) throw paymentMethodNotFound();
  let pm: Stripe.PaymentMethod;
  try {
    pm = await stripe.paymentMethods.retrieve(stripeId);
  } catch (error) {
    if (isMissingResource(error)) throw paymentMethodNotFound();
    throw stripeFailure(error, 'find the payment method');
  }
  if (customerIdOf(pm.customer) !== customer.stripeCustomerId) throw paymentMethodNotFound();
  try {
    await stripe.paymentMethods.detach(stripeId);
  } catch (error) {
    if (isMissingResource(error)) throw paymentMethodNotFound();
    throw stripeFailure(error, 'remove the payment method');
  }
  await q.invalidatePaymentMethods(deps.db, deps.userId);
}

/** The customer's invoices, newest first; none before a customer exists (listing does not create one). */
export async function listInvoices(deps: BillingDeps): Promise<Invoice[]> {
  const stripe = requireStripe(deps.stripe);
  const customer = await q.findCustomer(deps.db, deps.userId);
  if (!customer) return [];
  try {
    const page = await stripe.invoices.list({ customer: customer.stripeCustomerId, limit: 100 });
    return page.data.map(toInvoice).filter((i): i is Invoice => i !== null);
  } catch (error) {
    if (!isMissingCustomer(error)) throw stripeFailure(error, 'list your invoices');
    await q.forgetCustomer(deps.db, customer.stripeCustomerId, deps.userId);
    return [];
  }
}

/** AI requests this UTC month, shown against the plan cards, and the media quota's use; needs no Stripe. */
export async function getBillingUsage(options: { db: Db; userId: string; mediaQuotaBytes: number; now?: Date }) {
  const { db, userId } = options;
  const periodStart = `${(options.now ?? new Date()).toISOString().slice(0, 7)}-01`;
  const usage: BillingUsage = {
    periodStart,
    requests: await q.countAiRequestsSince(db, userId, periodStart),
    media: { bytes: await mediaBytesInUse(db, userId), quotaBytes: options.mediaQuotaBytes },
  };
  return usage;
}

/**
 * A verified webhook event, applied once by its id: the events that change a customer's payment methods drop the
 * list kept in the database, so the next read comes from Stripe. Answers false for a redelivery.
 */
export async function applyWebhookEvent({ db, event }: { db: Db; event: Stripe.Event }): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await q.recordWebhookEvent(tx, event.id, event.type))) return false;
    await q.deleteWebhookEventsBefore(tx, new Date(Date.now() - WEBHOOK_EVENT_RETENTION_MS));
    let customer: string | null = null;
    if (event.type === 'setup_intent.succeeded') customer = customerIdOf(event.data.object.customer);
    else if (event.type === 'payment_method.attached') customer = customerIdOf(event.data.object.customer);
    else if (event.type === 'payment_method.detached') {
      // A detached method no longer names its customer; the event's previous attributes do.
      const previous = event.data.previous_attributes as { customer?: string | { id: string } | null } | undefined;
      customer = customerIdOf(previous?.customer);
    }
    if (event.type === 'customer.deleted') {
      // Deleted in Stripe's Dashboard: the next payment method saved makes a new customer.
      await q.forgetCustomer(tx, event.data.object.id);
      return true;
    }
    if (customer) await q.invalidatePaymentMethodsOfCustomer(tx, customer);
    return true;
  });
}
