import { getAppConfig } from '@inroad/contracts/app-config';
import {
  createSetupIntent,
  deletePaymentMethod,
  getBillingUsage,
  listInvoices,
  listPaymentMethods,
  type SetupIntent,
} from '@inroad/contracts/billing';
import { getUserSettings } from '@inroad/contracts/user';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripe, stripeEnv } from '../../../test/fake-stripe-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { aiUsage, billingWebhookEvents } from '../../db/schema/index.ts';

const WEBHOOK_SECRET = 'whsec_test_fake';

let stripe: FakeStripeServer;
let t: TestApp;
let off: TestApp;
let ada: string;
let bob: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp(stripeEnv(stripe, WEBHOOK_SECRET));
  off = await startTestApp();
  ada = await t.session('ada-billing@example.com');
  bob = await t.session('bob-billing@example.com');
});
afterAll(async () => {
  await t.close();
  await off.close();
  await stripe.close();
});

/** What Stripe.js does in the browser: confirms the SetupIntent with the publishable key and a card. */
async function confirmCard(intent: SetupIntent, number: string, expiry = { month: 4, year: 2031 }) {
  const form = new URLSearchParams({
    key: stripe.publishableKey,
    client_secret: intent.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': String(expiry.month),
    'payment_method_data[card][exp_year]': String(expiry.year),
    'payment_method_data[billing_details][address][country]': 'DE',
  });
  const res = await fetch(`${stripe.baseUrl}/v1/setup_intents/${intent.setupIntentId}/confirm`, {
    method: 'POST',
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function addCard(token: string, number = '4242424242424242') {
  const intent = expectOk(await t.call(createSetupIntent, { token }), 200);
  const confirmed = await confirmCard(intent.body, number);
  expect(confirmed.status).toBe(200);
  return confirmed.body.payment_method as string;
}

function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, livemode: false, ...event });
  const header = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({ payload, secret });
  // As Stripe sends it, with a charset.
  return { body: payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
}

describe('payment methods', () => {
  it('creates one Stripe customer per user, saves a card through a SetupIntent and lists it', async () => {
    const customersBefore = stripe.customers.size;
    const [firstAnswer, secondAnswer] = await Promise.all([
      t.call(createSetupIntent, { token: ada }),
      t.call(createSetupIntent, { token: ada }),
    ]);
    const first = expectOk(firstAnswer, 200);
    const second = expectOk(secondAnswer, 200);
    expect(first.body.setupIntentId).toMatch(/^seti_/);
    expect(first.body.clientSecret).toContain('_secret_');
    expect(second.body.setupIntentId).not.toBe(first.body.setupIntentId);
    expect(stripe.customers.size).toBe(customersBefore + 1);
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/setup_intents');
    // Only the types Inroad lists and deletes, rather than whatever the Stripe account has turned on.
    const allowed = [...(created?.params ?? [])].filter(([key]) => key.startsWith('allowed_payment_method_types['));
    expect(allowed.map(([, type]) => type)).toEqual(['card', 'amazon_pay']);
    expect(created?.params.has('automatic_payment_methods[enabled]')).toBe(false);
    expect(created?.params.get('usage')).toBe('off_session');

    const confirmed = await confirmCard(first.body, '4242424242424242');
    expect(confirmed.status).toBe(200);
    const list = expectOk(await t.call(listPaymentMethods, { token: ada }), 200);
    expect(list.body.paymentMethods).toEqual([
      {
        stripeId: confirmed.body.payment_method,
        type: 'card',
        brand: 'visa',
        last4: '4242',
        expirationMonth: 4,
        expirationYear: 2031,
        country: 'DE',
      },
    ]);
  });

  it('shows a declined card with the provider message and saves nothing', async () => {
    const intent = expectOk(await t.call(createSetupIntent, { token: ada }));
    const declined = await confirmCard(intent.body, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: { code: 'card_declined', message: 'Your card was declined.' } });
  });

  it('removes a payment method of the caller, and answers 404 for anyone else’s', async () => {
    const mine = await addCard(bob, '5555555555554444');
    const adaMethods = expectOk(await t.call(listPaymentMethods, { token: ada }));
    const adas = adaMethods.body.paymentMethods[0]?.stripeId as string;
    expect(adas).toBeTruthy();

    const foreign = await t.call(deletePaymentMethod, { token: bob, body: { stripeId: adas } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 'error', message: 'Payment method not found' });
    expect(stripe.paymentMethods.get(adas)?.customer).toBeTruthy();
    const unknown = await t.call(deletePaymentMethod, { token: bob, body: { stripeId: 'pm_nope' } });
    expect(unknown.status).toBe(404);
    const odd = await t.call(deletePaymentMethod, { token: bob, body: { stripeId: '../v1/x' } });
    expect(odd.status).toBe(404);
    const none = await t.call(deletePaymentMethod, { token: bob });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'stripeId: is required' });

    const bobs = expectOk(await t.call(listPaymentMethods, { token: bob }));
    expect(bobs.body.paymentMethods.map((m) => m.stripeId)).toEqual([mine]);
    const removed = await t.call(deletePaymentMethod, { token: bob, body: { stripeId: mine } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ status: 'success' });
    expect(expectOk(await t.call(listPaymentMethods, { token: bob })).body.paymentMethods).toEqual([]);
    const again = await t.call(deletePaymentMethod, { token: bob, body: { stripeId: mine } });
    expect(again.status).toBe(404);
  });

  it('keeps no list that Stripe gave before a removal that finished first (another tab)', async () => {
    const cleo = await t.session('cleo-billing@example.com');
    const kept = await addCard(cleo);
    const removedMeanwhile = await addCard(cleo, '5555555555554444');
    const customer = stripe.paymentMethods.get(kept)!.customer!;
    // A list asked for when both cards were saved, which Stripe answers only after the removal below.
    const hold = stripe.holdNext('GET', `/v1/customers/${customer}/payment_methods`);
    const listing = t.call(listPaymentMethods, { token: cleo });
    await hold.arrived;
    expect((await t.call(deletePaymentMethod, { token: cleo, body: { stripeId: removedMeanwhile } })).status).toBe(200);
    hold.release();
    expect(expectOk(await listing).body.paymentMethods).toHaveLength(2);

    const listed = expectOk(await t.call(listPaymentMethods, { token: cleo }));
    expect(listed.body.paymentMethods.map((m) => m.stripeId)).toEqual([kept]);
  });

  it('lists nothing for a user who never saved a card, without creating a customer', async () => {
    const carol = await t.session('carol-billing@example.com');
    const customers = stripe.customers.size;
    const list = await t.call(listPaymentMethods, { token: carol });
    expect(list.body).toEqual({ paymentMethods: [] });
    expect((await t.call(listInvoices, { token: carol })).body).toEqual({ invoices: [] });
    expect(stripe.customers.size).toBe(customers);
    expect((await t.call(listPaymentMethods)).status).toBe(401);
  });

  it("maps Stripe's failures to clear answers, never a bare 500", async () => {
    stripe.failNext('POST', '/v1/setup_intents', {
      status: 400,
      type: 'invalid_request_error',
      message: 'This account cannot save payment methods yet.',
    });
    const refused = await t.call(createSetupIntent, { token: ada });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({
      message: 'Stripe could not start saving a payment method: This account cannot save payment methods yet.',
    });
    stripe.failNext('POST', '/v1/setup_intents', {
      status: 401,
      type: 'invalid_request_error',
      message: 'Invalid API Key',
    });
    const badKey = await t.call(createSetupIntent, { token: ada });
    expect(badKey.status).toBe(502);
    expect(badKey.body).toMatchObject({ message: 'Stripe refused the configured key; check STRIPE_SECRET_KEY' });
  });
});

describe('webhook', () => {
  it('keeps the cached list fresh: an attached method shows after its signed event', async () => {
    const dave = await t.session('dave-billing@example.com');
    await addCard(dave);
    const cached = expectOk(await t.call(listPaymentMethods, { token: dave }));
    expect(cached.body.paymentMethods).toHaveLength(1);
    const customer = stripe.paymentMethods.get(cached.body.paymentMethods[0]?.stripeId as string)?.customer as string;
    // Saved at Stripe behind Inroad's back (another device): the short cache still answers.
    const added = stripe.addCard(customer, { number: '378282246310005', country: 'US' });
    expect(expectOk(await t.call(listPaymentMethods, { token: dave })).body.paymentMethods).toHaveLength(1);
    const event = signed({
      id: 'evt_attached_1',
      type: 'payment_method.attached',
      data: { object: stripe.paymentMethods.get(added) },
    });
    const delivered = await t.request('POST', '/billing/webhook', event);
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual({ received: true, duplicate: false });
    const fresh = expectOk(await t.call(listPaymentMethods, { token: dave }));
    expect(fresh.body.paymentMethods.map((m) => m.brand).sort()).toEqual(['amex', 'visa']);

    const redelivered = await t.request('POST', '/billing/webhook', event);
    expect(redelivered.body).toEqual({ received: true, duplicate: true });
  });

  it('applies a detached event through its previous customer', async () => {
    const erin = await t.session('erin-billing@example.com');
    const pm = await addCard(erin);
    expect(expectOk(await t.call(listPaymentMethods, { token: erin })).body.paymentMethods).toHaveLength(1);
    const stored = stripe.paymentMethods.get(pm);
    const customer = stored?.customer as string;
    if (stored) stored.customer = null;
    const event = signed({
      id: 'evt_detached_1',
      type: 'payment_method.detached',
      data: { object: stored, previous_attributes: { customer } },
    });
    expect((await t.request('POST', '/billing/webhook', event)).status).toBe(200);
    expect(expectOk(await t.call(listPaymentMethods, { token: erin })).body.paymentMethods).toEqual([]);
  });

  it('forgets event ids after thirty days', async () => {
    await t.ctx.db
      .insert(billingWebhookEvents)
      .values({ eventId: 'evt_ancient', type: 'x', receivedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) });
    await t.request(
      'POST',
      '/billing/webhook',
      signed({ id: 'evt_today', type: 'customer.updated', data: { object: {} } }),
    );
    const ids = (await t.ctx.db.select().from(billingWebhookEvents)).map((e) => e.eventId);
    expect(ids).toContain('evt_today');
    expect(ids).not.toContain('evt_ancient');
  });

  it('refuses a bad or missing signature with 400', async () => {
    const forged = signed({ id: 'evt_forged', type: 'payment_method.attached', data: { object: {} } }, 'whsec_other');
    const res = await t.request('POST', '/billing/webhook', forged);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Invalid Stripe signature' });
    const unsigned = await t.request('POST', '/billing/webhook', {
      body: '{"id":"evt_x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toMatchObject({ message: 'Missing Stripe-Signature header' });
    const offHook = await off.request(
      'POST',
      '/billing/webhook',
      signed({ id: 'evt_y', type: 'x', data: { object: {} } }),
    );
    expect(offHook.status).toBe(503);
  });

  it('hears from the fake Stripe itself when it confirms a card', async () => {
    stripe.setWebhookTarget({ url: `${t.baseUrl}/api/billing/webhook`, secret: WEBHOOK_SECRET });
    try {
      const frank = await t.session('frank-billing@example.com');
      await addCard(frank);
      const applied = await t.ctx.db.select().from(billingWebhookEvents);
      expect(applied.map((e) => e.type)).toEqual(
        expect.arrayContaining(['setup_intent.succeeded', 'payment_method.attached']),
      );
      expect(expectOk(await t.call(listPaymentMethods, { token: frank })).body.paymentMethods).toHaveLength(1);
    } finally {
      stripe.setWebhookTarget(null);
    }
  });
});

describe('invoices and usage', () => {
  it("lists the customer's invoices newest first, with the hosted invoice link", async () => {
    const gina = await t.session('gina-billing@example.com');
    await addCard(gina);
    const customer = [...stripe.customers.values()].find((c) => c.email === 'gina-billing@example.com')?.id as string;
    stripe.addInvoice(customer, {
      number: 'INV-1',
      created: new Date('2026-09-01T10:00:00Z'),
      amountDue: 2900,
      amountPaid: 2900,
      status: 'paid',
    });
    stripe.addInvoice(customer, {
      number: 'INV-2',
      created: new Date('2026-10-01T10:00:00Z'),
      amountDue: 2900,
      amountPaid: 0,
      status: 'open',
    });
    const res = expectOk(await t.call(listInvoices, { token: gina }), 200);
    expect(res.body.invoices).toMatchObject([
      {
        number: 'INV-2',
        createdAt: '2026-10-01T10:00:00.000Z',
        amountDue: 2900,
        amountPaid: 0,
        currency: 'usd',
        status: 'open',
      },
      { number: 'INV-1', status: 'paid', amountPaid: 2900 },
    ]);
    expect(res.body.invoices[0]?.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_/);
    expect(expectOk(await t.call(listInvoices, { token: ada })).body.invoices).toEqual([]);
  });

  it("counts the user's AI requests this month, also when billing is off", async () => {
    const token = await off.session('usage@example.com');
    const me = expectOk(await off.call(getUserSettings, { token }));
    const other = await off.session('usage-other@example.com');
    const otherId = expectOk(await off.call(getUserSettings, { token: other })).body.id;
    const month = new Date().toISOString().slice(0, 7);
    await off.ctx.db
      .insert(aiUsage)
      .values([
        { userId: me.body.id, day: `${month}-01`, calls: 7 },
        { userId: me.body.id, day: new Date().toISOString().slice(0, 10), calls: 5 },
        { userId: me.body.id, day: '2000-01-31', calls: 400 },
        { userId: otherId, day: `${month}-01`, calls: 50 },
      ])
      .onConflictDoNothing();
    const usage = await off.call(getBillingUsage, { token });
    expect(usage.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.body).toEqual({
      periodStart: `${month}-01`,
      requests: today === `${month}-01` ? 7 : 12,
      media: { bytes: 0, quotaBytes: 5 * 1024 ** 3 },
    });
  });
});

describe('without Stripe keys', () => {
  it('says billing is off and which settings turn it on', async () => {
    const token = await off.session('off@example.com');
    for (const [method, path] of [
      ['GET', '/billing/payment_methods'],
      ['POST', '/billing/setup_intent'],
      ['GET', '/billing/invoices'],
    ] as const) {
      const res = await off.request(method, path, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, path).toBe(503);
      expect(res.body).toMatchObject({
        message:
          'Billing is not configured on this Inroad installation. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to turn it on.',
      });
    }
    expect((await off.call(getAppConfig)).body).toMatchObject({
      billing: false,
      stripePublishableKey: null,
    });
    expect((await t.call(getAppConfig)).body).toMatchObject({
      billing: true,
      stripePublishableKey: 'pk_test_fake',
    });
  });

  it('lets Stripe.js load only when billing is on', async () => {
    const on = await fetch(`${t.baseUrl}/api/app/config`);
    expect(on.headers.get('content-security-policy')).toContain("script-src 'self' https://js.stripe.com");
    const offCsp = (await fetch(`${off.baseUrl}/api/app/config`)).headers.get('content-security-policy');
    expect(offCsp).not.toContain('stripe');
  });
});
