import { NotAvailable } from '../../../components/ui/not-available.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function TrackersScreen() {
  return (
    <>
      <PageHeader title="Trackers" description="Tag the posts that match your keyword and AI rules." />
      <NotAvailable title="No trackers yet" description="Trackers are not available yet." />
    </>
  );
}
