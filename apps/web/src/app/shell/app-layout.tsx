import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useExtensionHandoff } from '../../features/auth/hooks/use-extension-handoff.ts';
import { useOnboardingDialogs } from '../../features/onboarding/hooks/use-onboarding-dialogs.ts';
import { Sidebar } from './sidebar.tsx';

// Loaded after the first paint: dialogs and the extension check are not needed to show the inbox.
const ExtensionGate = lazy(() =>
  import('../../features/extension/components/extension-gate.tsx').then((m) => ({ default: m.ExtensionGate })),
);
const OnboardingHost = lazy(() =>
  import('../../features/onboarding/components/onboarding-host.tsx').then((m) => ({ default: m.OnboardingHost })),
);

/** The spec's sidebar is 64 spacing units wide: 64 × 4px. */
const SIDEBAR_WIDTH = 256;

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const dialogs = useOnboardingDialogs();
  useExtensionHandoff();

  // On a phone the sidebar is a drawer: close it once a link has been followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => close(), [location.key]);

  return (
    <AppShell
      // The top bar exists only on small screens, where it holds the menu button.
      header={{ height: { base: 52, sm: 0 } }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header hiddenFrom="sm" px="md">
        <Group h="100%" gap="sm">
          <Burger opened={opened} onClick={toggle} size="sm" aria-label="Toggle navigation" />
          <Text fw={800} fz={20}>
            Inroad
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={null}>
          <ExtensionGate deferPrompt={dialogs.welcomeOpen || dialogs.onboardingOpen} />
          <OnboardingHost />
        </Suspense>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
