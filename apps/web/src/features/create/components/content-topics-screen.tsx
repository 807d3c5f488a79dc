import { NotAvailable } from '../../../components/ui/not-available.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

interface ContentTopicsScreenProps {
  contentPlanId: string;
}

export function ContentTopicsScreen({ contentPlanId }: ContentTopicsScreenProps) {
  return (
    <>
      <PageHeader title="Content Topics" description={`Content plan #${contentPlanId}`} />
      <NotAvailable title="No content topics yet" description="Content topics are not available yet." />
    </>
  );
}
