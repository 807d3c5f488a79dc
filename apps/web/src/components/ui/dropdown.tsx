import { Box, Paper, UnstyledButton } from '@mantine/core';
import { useClickOutside, useId } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './dropdown.module.css';

/*
 * Small dropdowns positioned with plain CSS under their button. The inbox needs only "below, aligned to one
 * edge", and this keeps a positioning engine out of its bundle.
 */

interface DropdownProps {
  /** Renders the trigger; spread the props onto a button. */
  target: (props: {
    onClick: () => void;
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-haspopup'?: 'menu';
  }) => ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'end';
  width?: number;
  role?: 'menu' | 'dialog';
  label?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export function Dropdown({
  target,
  children,
  align = 'start',
  width,
  role = 'dialog',
  label,
  onKeyDown,
}: DropdownProps) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const panelRef = useRef<HTMLDivElement>(null);

  const close = (refocus = true) => {
    setOpened(false);
    if (refocus) rootRef.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
  };

  // Opening moves focus into the panel: the first menu item or field, so the keyboard can carry on.
  useEffect(() => {
    if (!opened) return;
    panelRef.current?.querySelector<HTMLElement>('[role="menuitem"], input, button, a[href]')?.focus();
  }, [opened]);

  return (
    <Box ref={rootRef} pos="relative" display="inline-block">
      {target({
        onClick: () => setOpened((o) => !o),
        'aria-expanded': opened,
        'aria-controls': id,
        ...(role === 'menu' ? { 'aria-haspopup': 'menu' as const } : {}),
      })}
      {opened && (
        <Paper
          ref={panelRef}
          id={id}
          role={role}
          aria-label={label}
          shadow="md"
          withBorder
          p={4}
          pos="absolute"
          top="calc(100% + 4px)"
          left={align === 'start' ? 0 : undefined}
          right={align === 'end' ? 0 : undefined}
          w={width}
          style={{ zIndex: 200, minWidth: 180 }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
              return;
            }
            onKeyDown?.(event);
          }}
        >
          {typeof children === 'function' ? children(() => close()) : children}
        </Paper>
      )}
    </Box>
  );
}

interface ActionMenuItem {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: () => void;
}

interface ActionMenuProps {
  /** The trigger button's accessible name, e.g. 'More actions'. */
  label: string;
  trigger: (props: Parameters<DropdownProps['target']>[0]) => ReactNode;
  items: readonly ActionMenuItem[];
  align?: 'start' | 'end';
}

/** ↑/↓ (wrapping), Home and End move focus through the menu items inside the element handling the key. */
export function moveMenuFocus(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  event.preventDefault();
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? entries.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length;
  entries[next]?.focus();
}

/** A menu of actions (role menu, ↑/↓ move, Esc closes) under a button. */
export function ActionMenu({ label, trigger, items, align = 'end' }: ActionMenuProps) {
  return (
    <Dropdown target={trigger} role="menu" label={label} align={align} onKeyDown={moveMenuFocus}>
      {(close) =>
        items.map((item) => (
          <UnstyledButton
            key={item.label}
            role="menuitem"
            display="flex"
            w="100%"
            px="sm"
            py={6}
            c={item.color}
            fz="sm"
            style={{ alignItems: 'center', gap: 8, borderRadius: 4 }}
            className={classes.item}
            onClick={() => {
              close();
              item.onClick();
            }}
          >
            {item.icon}
            {item.label}
          </UnstyledButton>
        ))
      }
    </Dropdown>
  );
}
