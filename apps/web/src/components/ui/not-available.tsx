import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface NotAvailableProps {
  title: string;
  description?: ReactNode;
}

/** An honest placeholder for a part of the product that has not been built yet: no sample data. */
export function NotAvailable({ title, description }: NotAvailableProps) {
  return <EmptyState title={title} description={description} py="xl" />;
}
