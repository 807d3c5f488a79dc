import { ActionIcon, Anchor, Box, Button, Group } from '@mantine/core';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconLogout, IconSettings } from '../../components/icons.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { DailyGoalsPanel } from '../../features/daily-goals/components/daily-goals-panel.tsx';
import { useAppConfig } from '../../lib/app-config.ts';
import { isCreateAreaAllowed } from '../../lib/create-area.ts';
import { HOME_PATH } from '../home-path.ts';
import classes from './app-layout.module.css';
import { DarkModeToggle } from './dark-mode-toggle.tsx';
import { MainNav } from './main-nav.tsx';

/** Memoised: the layout renders again on every navigation (a filter click is one); the sidebar follows by itself. */
export const Sidebar = memo(function Sidebar() {
  const navigate = useNavigate();
  const logout = useLogout();
  const appConfig = useAppConfig();

  return (
    <>
      <Box className={classes.section} px="md" pt="md" pb="sm">
        <Anchor component={Link} to={HOME_PATH} underline="never" fw={800} fz={24} c="var(--mantine-color-text)">
          Inroad
        </Anchor>
      </Box>
      <Box className={classes.grow} px="xs">
        <MainNav createAreaAllowed={isCreateAreaAllowed(appConfig.data)} />
      </Box>
      <Box className={classes.section} p="md">
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
      </Box>
    </>
  );
});
