import { NotAvailable } from '../../../components/ui/not-available.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function FeedsScreen() {
  return (
    <>
      <PageHeader title="Feeds" description="The LinkedIn and Reddit sources your inbox is gathered from." />
      <NotAvailable title="No feeds yet" description="Data feeds are not available yet." />
    </>
  );
}
