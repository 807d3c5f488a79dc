import type { PaymentMethod } from '@inroad/contracts/billing';
import { Table, Text } from '@mantine/core';
import { DataTable, RowIconAction } from '../../../components/ui/data-table.tsx';
import { capitalize } from '../../../lib/format.ts';

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

const TYPES: Record<PaymentMethod['type'], string> = { card: 'Card', amazon_pay: 'Amazon Pay' };

/** Stripe's card brand as printed on the card: 'amex' → 'American Express'; null when Stripe gives none. */
export function brandLabel(method: PaymentMethod): string | null {
  if (!method.brand || method.brand === 'unknown') return null;
  return BRANDS[method.brand] ?? capitalize(method.brand);
}

/** How a person names the method: 'Visa ending 4242', 'Amazon Pay'. */
export function methodName(method: PaymentMethod): string {
  const brand = brandLabel(method) ?? TYPES[method.type];
  return method.last4 ? `${brand} ending ${method.last4}` : brand;
}

/** '04/2031', or an empty string when Stripe gives no expiry (Amazon Pay). */
export function expiryLabel(method: PaymentMethod): string {
  if (!method.expirationMonth || !method.expirationYear) return '';
  return `${String(method.expirationMonth).padStart(2, '0')}/${method.expirationYear}`;
}

function Missing() {
  return (
    <Text span c="dimmed" aria-label="not given">
      —
    </Text>
  );
}

interface PaymentMethodTableProps {
  methods: readonly PaymentMethod[];
  onDelete: (method: PaymentMethod) => void;
}

export function PaymentMethodTable({ methods, onDelete }: PaymentMethodTableProps) {
  return (
    <DataTable
      label="Payment methods"
      minWidth={560}
      actionsWidth={48}
      head={
        <>
          <Table.Th>Type</Table.Th>
          <Table.Th>Brand</Table.Th>
          <Table.Th>Number</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>Country</Table.Th>
        </>
      }
    >
      {methods.map((method) => {
        const name = methodName(method);
        return (
          <Table.Tr key={method.stripeId}>
            <Table.Td>{TYPES[method.type]}</Table.Td>
            <Table.Td>{brandLabel(method) ?? <Missing />}</Table.Td>
            <Table.Td>{method.last4 ? `•••• ${method.last4}` : <Missing />}</Table.Td>
            <Table.Td>{expiryLabel(method) || <Missing />}</Table.Td>
            <Table.Td>{method.country ?? <Missing />}</Table.Td>
            <Table.Td>
              <RowIconAction kind="delete" label={`Delete ${name}`} onClick={() => onDelete(method)} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
