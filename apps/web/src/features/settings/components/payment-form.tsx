import { PAYMENT_METHOD_TYPES, PAYMENT_SETUP_CURRENCY } from '@inroad/contracts/billing';
import { Alert, Button, Group, Loader, Stack, useComputedColorScheme } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { paymentFormError, startSetupIntent } from '../api/create-setup-intent.ts';

interface PaymentFormProps {
  stripe: Stripe;
  onSaved: () => void;
  onCancel: () => void;
  /** Told when a save starts and ends, so the dialog stays open meanwhile. */
  onSavingChange: (saving: boolean) => void;
}

/**
 * Stripe's Payment Element in setup mode (usd): the details are checked by Stripe, then a SetupIntent is created
 * by the server and confirmed here. Card details never pass through Inroad.
 */
export function PaymentForm({ stripe, onSaved, onCancel, onSavingChange }: PaymentFormProps) {
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'setup',
        currency: PAYMENT_SETUP_CURRENCY,
        // As the server's SetupIntent allows: the types the list can show and delete.
        allowedPaymentMethodTypes: [...PAYMENT_METHOD_TYPES],
        appearance: { theme: dark ? 'night' : 'stripe' },
      }}
    >
      <SetupForm onSaved={onSaved} onCancel={onCancel} onSavingChange={onSavingChange} />
    </Elements>
  );
}

function SetupForm({ onSaved, onCancel, onSavingChange }: Omit<PaymentFormProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [saving, setSavingState] = useState(false);
  const setSaving = (value: boolean) => {
    setSavingState(value);
    onSavingChange(value);
  };
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || saving) return;
    setSaving(true);
    setError(null);
    try {
      const checked = await elements.submit();
      if (checked.error) {
        setError(paymentFormError({ provider: checked.error.message }));
        return;
      }
      const intent = await startSetupIntent();
      const confirmed = await stripe.confirmSetup({
        elements,
        clientSecret: intent.clientSecret,
        // Only payment methods that need a redirect (e.g. Amazon Pay) leave the page; cards stay here.
        confirmParams: { return_url: `${window.location.origin}/settings?tab=payment-methods` },
        redirect: 'if_required',
      });
      if (confirmed.error) {
        setError(paymentFormError({ provider: confirmed.error.message }));
        return;
      }
      onSaved();
    } catch (cause) {
      console.error('Could not save the payment method', cause);
      setError(paymentFormError({ server: cause }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Payment details">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {!ready && <Loader role="status" size="sm" aria-label="Loading payment form" />}
        <PaymentElement onReady={() => setReady(true)} onLoadError={() => setError(paymentFormError({}))} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!stripe || !elements || !ready}>
            Save Payment Method
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
