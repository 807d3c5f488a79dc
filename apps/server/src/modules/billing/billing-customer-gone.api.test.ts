import { createSetupIntent, listInvoices, listPaymentMethods } from '@inroad/contracts/billing';
import { getUserSettings } from '@inroad/contracts/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripe, stripeEnv } from '../../../test/fake-stripe-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { billingCustomers } from '../../db/schema/index.ts';

// A customer Stripe no longer has (deleted in the Dashboard, or the keys moved from test to live): billing must not
// stay broken for the user, every list and every new card answering 502 for good.

const WEBHOOK_SECRET = 'whsec_test_gone';

let stripe: FakeStripeServer;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp(stripeEnv(stripe, WEBHOOK_SECRET));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function customerOf(token: string): Promise<string | undefined> {
  const userId = expectOk(await t.call(getUserSettings, { token })).body.id;
  const [row] = await t.ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId;
}

/** As in Stripe's Dashboard. */
function deleteInStripe(customerId: string) {
  return fetch(`${stripe.baseUrl}/v1/customers/${customerId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${stripe.secretKey}` },
  });
}

describe('a Stripe customer that is gone', () => {
  it('lists nothing and makes a new customer for the next card, instead of failing for good', async () => {
    const token = await t.session('customer-gone@example.com');
    expectOk(await t.call(createSetupIntent, { token }), 200);
    const gone = await customerOf(token);
    expect((await deleteInStripe(gone ?? '')).status).toBe(200);

    expect(expectOk(await t.call(listPaymentMethods, { token }), 200).body.paymentMethods).toEqual([]);
    expect(expectOk(await t.call(listInvoices, { token }), 200).body.invoices).toEqual([]);
    const intent = expectOk(await t.call(createSetupIntent, { token }), 200);
    const replacement = await customerOf(token);
    expect(replacement).toMatch(/^cus_/);
    expect(replacement).not.toBe(gone);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/setup_intents').at(-1);
    expect(created?.params.get('customer')).toBe(replacement);
    expect(intent.body.setupIntentId).toMatch(/^seti_/);
  });

  it('forgets a customer deleted in Stripe when its webhook event comes', async () => {
    stripe.setWebhookTarget({ url: `${t.baseUrl}/api/billing/webhook`, secret: WEBHOOK_SECRET });
    try {
      const token = await t.session('customer-deleted@example.com');
      expectOk(await t.call(createSetupIntent, { token }), 200);
      const deleted = await customerOf(token);
      expect((await deleteInStripe(deleted ?? '')).status).toBe(200);
      expect(await customerOf(token)).toBeUndefined();
      expectOk(await t.call(createSetupIntent, { token }), 200);
      expect(await customerOf(token)).not.toBe(deleted);
    } finally {
      stripe.setWebhookTarget(null);
    }
  });
});
