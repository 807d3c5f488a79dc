import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';

// Billing (create-and-account.md §2, §3, §7, §8, §9): payment methods kept by Stripe, the customer's invoices,
// and the static plan cards with the user's AI requests this month.

/** The spec's payment setup currency. */
export const PAYMENT_SETUP_CURRENCY = 'usd';

export const BILLING_MESSAGES = {
  /** Payment form fallback, after the provider's message and the server's (spec §8). */
  paymentFormFailed: 'Failed to initialize payment form. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this payment method?',
  deleteFailed: 'Failed to delete payment method. Please try again.',
  notConfigured: 'Billing is not configured on this Inroad installation.',
} as const;

/** The settings that turn billing on, named in the interface and in the server's answers when it is off. */
export const BILLING_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const;

/**
 * The payment methods Inroad lists and deletes, and so the only ones Stripe offers to save: another type would be
 * kept by Stripe but could be neither seen nor removed here.
 */
export const PAYMENT_METHOD_TYPES = ['card', 'amazon_pay'] as const;
export const PaymentMethodType = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

/** The spec's Payment method entity (§3), plus the last four digits where Stripe gives them. */
export const PaymentMethod = z.object({
  stripeId: z.string(),
  type: PaymentMethodType,
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expirationMonth: z.number().int().nullable(),
  expirationYear: z.number().int().nullable(),
  country: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethodList = z.object({ paymentMethods: z.array(PaymentMethod) });
export type PaymentMethodList = z.infer<typeof PaymentMethodList>;

export const SetupIntent = z.object({ setupIntentId: z.string(), clientSecret: z.string() });
export type SetupIntent = z.infer<typeof SetupIntent>;

/** Presence is checked by the server so a missing id answers with a message naming the field. */
export const DeletePaymentMethodBody = z.object({ stripeId: z.string().max(255).nullish() });
export type DeletePaymentMethodBody = z.input<typeof DeletePaymentMethodBody>;

export const InvoiceStatus = z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const Invoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** In the currency's smallest unit (cents for usd), as Stripe counts it. */
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  status: InvoiceStatus.nullable(),
  hostedInvoiceUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceList = z.object({ invoices: z.array(Invoice) });
export type InvoiceList = z.infer<typeof InvoiceList>;

export const BillingUsage = z.object({
  /** First day of the current UTC month, YYYY-MM-DD. */
  periodStart: z.string(),
  /** AI requests made this month (model calls; the local engine is not counted). */
  requests: z.number().int().min(0),
  /** What the user's media takes in storage, in bytes, and what it may take (MEDIA_QUOTA_BYTES). */
  media: z.object({ bytes: z.number().int().min(0), quotaBytes: z.number().int().min(1) }),
});
export type BillingUsage = z.infer<typeof BillingUsage>;

/** The static plan cards (spec §9); a null limit is unlimited. Selecting one has no action. */
export const PLAN_CARDS = [
  { id: 'basic', name: 'Basic', priceUsd: 9, monthlyRequests: 1_000 },
  { id: 'pro', name: 'Pro', priceUsd: 29, monthlyRequests: 10_000 },
  { id: 'enterprise', name: 'Enterprise', priceUsd: 99, monthlyRequests: null },
] as const;
export type PlanCard = (typeof PLAN_CARDS)[number];

export const listPaymentMethods = endpoint({
  method: 'GET',
  path: '/billing/payment_methods',
  summary: "The user's saved payment methods, from Stripe",
  response: PaymentMethodList,
});

export const createSetupIntent = endpoint({
  method: 'POST',
  path: '/billing/setup_intent',
  summary: 'Start saving a payment method: a Stripe SetupIntent for the user, confirmed in the browser',
  response: SetupIntent,
});

export const deletePaymentMethod = endpoint({
  method: 'DELETE',
  path: '/billing/payment_methods',
  summary: "Remove one of the user's payment methods",
  body: DeletePaymentMethodBody,
  response: SuccessBody,
});

export const listInvoices = endpoint({
  method: 'GET',
  path: '/billing/invoices',
  summary: "The user's invoices, from Stripe, newest first",
  response: InvoiceList,
});

export const getBillingUsage = endpoint({
  method: 'GET',
  path: '/billing/usage',
  summary: "The user's AI requests this month, shown against the plan cards, and what their media takes of its quota",
  response: BillingUsage,
});

export const WebhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAck = z.infer<typeof WebhookAck>;
