import { IntegrationsScreen } from '../../features/integrations/components/integrations-screen.tsx';

export function IntegrationsRoute() {
  return <IntegrationsScreen />;
}
