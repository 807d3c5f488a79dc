import { NotAvailable } from '../../../components/ui/not-available.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function ContentQueueScreen() {
  return (
    <>
      <PageHeader title="Content Queue" />
      <NotAvailable title="No posts queued" description="The content queue is not available yet." />
    </>
  );
}
