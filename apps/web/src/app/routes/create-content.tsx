import { ContentQueueScreen } from '../../features/create/components/content-queue-screen.tsx';

export function CreateContentRoute() {
  return <ContentQueueScreen />;
}
