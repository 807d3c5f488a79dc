import { IntegrationAddScreen } from '../../features/integrations/components/integration-add-screen.tsx';

export function IntegrationAddRoute() {
  return <IntegrationAddScreen />;
}
