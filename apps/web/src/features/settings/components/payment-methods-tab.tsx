import { BILLING_MESSAGES, type PaymentMethod } from '@inroad/contracts/billing';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { IconPlus } from '../../../components/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { useAppConfig } from '../../../lib/app-config.ts';
import { deleteErrorMessage, useDeletePaymentMethod } from '../api/delete-payment-method.ts';
import { paymentMethodsQueryKey, usePaymentMethods } from '../api/get-payment-methods.ts';
import { AddPaymentMethodModal } from './add-payment-method-modal.tsx';
import { BillingNotConfigured } from './billing-not-configured.tsx';
import { PaymentMethodTable } from './payment-method-table.tsx';

/** Settings → Payment Methods: the saved methods, adding one through Stripe, deleting after confirmation. */
export function PaymentMethodsTab() {
  const config = useAppConfig();
  const publishableKey = config.data?.billing ? config.data.stripePublishableKey : null;
  const methods = usePaymentMethods({ enabled: Boolean(publishableKey) });
  const remove = useDeletePaymentMethod();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rowFocus = useRowFocus({ fallback: () => addButton.current });
  useRedirectOutcome();

  if (config.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading payment methods" />
      </Center>
    );
  }
  if (!config.data) {
    return (
      <QueryListState
        // The config's request failed, which says nothing of billing: a failure to load; Try again reads it again.
        query={{ isPending: false, isError: true, data: undefined, refetch: config.refetch }}
        noun="payment methods"
        empty={null}
      >
        {() => null}
      </QueryListState>
    );
  }
  if (!publishableKey) return <BillingNotConfigured title="Payment Methods" />;

  const saved = () => {
    setAdding(false);
    notifications.show({ color: 'green', message: 'Payment method added' });
    void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.stripeId, {
      onSuccess: () => {
        setDeleting(null);
        rowFocus.removed();
        notifications.show({ color: 'green', message: 'Payment method deleted' });
      },
      onError: (error) => {
        console.error('Could not delete the payment method', error);
        setDeleting(null);
        rowFocus.restore();
        notifications.show({
          id: 'payment-method-delete-failed',
          color: 'red',
          title: 'Error',
          message: deleteErrorMessage(error),
        });
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Cards and other payment methods saved with Stripe. Inroad never sees the full card number.
        </Text>
        <Button ref={addButton} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add Payment Method
        </Button>
      </Group>
      <QueryListState
        query={methods}
        noun="payment methods"
        empty={{ title: 'No payment methods yet.', description: 'Add a card to have one on file.' }}
      >
        {(items) => (
          <PaymentMethodTable
            methods={items}
            onDelete={(method) => {
              rowFocus.remember();
              setDeleting(method);
            }}
          />
        )}
      </QueryListState>
      {adding && (
        <AddPaymentMethodModal publishableKey={publishableKey} onClose={() => setAdding(false)} onSaved={saved} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete payment method"
        message={BILLING_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onCancel={() => {
          setDeleting(null);
          rowFocus.restore();
        }}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

const REDIRECT_PARAMS = ['setup_intent', 'setup_intent_client_secret', 'redirect_status'];

/**
 * A payment method that needs a redirect (e.g. Amazon Pay) comes back here with Stripe's outcome in the address:
 * say how it went, then drop those parameters so a reload does not say it again.
 */
function useRedirectOutcome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('redirect_status');
  useEffect(() => {
    if (!status) return;
    if (status === 'succeeded') notifications.show({ color: 'green', message: 'Payment method added' });
    else notifications.show({ color: 'red', title: 'Error', message: BILLING_MESSAGES.paymentFormFailed });
    setSearchParams(
      (params) => {
        for (const name of REDIRECT_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [status, setSearchParams]);
}
