import { NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  IconBolt,
  IconBulb,
  IconCalendarEvent,
  IconInbox,
  IconLayoutList,
  IconMap,
  IconPlug,
  IconRadar,
  IconRss,
} from '../../components/icons.tsx';
import { useSystemTagCounts } from '../../features/posts/hooks/use-system-tag-counts.ts';
import { SystemTagList } from './system-tag-list.tsx';

interface NavItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  children?: ReactNode;
}

function NavItem({ to, label, icon, active, children }: NavItemProps) {
  return (
    <li>
      <NavLink
        component={Link}
        to={to}
        label={label}
        leftSection={icon}
        active={active}
        aria-current={active ? 'page' : undefined}
      />
      {children}
    </li>
  );
}

function GroupLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="md" pb={4}>
      {children}
    </Text>
  );
}

const ICON = { size: 18, 'aria-hidden': true } as const;

interface MainNavProps {
  createAreaAllowed: boolean;
}

export function MainNav({ createAreaAllowed }: MainNavProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const systemTags = useSystemTagCounts();
  const onPosts = pathname === '/posts';
  const view = searchParams.get('view');

  return (
    <nav aria-label="Main">
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        <li>
          <NavLink
            component={Link}
            to="/posts?view=priority"
            label="Engage"
            leftSection={<IconBolt {...ICON} />}
            fw={700}
          />
          <Stack component="ul" gap={2} m={0} pl="md" style={{ listStyle: 'none' }}>
            <NavItem
              to="/posts?view=priority"
              label="Priority Inbox"
              icon={<IconInbox {...ICON} />}
              active={onPosts && view === 'priority'}
            >
              {onPosts && view === 'priority' && <SystemTagList view="priority" tags={systemTags} />}
            </NavItem>
            <NavItem
              to="/posts?view=all"
              label="All Posts"
              icon={<IconLayoutList {...ICON} />}
              active={onPosts && view === 'all'}
            >
              {onPosts && view === 'all' && <SystemTagList view="all" tags={systemTags} />}
            </NavItem>
            <NavItem to="/feeds" label="Data Feeds" icon={<IconRss {...ICON} />} active={pathname === '/feeds'} />
          </Stack>
        </li>
        <NavItem to="/trackers" label="Trackers" icon={<IconRadar {...ICON} />} active={pathname === '/trackers'} />
        {/* The accounts Inroad publishes to; adding one goes on to /integration/add, which stays under this entry. */}
        <NavItem
          to="/integrations"
          label="Integrations"
          icon={<IconPlug {...ICON} />}
          active={pathname === '/integrations' || pathname === '/integration/add'}
        />
        {createAreaAllowed && (
          <li>
            <GroupLabel>Create</GroupLabel>
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
              <NavItem
                to="/create/content"
                label="Content Queue"
                icon={<IconCalendarEvent {...ICON} />}
                active={pathname === '/create/content'}
              />
              <NavItem
                to="/create/content_plan"
                label="Content Plan"
                icon={<IconMap {...ICON} />}
                // A plan's ideas page belongs to that plan, so Content Plan stays highlighted there.
                active={pathname === '/create/content_plan' || /^\/create\/ideas\/\d+$/.test(pathname)}
              />
              {/* Ideas live inside a plan: this opens the plan list to pick one. */}
              <NavItem to="/create/content_plan" label="Ideas" icon={<IconBulb {...ICON} />} active={false} />
            </Stack>
          </li>
        )}
      </Stack>
    </nav>
  );
}
