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

// Stripe's minor units, which are not always the currency's own: ISK and HUF count hundredths in Stripe's API, though
// ISK is written without decimals.
const ZERO_DECIMAL_CURRENCIES = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
const THREE_DECIMAL_CURRENCIES = new Set('bhd jod kwd omr tnd'.split(' '));

function minorUnitsPerUnit(currency: string): number {
  if (ZERO_DECIMAL_CURRENCIES.has(currency)) return 1;
  if (THREE_DECIMAL_CURRENCIES.has(currency)) return 1000;
  return 100;
}

/** An amount in Stripe's minor units, as people read it: 2900 usd → '$29.00', 150000 isk → 'ISK 1,500'. */
export function formatAmount(amount: number, currency: string): string {
  try {
    const code = currency.toLowerCase();
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code.toUpperCase() });
    return format.format(amount / minorUnitsPerUnit(code));
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
  if (config.data && !enabled) return <BillingNotConfigured title="Billing History" />;
  return (
    <QueryListState
      // No config means its request failed, which says nothing of billing: a failure to load; Try again reads it again.
      query={config.data ? invoices : { isPending: false, isError: true, data: undefined, refetch: config.refetch }}
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
