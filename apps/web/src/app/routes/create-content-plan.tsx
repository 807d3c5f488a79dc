import { ContentPlanScreen } from '../../features/create/components/content-plan-screen.tsx';

export function CreateContentPlanRoute() {
  return <ContentPlanScreen />;
}
