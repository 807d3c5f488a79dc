import type { Invoice } from '@inroad/contracts/billing';
import { Anchor, Badge, Center, Loader, Table } from '@mantine/core';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { useAppConfig } from '../../../lib/app-config.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { BillingNotConfigured } from './billing-not-configured.tsx';

const STATUS_COLORS: Record<string, string> = { paid: 'green', open: 'yellow', uncollectible: 'red' };

/** An amount in the currency's smallest unit, as people read it: 2900 usd → '$29.00'. */
export function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Settings → Billing History: the customer's invoices from Stripe. */
export function BillingHistoryTab() {
  const config = useAppConfig();
  const enabled = Boolean(config.data?.billing);
  const invoices = useInvoices({ enabled });
  if (config.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading invoices" />
      </Center>
    );
  }
  if (!enabled) return <BillingNotConfigured title="Billing History" />;
  return (
    <QueryListState
      query={invoices}
      noun="invoices"
      empty={{ title: 'No invoices yet.', description: 'Invoices from Stripe appear here once you are billed.' }}
    >
      {(items) => <InvoiceTable invoices={items} />}
    </QueryListState>
  );
}

function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <DataTable
      label="Invoices"
      minWidth={560}
      head={
        <>
          <Table.Th>Date</Table.Th>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Details</Table.Th>
        </>
      }
    >
      {invoices.map((invoice) => {
        const link = safeHttpUrl(invoice.hostedInvoiceUrl);
        return (
          <Table.Tr key={invoice.id}>
            <Table.Td>{formatShortDate(invoice.createdAt)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{invoice.number ?? '—'}</Table.Td>
            <Table.Td>{formatAmount(invoice.amountDue, invoice.currency)}</Table.Td>
            <Table.Td>
              {invoice.status ? (
                <Badge variant="light" color={STATUS_COLORS[invoice.status] ?? 'gray'}>
                  {invoice.status}
                </Badge>
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>
              {link ? (
                <Anchor
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={invoice.number ? `View invoice ${invoice.number}` : undefined}
                >
                  View invoice
                </Anchor>
              ) : (
                '—'
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
