import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';

export function SettingsRoute() {
  return <SettingsScreen />;
}
