import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { darkModeColorSchemeManager } from '../lib/color-scheme.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = darkModeColorSchemeManager();

const Notifications = lazy(() =>
  import('@mantine/notifications/container').then((m) => ({ default: m.Notifications })),
);

/**
 * The notification stack is loaded with the first notification: most screens never show one, and its code
 * (and its transitions) would otherwise be in every first load. Notifications shown meanwhile wait in the store.
 * They stack at the bottom right: at the top they would sit over a wide modal's title and close button.
 */
function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  ) : null;
}

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * 'test' turns off Mantine's transitions and portals so tests stay fast and deterministic, and leaves out the
   * theme's CSS variables: happy-dom resolves every one of them on each element whose style a query reads (the
   * accessible name of each candidate of a getByRole), and no test reads a colour. It leaves out too the global
   * classes' style sheet: its media rules (for the hiddenFrom and visibleFrom props, which no screen uses) were matched
   * against every element whose style a query reads.
   */
  env?: 'default' | 'test';
}

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
      withCssVariables={env !== 'test'}
      withGlobalClasses={env !== 'test'}
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
