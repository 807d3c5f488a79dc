import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './build/aliases.ts';
import { tablerIcons } from './build/tabler-icons.ts';

/** Test files that replace a module with vi.mock, which holds only where each file loads its modules afresh. */
export const moduleMockingTests = ['src/features/settings/billing.test.tsx'];

const allTests = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * The web tests in happy-dom. `isolate: false` lets a worker's files share its loaded modules (React, Mantine, the
 * screens) and its page, so that cost is paid once per worker, not once per file: the fakes stand behind `fetch` and
 * `chrome.runtime` (src/testing/fake-server.ts, fake-extension.ts) rather than replacing modules, and the set-up
 * file puts back after each test what a test may leave behind.
 */
export function webTestProject(project: { name: string; include: string[]; exclude: string[]; isolate: boolean }) {
  return defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), tablerIcons()],
    resolve: { alias: aliases },
    test: {
      name: project.name,
      // Mantine screens render slowly in happy-dom on a loaded two-core machine.
      testTimeout: 60_000,
      // loadRouteCode in a beforeAll transforms a screen's modules, which on a busy machine takes more than 10 s.
      hookTimeout: 60_000,
      environment: 'happy-dom',
      // A link or window.open never loads a page: a test that clicks 'Connect' (target _blank, LinkedIn's sign-in
      // page) made happy-dom fetch www.linkedin.com for the new tab. The tests run on loopback only.
      environmentOptions: {
        happyDOM: {
          settings: {
            navigation: {
              disableMainFrameNavigation: true,
              disableChildFrameNavigation: true,
              disableChildPageNavigation: true,
            },
          },
        },
      },
      include: project.include,
      exclude: ['**/node_modules/**', ...project.exclude],
      isolate: project.isolate,
      // Worker threads rather than child processes: measured ~10% less CPU for the same files.
      pool: 'threads',
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  });
}

export default webTestProject({ name: 'web', include: allTests, exclude: moduleMockingTests, isolate: false });
