import { Alert, Center, Loader, Modal } from '@mantine/core';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { paymentFormError } from '../api/create-setup-intent.ts';
import { getStripe } from '../api/load-stripe.ts';
import { PaymentForm } from './payment-form.tsx';

interface AddPaymentMethodModalProps {
  publishableKey: string;
  onClose: () => void;
  onSaved: () => void;
}

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/** 'Add Payment Method': loads Stripe.js, then Stripe's payment form. */
export function AddPaymentMethodModal({ publishableKey, onClose, onSaved }: AddPaymentMethodModalProps) {
  useReturnFocus();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Closed while Stripe confirms, the card would be saved there unseen: no notice, and a list without it.
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    getStripe(publishableKey).then(
      (stripe) => live && setLoaded(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      (error: unknown) => {
        console.error('Stripe.js did not load', error);
        if (live) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  return (
    <Modal
      opened
      onClose={onClose}
      title="Add Payment Method"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      withCloseButton={!saving}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
    >
      {loaded.state === 'loading' && (
        <Center py="lg">
          <Loader role="status" size="sm" aria-label="Loading payment form" />
        </Center>
      )}
      {loaded.state === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {paymentFormError({})}
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <PaymentForm stripe={loaded.stripe} onSaved={onSaved} onCancel={onClose} onSavingChange={setSaving} />
      )}
    </Modal>
  );
}
