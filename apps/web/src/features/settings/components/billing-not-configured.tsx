import { BILLING_MESSAGES, BILLING_SETTINGS } from '@inroad/contracts/billing';
import { Alert, Code, Text } from '@mantine/core';
import { Fragment } from 'react';

/** What a tab that needs Stripe shows when billing is off, and how to turn it on. */
export function BillingNotConfigured({ title }: { title: string }) {
  return (
    <Alert color="gray" variant="light" title={title} maw={640}>
      <Text size="sm">{BILLING_MESSAGES.notConfigured}</Text>
      <Text size="sm" mt="xs">
        To turn it on, set{' '}
        {BILLING_SETTINGS.map((name, index) => (
          <Fragment key={name}>
            {index > 0 && ' and '}
            <Code>{name}</Code>
          </Fragment>
        ))}{' '}
        on the server (and <Code>STRIPE_WEBHOOK_SECRET</Code> for Stripe's webhooks), then restart Inroad.
      </Text>
    </Alert>
  );
}
