import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useExtensionHandoff } from '../../features/auth/hooks/use-extension-handoff.ts';
import { ExtensionGate } from '../../features/extension/components/extension-gate.tsx';
import { OnboardingHost } from '../../features/onboarding/components/onboarding-host.tsx';
import { useOnboardingDialogs } from '../../features/onboarding/hooks/use-onboarding-dialogs.ts';
import { Sidebar } from './sidebar.tsx';

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
        <ExtensionGate deferPrompt={dialogs.welcomeOpen || dialogs.onboardingOpen} />
        <OnboardingHost />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
