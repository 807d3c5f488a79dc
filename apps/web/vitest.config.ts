import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './build/aliases.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    name: 'web',
    // Mantine screens render slowly in happy-dom on a loaded two-core machine.
    testTimeout: 60_000,
    // loadRouteCode in a beforeAll transforms a screen's modules, which on a busy machine takes more than 10 s.
    hookTimeout: 60_000,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
