import { NotAvailable } from '../../../components/ui/not-available.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function IntegrationsScreen() {
  return (
    <>
      <PageHeader title="Integrations" />
      <NotAvailable title="No integrations yet" description="Integrations are not available yet." />
    </>
  );
}
