import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';
import { preloadHomeRoute } from './build/preload-home-route.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

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

export default defineConfig({
  root,
  plugins: [react(), preloadHomeRoute()],
  resolve: { alias: aliases },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Screens are split by their lazy routes. The libraries every page needs get long-lived chunks of
        // their own, so a release that changes only app code does not make browsers fetch them again.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
