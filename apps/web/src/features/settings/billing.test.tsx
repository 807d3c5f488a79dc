import { getAppConfig } from '@inroad/contracts/app-config';
import {
  BILLING_MESSAGES,
  createSetupIntent,
  deletePaymentMethod,
  getBillingUsage,
  listInvoices,
  listPaymentMethods,
  type PaymentMethod,
} from '@inroad/contracts/billing';
import { CLIENT_ERROR_MESSAGES } from '@inroad/contracts/errors';
import { getUserSettings } from '@inroad/contracts/user';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../testing/render-app.tsx';
import { formatAmount } from './components/billing-history-tab.tsx';

// Stripe.js and its React bindings, reduced to what the payment form calls.
const stripe = vi.hoisted(() => ({
  confirmSetup: vi.fn(),
  submit: vi.fn(),
  elementsOptions: [] as unknown[],
}));
vi.mock('./api/load-stripe.ts', () => ({ getStripe: vi.fn(async () => ({ fake: 'stripe' })) }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { createElement, useEffect } = await import('react');
  return {
    Elements: ({ children, options }: { children: unknown; options: unknown }) => {
      stripe.elementsOptions.push(options);
      return children;
    },
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return createElement('input', { 'aria-label': 'Card number' });
    },
    useStripe: () => ({ confirmSetup: stripe.confirmSetup }),
    useElements: () => ({ submit: stripe.submit }),
  };
});

const CONFIG = {
  createArea: false,
  localDevelopmentHost: true,
  ai: { engine: 'local' as const },
  emailFinder: 'builtin' as const,
  billing: true,
  stripePublishableKey: 'pk_test_fake',
  extensionId: 'ext',
};

const VISA: PaymentMethod = {
  stripeId: 'pm_visa',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  expirationMonth: 4,
  expirationYear: 2031,
  country: 'DE',
};
const AMAZON: PaymentMethod = {
  stripeId: 'pm_amazon',
  type: 'amazon_pay',
  brand: null,
  last4: null,
  expirationMonth: null,
  expirationYear: null,
  country: 'US',
};

function api(
  overrides: { billing?: boolean; methods?: PaymentMethod[]; setupIntent?: () => unknown; config?: () => unknown } = {},
) {
  let methods = overrides.methods ?? [VISA, AMAZON];
  const deleted: unknown[] = [];
  const billing = overrides.billing ?? true;
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [
      getAppConfig,
      overrides.config ?? (() => ({ ...CONFIG, billing, stripePublishableKey: billing ? 'pk_test_fake' : null })),
    ],
    [listPaymentMethods, () => ({ paymentMethods: methods })],
    [
      deletePaymentMethod,
      (input) => {
        const { stripeId } = (input?.body ?? {}) as { stripeId: string };
        deleted.push(stripeId);
        methods = methods.filter((m) => m.stripeId !== stripeId);
        return { status: 'success' };
      },
    ],
    [
      createSetupIntent,
      overrides.setupIntent ?? (() => ({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' })),
    ],
    [listInvoices, () => ({ invoices: [] })],
    [
      getBillingUsage,
      () => ({
        periodStart: '2026-11-01',
        requests: 1234,
        media: { bytes: 1.5 * 1024 ** 3, quotaBytes: 5 * 1024 ** 3 },
      }),
    ],
  ]);
  return { deleted, add: (m: PaymentMethod) => methods.push(m) };
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Payment Method' });
  await within(dialog).findByRole('textbox', { name: 'Card number' });
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Save Payment Method' }).hasAttribute('disabled')).toBe(false),
  );
  return dialog;
}

function save(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Payment Method' }));
}

beforeEach(() => {
  stripe.confirmSetup.mockReset().mockResolvedValue({ setupIntent: { status: 'succeeded' } });
  stripe.submit.mockReset().mockResolvedValue({});
  stripe.elementsOptions.length = 0;
});

describe('payment methods', () => {
  it('lists the saved methods and deletes one after confirmation', async () => {
    const calls = api();
    renderApp('/settings?tab=payment-methods');

    const table = await screen.findByRole('table', { name: 'Payment methods' });
    const visa = within(table).getByText('•••• 4242').closest('tr') as HTMLElement;
    expect(within(visa).getByText('Visa')).toBeTruthy();
    expect(within(visa).getByText('04/2031')).toBeTruthy();
    expect(within(visa).getByText('DE')).toBeTruthy();
    expect(within(table).getByText('Amazon Pay', { selector: 'td' })).toBeTruthy();

    fireEvent.click(within(visa).getByRole('button', { name: 'Delete Visa ending 4242' }));
    expect(await screen.findByText(BILLING_MESSAGES.deleteConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('•••• 4242')).toBeNull());
    expect(calls.deleted).toEqual(['pm_visa']);
  });

  it('adds a card through Stripe in usd and lists it', async () => {
    const calls = api({ methods: [] });
    renderApp('/settings?tab=payment-methods');
    expect(await screen.findByText('No payment methods yet.')).toBeTruthy();

    const dialog = await openAddDialog();
    // Only the types the list shows and deletes, as the server's SetupIntent allows.
    expect(stripe.elementsOptions[0]).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      allowedPaymentMethodTypes: ['card', 'amazon_pay'],
    });
    calls.add(VISA);
    save(dialog);
    expect(await screen.findByText('Payment method added')).toBeTruthy();
    expect(stripe.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'seti_1_secret_x', redirect: 'if_required' }),
    );
    expect(await screen.findByText('•••• 4242')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Payment Method' })).toBeNull();
  });

  it('cannot be closed while Stripe confirms the card, so the card saved is announced and listed', async () => {
    const calls = api({ methods: [] });
    let release = () => {};
    stripe.confirmSetup.mockReturnValue(
      new Promise((resolve) => (release = () => resolve({ setupIntent: { status: 'succeeded' } }))),
    );
    renderApp('/settings?tab=payment-methods');
    const dialog = await openAddDialog();
    calls.add(VISA);
    save(dialog);
    await waitFor(() => expect(stripe.confirmSetup).toHaveBeenCalled());

    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Card number' }), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Add Payment Method' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('Payment method added')).toBeTruthy();
    expect(await screen.findByText('•••• 4242')).toBeTruthy();
  });

  it("shows the provider's message first, when the card is declined", async () => {
    api();
    stripe.confirmSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    renderApp('/settings?tab=payment-methods');
    const dialog = await openAddDialog();
    save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Your card was declined.');
  });

  it("shows the server's message when the setup intent fails, else the spec's fallback", async () => {
    api({
      setupIntent: () => {
        throw new ApiError({
          status: 502,
          kind: 'unhandled',
          message: CLIENT_ERROR_MESSAGES.unhandled,
          serverMessage: 'Could not reach Stripe to start saving a payment method; try again shortly',
        });
      },
    });
    renderApp('/settings?tab=payment-methods');
    const dialog = await openAddDialog();
    save(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not reach Stripe to start saving a payment method; try again shortly',
    );
    expect(stripe.confirmSetup).not.toHaveBeenCalled();

    stripe.submit.mockResolvedValue({ error: { type: 'validation_error', message: '' } });
    save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Failed to initialize payment form. Please try again.',
      ),
    );
  });

  it("reports Stripe's outcome when a redirect-based method comes back, once", async () => {
    api();
    const { router } = renderApp(
      '/settings?tab=payment-methods&setup_intent=seti_1&setup_intent_client_secret=s&redirect_status=succeeded',
    );
    expect(await screen.findByText('Payment method added')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/settings?tab=payment-methods'));
  });

  it('says billing is not configured and which settings turn it on, while the plans still show', async () => {
    api({ billing: false });
    renderApp('/settings?tab=payment-methods');
    expect(await screen.findByText(BILLING_MESSAGES.notConfigured)).toBeTruthy();
    expect(screen.getByText('STRIPE_SECRET_KEY')).toBeTruthy();
    expect(screen.getByText('STRIPE_PUBLISHABLE_KEY')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Payment Method' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Billing History' }));
    expect(await screen.findByText(BILLING_MESSAGES.notConfigured)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Current Plan' }));
    expect(await screen.findByRole('listitem', { name: 'Pro plan' })).toBeTruthy();
  });

  it('says the payment methods could not be loaded when the app config fails, not that billing is off', async () => {
    let configDown = true;
    api({
      config: () => {
        if (configDown) {
          throw new ApiError({ status: 503, kind: 'unhandled', message: CLIENT_ERROR_MESSAGES.unhandled });
        }
        return CONFIG;
      },
    });
    renderApp('/settings?tab=payment-methods');
    const failed = (await screen.findByText('Could not load payment methods')).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByText(BILLING_MESSAGES.notConfigured)).toBeNull();

    configDown = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add Payment Method' })).toBeTruthy();
    expect(await screen.findByText('•••• 4242')).toBeTruthy();
    expect(screen.queryByText('Could not load payment methods')).toBeNull();
    expect(screen.queryByText(BILLING_MESSAGES.notConfigured)).toBeNull();
  });
});

describe('current plan and billing history', () => {
  it('shows the three plan cards with this month’s requests against each, and the media quota’s use', async () => {
    api();
    renderApp('/settings?tab=current-plan');
    const basic = await screen.findByRole('listitem', { name: 'Basic plan' });
    expect(within(basic).getByText('$9')).toBeTruthy();
    expect(within(basic).getByText('Up to 1,000 requests/month')).toBeTruthy();
    expect(await within(basic).findByText('1,234 of 1,000 used this month')).toBeTruthy();
    const pro = screen.getByRole('listitem', { name: 'Pro plan' });
    expect(within(pro).getByText('$29')).toBeTruthy();
    expect(within(pro).getByText('Up to 10,000 requests/month')).toBeTruthy();
    expect(within(pro).getByText('1,234 of 10,000 used this month')).toBeTruthy();
    const enterprise = screen.getByRole('listitem', { name: 'Enterprise plan' });
    expect(within(enterprise).getByText('$99')).toBeTruthy();
    expect(within(enterprise).getByText('Unlimited requests')).toBeTruthy();
    expect(screen.getByText(/this month \(since November 1, UTC\)/)).toBeTruthy();
    expect(screen.getByText((_, node) => node?.textContent === 'Media: 1.5 GB of 5 GB in use.')).toBeTruthy();
  });

  it('lists invoices with a link to each', async () => {
    api();
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [getAppConfig, () => CONFIG],
      [
        listInvoices,
        () => ({
          invoices: [
            {
              id: 'in_1',
              number: 'INV-0002',
              createdAt: '2026-10-01T10:00:00.000Z',
              amountDue: 2900,
              amountPaid: 2900,
              currency: 'usd',
              status: 'paid',
              hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_1',
            },
          ],
        }),
      ],
    ]);
    renderApp('/settings?tab=billing-history');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('Oct 1, 2026')).toBeTruthy();
    expect(within(table).getByText('$29.00')).toBeTruthy();
    expect(within(table).getByText('paid')).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'View invoice INV-0002' });
    expect(link.getAttribute('href')).toBe('https://invoice.stripe.com/i/in_1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("reads amounts in Stripe's minor units: hundredths for ISK, though it is written without decimals", () => {
    expect(formatAmount(150000, 'isk')).toMatch(/^ISK\s1,500$/);
    expect(formatAmount(2900, 'usd')).toBe('$29.00');
    expect(formatAmount(500, 'jpy')).toBe('¥500');
  });

  it('shows the empty state when Stripe has no invoices', async () => {
    api();
    renderApp('/settings?tab=billing-history');
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
  });
});
