import { useParams } from 'react-router';
import { ContentTopicsScreen } from '../../features/create/components/content-topics-screen.tsx';

export function CreateIdeasRoute() {
  const { contentPlanId = '' } = useParams();
  return <ContentTopicsScreen contentPlanId={contentPlanId} />;
}
