import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * The notification stack alone, for a dynamic import: '@mantine/notifications' itself is in the first load (its
 * store shows notifications), so importing the stack from it would not split it off. The package does not export
 * its files one by one. Types: src/types/mantine-notifications.d.ts.
 */
export const aliases: Alias[] = [
  {
    find: /^@mantine\/notifications\/container$/,
    replacement: path.join(
      path.dirname(createRequire(import.meta.url).resolve('@mantine/notifications')),
      '../esm/Notifications.mjs',
    ),
  },
];
