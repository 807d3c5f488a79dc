import { Burger, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useExtensionHandoff } from '../../features/auth/hooks/use-extension-handoff.ts';
import { useOnboardingDialogs } from '../../features/onboarding/hooks/use-onboarding-dialogs.ts';
import { useAdoptBrowserTimeZone } from '../../features/settings/hooks/use-adopt-browser-time-zone.ts';
import classes from './app-layout.module.css';
import { Sidebar } from './sidebar.tsx';

// Loaded after the first paint: dialogs and the extension check are not needed to show the inbox.
const ExtensionGate = lazy(() =>
  import('../../features/extension/components/extension-gate.tsx').then((m) => ({ default: m.ExtensionGate })),
);
const OnboardingHost = lazy(() =>
  import('../../features/onboarding/components/onboarding-host.tsx').then((m) => ({ default: m.OnboardingHost })),
);

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const dialogs = useOnboardingDialogs();
  useExtensionHandoff();
  useAdoptBrowserTimeZone();

  // On a phone the sidebar is a drawer: close it once a link has been followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => close(), [location.key]);

  return (
    // The frame in plain elements: Mantine's AppShell would bring its scroll lock and resize handles to every page.
    <div className={classes.shell}>
      <header className={classes.header}>
        <Burger opened={opened} onClick={toggle} size="sm" aria-label="Toggle navigation" />
        <Text fw={800} fz={20}>
          Inroad
        </Text>
      </header>
      <nav className={classes.navbar} data-opened={opened || undefined}>
        <Sidebar />
      </nav>
      <main className={classes.main}>
        <Suspense fallback={null}>
          <ExtensionGate deferPrompt={dialogs.welcomeOpen || dialogs.onboardingOpen} />
          <OnboardingHost />
        </Suspense>
        <Outlet />
      </main>
    </div>
  );
}
