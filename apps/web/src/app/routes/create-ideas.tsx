import { useParams } from 'react-router';
import { ContentPlanNotFound } from '../../features/create/components/content-plan-not-found.tsx';
import { ContentTopicsScreen } from '../../features/create/components/content-topics-screen.tsx';

export function CreateIdeasRoute() {
  const { contentPlanId = '' } = useParams();
  const id = /^\d+$/.test(contentPlanId) ? Number(contentPlanId) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    return <ContentPlanNotFound reason="This address does not name a content plan." />;
  }
  return <ContentTopicsScreen key={id} contentPlanId={id} />;
}
