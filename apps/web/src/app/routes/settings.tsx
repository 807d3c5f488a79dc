import { lazy } from 'react';
import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';

// Loaded when its tab is opened (settings shows it inside a Suspense).
const EmailTemplatesTab = lazy(() =>
  import('../../features/email-templates/components/email-templates-tab.tsx').then((m) => ({
    default: m.EmailTemplatesTab,
  })),
);

export function SettingsRoute() {
  return <SettingsScreen emailTemplatesTab={<EmailTemplatesTab />} />;
}
