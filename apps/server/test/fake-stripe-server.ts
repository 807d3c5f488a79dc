import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * The part of Stripe's API Inroad uses, on loopback, for tests: customers, SetupIntents (confirmed as Stripe.js
 * would, with the publishable key), payment methods, invoices. Optionally it delivers signed webhook events to
 * Inroad, as Stripe does. Test cards: 4000000000000002 is declined, 4000000000009995 has insufficient funds.
 */
export type FakeStripeError = { status: number; type: string; code?: string; message: string; decline_code?: string };

type StoredPaymentMethod = {
  id: string;
  object: 'payment_method';
  type: string;
  created: number;
  customer: string | null;
  livemode: false;
  billing_details: { address: { country: string | null } };
  card?: { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
};

type StoredSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string;
  status: 'requires_payment_method' | 'succeeded';
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  created: number;
};

export type FakeInvoice = {
  number: string;
  created: Date;
  amountDue: number;
  amountPaid: number;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  currency?: string;
};

export type FakeStripeRequest = { method: string; path: string; params: URLSearchParams; auth: string | null };

export interface FakeStripeServer {
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  requests: FakeStripeRequest[];
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>;
  paymentMethods: Map<string, StoredPaymentMethod>;
  /** The next request whose method and path match answers with this error. */
  failNext(method: string, pathPrefix: string, error: FakeStripeError): void;
  /**
   * The next request whose method and path match is answered as it stands when it arrives, but sent only on
   * release(): what happens meanwhile (a removal) is not in it, as with a slow answer from Stripe.
   */
  holdNext(method: string, pathPrefix: string): { arrived: Promise<void>; release(): void };
  /** Saves a card for a customer directly, as if confirmed earlier. */
  addCard(
    customerId: string,
    card?: { number?: string; expMonth?: number; expYear?: number; country?: string },
  ): string;
  addInvoice(customerId: string, invoice: FakeInvoice): string;
  /** Where confirmations and detachments are announced as signed webhook events; null to stop. */
  setWebhookTarget(target: { url: string; secret: string } | null): void;
  close(): Promise<void>;
}

const DECLINES: Record<string, FakeStripeError> = {
  '4000000000000002': {
    status: 402,
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    status: 402,
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

function missing(what: string, value: string): FakeStripeError {
  return {
    status: 404,
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${value}'`,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function metadataOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    const m = key.match(/^metadata\[(.+)\]$/);
    if (m?.[1]) out[m[1]] = value;
  }
  return out;
}

/** The settings that point Inroad at this fake Stripe (with a webhook signing secret, when events are sent). */
export function stripeEnv(stripe: FakeStripeServer, webhookSecret?: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_API_BASE: stripe.baseUrl,
    ...(webhookSecret ? { STRIPE_WEBHOOK_SECRET: webhookSecret } : {}),
  };
}

export async function startFakeStripe(
  options: { secretKey?: string; publishableKey?: string } = {},
): Promise<FakeStripeServer> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const publishableKey = options.publishableKey ?? 'pk_test_fake';
  const requests: FakeStripeRequest[] = [];
  const customers: FakeStripeServer['customers'] = new Map();
  const paymentMethods: FakeStripeServer['paymentMethods'] = new Map();
  const setupIntents = new Map<string, StoredSetupIntent>();
  const invoices: Array<Record<string, unknown>> = [];
  const idempotent = new Map<string, unknown>();
  const failures: Array<{ method: string; pathPrefix: string; error: FakeStripeError }> = [];
  const holds: Array<{ method: string; pathPrefix: string; arrive(): void; released: Promise<void> }> = [];
  let webhook: { url: string; secret: string } | null = null;
  const signer = new Stripe(secretKey);
  const now = () => Math.floor(Date.now() / 1000);

  async function deliver(type: string, object: unknown, previous?: Record<string, unknown>) {
    if (!webhook) return;
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
    await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    }).catch(() => undefined);
  }

  function saveCard(
    customer: string | null,
    card: { number: string; expMonth: number; expYear: number; country: string },
  ) {
    const pm: StoredPaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer,
      livemode: false,
      billing_details: { address: { country: card.country } },
      card: {
        brand: brandOf(card.number),
        last4: card.number.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        country: card.country,
      },
    };
    paymentMethods.set(pm.id, pm);
    return pm;
  }

  type Answer = { status?: number; body: unknown } | FakeStripeError;

  async function route(method: string, path: string, params: URLSearchParams, auth: string | null): Promise<Answer> {
    const bySecret = auth === `Bearer ${secretKey}`;
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, objectId, action] = parts;

    if (resource === 'setup_intents' && objectId && action === 'confirm' && method === 'POST') {
      const intent = setupIntents.get(objectId);
      const byClient =
        params.get('key') === publishableKey &&
        intent !== undefined &&
        params.get('client_secret') === intent.client_secret;
      if (!bySecret && !byClient) return unauthorized();
      if (!intent) return missing('setup_intent', objectId);
      const number = (params.get('payment_method_data[card][number]') ?? '').replace(/\s/g, '');
      const decline = DECLINES[number];
      if (decline) return decline;
      const pm = saveCard(intent.customer, {
        number,
        expMonth: Number(params.get('payment_method_data[card][exp_month]') ?? 12),
        expYear: Number(params.get('payment_method_data[card][exp_year]') ?? 2030),
        country: params.get('payment_method_data[billing_details][address][country]') ?? 'US',
      });
      intent.status = 'succeeded';
      intent.payment_method = pm.id;
      await deliver('setup_intent.succeeded', intent);
      await deliver('payment_method.attached', pm);
      return { body: intent };
    }

    if (!bySecret) return unauthorized();

    if (resource === 'customers' && !objectId && method === 'POST') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: params.get('email') ?? '',
        name: params.get('name'),
        metadata: metadataOf(params),
        created: now(),
      };
      customers.set(customer.id, customer);
      return { body: customer };
    }
    if (resource === 'customers' && objectId && !action && method === 'DELETE') {
      // As in Stripe's Dashboard: the customer goes, with its payment methods.
      const customer = customers.get(objectId);
      if (!customer) return missing('customer', objectId);
      customers.delete(objectId);
      for (const [pmId, pm] of paymentMethods) if (pm.customer === objectId) paymentMethods.delete(pmId);
      await deliver('customer.deleted', customer);
      return { body: { id: objectId, object: 'customer', deleted: true } };
    }
    if (resource === 'customers' && objectId && action === 'payment_methods' && method === 'GET') {
      if (!customers.has(objectId)) return missing('customer', objectId);
      const data = [...paymentMethods.values()].filter((pm) => pm.customer === objectId).reverse();
      return { body: { object: 'list', data, has_more: false, url: path } };
    }
    if (resource === 'setup_intents' && !objectId && method === 'POST') {
      const customer = params.get('customer') ?? '';
      if (!customers.has(customer)) return missing('customer', customer);
      const intentId = id('seti');
      const intent: StoredSetupIntent = {
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        customer,
        status: 'requires_payment_method',
        payment_method: null,
        usage: params.get('usage') ?? 'off_session',
        metadata: metadataOf(params),
        created: now(),
      };
      setupIntents.set(intentId, intent);
      return { body: intent };
    }
    if (resource === 'payment_methods' && objectId && !action && method === 'GET') {
      const pm = paymentMethods.get(objectId);
      return pm ? { body: pm } : missing('PaymentMethod', objectId);
    }
    if (resource === 'payment_methods' && objectId && action === 'detach' && method === 'POST') {
      const pm = paymentMethods.get(objectId);
      if (!pm) return missing('PaymentMethod', objectId);
      if (!pm.customer) {
        return {
          status: 400,
          type: 'invalid_request_error',
          message: 'The payment method is not attached to a customer.',
        };
      }
      const previous = pm.customer;
      pm.customer = null;
      await deliver('payment_method.detached', pm, { customer: previous });
      return { body: pm };
    }
    if (resource === 'invoices' && !objectId && method === 'GET') {
      const customer = params.get('customer');
      if (customer && !customers.has(customer)) return missing('customer', customer);
      const data = invoices
        .filter((i) => i.customer === customer)
        .sort((a, b) => Number(b.created) - Number(a.created));
      return { body: { object: 'list', data, has_more: false, url: path } };
    }
    return { status: 404, type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` };
  }

  function unauthorized(): FakeStripeError {
    return { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' };
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const params = method === 'GET' || method === 'DELETE' ? url.searchParams : new URLSearchParams(body);
    const auth = req.headers.authorization ?? null;
    requests.push({ method, path: url.pathname, params, auth });

    const key = req.headers['idempotency-key'];
    let answer: Answer;
    const failureAt = failures.findIndex((f) => f.method === method && url.pathname.startsWith(f.pathPrefix));
    if (failureAt >= 0) {
      answer = failures.splice(failureAt, 1)[0]!.error;
    } else if (typeof key === 'string' && idempotent.has(key)) {
      answer = { body: idempotent.get(key) };
    } else {
      answer = await route(method, url.pathname, params, auth);
      if (typeof key === 'string' && 'body' in answer) idempotent.set(key, answer.body);
    }
    const holdAt = holds.findIndex((h) => h.method === method && url.pathname.startsWith(h.pathPrefix));
    if (holdAt >= 0) {
      const hold = holds.splice(holdAt, 1)[0]!;
      // Serialised now, before anything that happens while it is held.
      answer = JSON.parse(JSON.stringify(answer)) as Answer;
      hold.arrive();
      await hold.released;
    }
    const headers = { ...cors, 'content-type': 'application/json', 'request-id': id('req') };
    if ('body' in answer) {
      res.writeHead(answer.status ?? 200, headers);
      res.end(JSON.stringify(answer.body));
    } else {
      const { status, ...error } = answer;
      res.writeHead(status, headers);
      res.end(JSON.stringify({ error }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    requests,
    customers,
    paymentMethods,
    failNext(method, pathPrefix, error) {
      failures.push({ method, pathPrefix, error });
    },
    holdNext(method, pathPrefix) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ method, pathPrefix, arrive, released });
      return { arrived, release };
    },
    addCard(customerId, card = {}) {
      return saveCard(customerId, {
        number: card.number ?? '4242424242424242',
        expMonth: card.expMonth ?? 12,
        expYear: card.expYear ?? 2030,
        country: card.country ?? 'US',
      }).id;
    },
    addInvoice(customerId, invoice) {
      const invoiceId = id('in');
      invoices.push({
        id: invoiceId,
        object: 'invoice',
        customer: customerId,
        number: invoice.number,
        created: Math.floor(invoice.created.getTime() / 1000),
        amount_due: invoice.amountDue,
        amount_paid: invoice.amountPaid,
        currency: invoice.currency ?? 'usd',
        status: invoice.status,
        hosted_invoice_url: `https://invoice.stripe.test/i/${invoiceId}`,
      });
      return invoiceId;
    },
    setWebhookTarget(target) {
      webhook = target;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
