import { NotAvailable } from '../../../components/ui/not-available.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function ContentPlanScreen() {
  return (
    <>
      <PageHeader title="Content Plan" />
      <NotAvailable title="No content plans yet." description="Content plans are not available yet." />
    </>
  );
}
