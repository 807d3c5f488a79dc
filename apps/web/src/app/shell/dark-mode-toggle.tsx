import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '../../components/icons.tsx';

export function DarkModeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Read synchronously so the icon and aria-pressed are right on first paint.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';

  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
