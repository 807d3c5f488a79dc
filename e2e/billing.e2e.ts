import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripe, stripeEnv } from '../apps/server/test/fake-stripe-server.ts';
import { loginLinkIn, type SmtpCatcher, startSmtpCatcher } from '../apps/server/test/smtp-catcher.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { routeStripe } from './support/fake-stripe-js.ts';
import { dismissFirstRunDialogs } from './support/inbox-page.ts';
import { type InroadProcess, removeDir, startInroad } from './support/inroad-process.ts';
import { retryingShed } from './support/shed-retry.ts';

// Billing as a user meets it, with Stripe faked on loopback: Stripe.js is served by request routing and its calls
// to api.stripe.com reach the fake Stripe API, which also sends Inroad its signed webhook events. No network.

const WEBHOOK_SECRET = 'whsec_e2e_fake';

describe('billing journey', () => {
  let smtp: SmtpCatcher;
  let stripe: FakeStripeServer;
  let inroad: InroadProcess;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stripe = await startFakeStripe();
    // The browser launches while Inroad starts: neither needs the other before the first page. Both are waited
    // for, even when one fails, so that afterAll stops whatever did start.
    const steps = await Promise.allSettled([
      startInroad({ SMTP_URL: smtp.url, ...stripeEnv(stripe, WEBHOOK_SECRET) }).then((started) => {
        inroad = started;
      }),
      launchBrowser().then((launched) => {
        browser = launched;
      }),
    ]);
    for (const step of steps) if (step.status === 'rejected') throw step.reason;
    stripe.setWebhookTarget({ url: `${inroad.url}/api/billing/webhook`, secret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await browser?.close();
    await inroad?.stop();
    await stripe?.close();
    await smtp?.close();
    if (inroad) removeDir(inroad.dataDir);
  });

  async function signIn(context: BrowserContext, email: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(inroad.url);
    await page.waitForURL(/\/login/);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    const since = smtp.messages.length;
    await page.getByRole('button', { name: 'Send login link' }).click();
    // As a person does: the page has its answer (and the browser the mark that it asked) before the link is opened.
    await page.getByText('Check your email for the login link!').waitFor();
    await page.goto(loginLinkIn(await smtp.waitFor(email, { since })));
    await page.waitForURL(/\/posts/);
    await dismissFirstRunDialogs(page);
    return page;
  }

  async function fillCard(page: Page, number: string, expiry = '04 / 31') {
    const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
    await dialog.getByRole('textbox', { name: 'Expiration date' }).fill(expiry);
    await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
    await dialog.getByRole('button', { name: 'Save Payment Method' }).click();
    return dialog;
  }

  it('adds a card, lists it, deletes it after confirmation; shows declines, server failures and invoices', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const refused = await routeStripe(context, stripe);
    const page = await signIn(context, 'buyer@example.com');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'First name' }).waitFor();
    await expectAccessible(page, 'Settings, editing the profile');

    await page.getByRole('tab', { name: 'Current Plan' }).click();
    for (const [plan, price, limit] of [
      ['Basic', '$9', 'Up to 1,000 requests/month'],
      ['Pro', '$29', 'Up to 10,000 requests/month'],
      ['Enterprise', '$99', 'Unlimited requests'],
    ] as const) {
      const card = page.getByRole('listitem', { name: `${plan} plan` });
      await card.getByText(price, { exact: true }).waitFor();
      await card.getByText(limit).waitFor();
    }
    await page.getByText('0 of 1,000 used this month').waitFor();
    await expectAccessible(page, 'Settings, current plan');

    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    await page.getByText('No payment methods yet.').waitFor();
    await expectAccessible(page, 'Settings, no payment methods');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await page
      .getByRole('dialog', { name: 'Add Payment Method' })
      .getByRole('textbox', { name: 'Card number' })
      .waitFor();
    await expectAccessible(page, 'Add payment method');

    // A declined card: the provider's message.
    let dialog = await fillCard(page, '4000 0000 0000 0002');
    await dialog.getByRole('alert').getByText('Your card was declined.').waitFor();
    await expectAccessible(page, 'Add payment method, card declined');
    expect(
      await page.evaluate(
        () => (window as { __fakeStripe?: { elementsOptions: unknown[] } }).__fakeStripe?.elementsOptions[0],
      ),
    ).toMatchObject({
      mode: 'setup',
      currency: 'usd',
    });

    // Stripe refusing the SetupIntent: the server's message.
    stripe.failNext('POST', '/v1/setup_intents', {
      status: 400,
      type: 'invalid_request_error',
      message: 'This account cannot save payment methods yet.',
    });
    dialog = await fillCard(page, '4242 4242 4242 4242');
    await dialog
      .getByRole('alert')
      .getByText('Stripe could not start saving a payment method: This account cannot save payment methods yet.')
      .waitFor();

    // Then it goes through.
    dialog = await fillCard(page, '4242 4242 4242 4242');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Payment method added').first().waitFor();
    const table = page.getByRole('table', { name: 'Payment methods' });
    const row = table.getByRole('row').filter({ hasText: '•••• 4242' });
    await row.waitFor();
    await expectAccessible(page, 'Settings, a payment method');
    expect((await row.getByRole('cell').allTextContents()).slice(0, 5)).toEqual([
      'Card',
      'Visa',
      '•••• 4242',
      '04/2031',
      'US',
    ]);

    // Another user cannot remove it, even knowing its id.
    const saved = [...stripe.paymentMethods.values()].find((pm) => pm.customer && pm.card?.last4 === '4242');
    expect(saved).toBeTruthy();
    const otherContext = await browser.newContext();
    await routeStripe(otherContext, stripe);
    const other = await signIn(otherContext, 'someone-else@example.com');
    const foreignDelete = await retryingShed(() =>
      other.request.delete(new URL('/api/billing/payment_methods', other.url()).toString(), {
        data: { stripeId: saved?.id },
      }),
    );
    expect({ status: foreignDelete.status(), body: await foreignDelete.json() }).toMatchObject({
      status: 404,
      body: { message: 'Payment method not found' },
    });
    await otherContext.close();

    // Billing history: the invoice Stripe issued, with its hosted page.
    stripe.addInvoice(saved?.customer as string, {
      number: 'INV-0001',
      created: new Date('2026-10-01T12:00:00Z'),
      amountDue: 2900,
      amountPaid: 2900,
      status: 'paid',
    });
    await page.getByRole('tab', { name: 'Billing History' }).click();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.getByText('$29.00').waitFor();
    await expectAccessible(page, 'Settings, billing history');
    expect(await invoices.getByRole('link', { name: 'View invoice INV-0001' }).getAttribute('href')).toMatch(
      /^https:\/\/invoice\.stripe\.test\/i\/in_/,
    );

    // Delete with the confirmation.
    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    await page.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete payment method' });
    await confirm.getByText('Are you sure you want to delete this payment method?').waitFor();
    await expectAccessible(page, 'Delete payment method confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No payment methods yet.').waitFor();
    expect(saved && stripe.paymentMethods.get(saved.id)?.customer).toBeNull();

    expect(refused).toEqual([]);
    await context.close();
    // Two sign-ins and a dozen round trips through Stripe's fakes: more than one default test's time on a busy machine.
  }, 240_000);
});
