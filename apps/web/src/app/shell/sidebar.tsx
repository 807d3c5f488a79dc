import { ActionIcon, Anchor, AppShell, Button, Group, ScrollArea } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { DailyGoalsPanel } from '../../features/daily-goals/components/daily-goals-panel.tsx';
import { useAppConfig } from '../../lib/app-config.ts';
import { isCreateAreaAllowed } from '../../lib/create-area.ts';
import { HOME_PATH } from '../home-path.ts';
import { DarkModeToggle } from './dark-mode-toggle.tsx';
import { MainNav } from './main-nav.tsx';

export function Sidebar() {
  const navigate = useNavigate();
  const logout = useLogout();
  const appConfig = useAppConfig();

  return (
    <>
      <AppShell.Section px="md" pt="md" pb="sm">
        <Anchor component={Link} to={HOME_PATH} underline="never" fw={800} fz={24} c="var(--mantine-color-text)">
          Inroad
        </Anchor>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs">
        <MainNav createAreaAllowed={isCreateAreaAllowed(appConfig.data)} />
      </AppShell.Section>
      <AppShell.Section p="md">
        <DailyGoalsPanel />
        <Group justify="space-between" gap="xs" mt="sm">
          <Group gap="xs">
            <DarkModeToggle />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Settings"
              title="Settings"
              onClick={() => navigate('/settings')}
            >
              <IconSettings size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Log Out
          </Button>
        </Group>
      </AppShell.Section>
    </>
  );
}
