import { defineConfig } from 'vitest/config';
import { DEMO_START_TIMEOUT_MS } from './e2e/support/demo-template.ts';
import { WaitingFilesLast } from './e2e/support/journey-order.ts';
import { JOURNEY_WORKERS } from './e2e/support/journey-workers.ts';

const apiTests = ['apps/server/src/**/*.api.test.ts'];

// Every suite runs in UTC. A worker thread keeps the time zone of the process that started it: TZ set in a
// thread's environment (a project's `env`) changes its process.env but not its dates, so it is set here, before
// any worker starts.
process.env.TZ = 'UTC';

/**
 * API test files share their worker's loaded modules (the server's code is compiled once per worker, not once per
 * file): every file starts its own app over its own database, the server's in-memory caches are keyed by ids a new
 * database never repeats (user ids are random UUIDs) or by text alone, and no file mocks a module. With the PGlite
 * databases a worker reuses (test/harness.ts) this took the PGlite suite from 509 s to 94 s CPU (README, Tests).
 */
const sharedApiWorkers = { isolate: false };

/**
 * Worker threads rather than child processes where measured: the PGlite suite took 7% less CPU (146 s instead of
 * 157 s, both run side by side on the same loaded machine), the unit tests 6% less. The PostgreSQL suite keeps
 * child processes: on threads it took more (60 and 62 CPU-s against 52 and 55, run alone one after another).
 */
const threads = { pool: 'threads' } as const;

/**
 * One vitest run, several suites: unit tests everywhere, the API suite twice (PGlite, PostgreSQL),
 * and the browser journeys. scripts/test.mjs picks the suites this machine can run.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: WaitingFilesLast },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'apps/extension/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...apiTests, '**/node_modules/**'],
          env: { TZ: 'UTC' },
          // No module mocks or stubbed globals here either: the files share their worker's loaded modules.
          isolate: false,
          ...threads,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          ...sharedApiWorkers,
          ...threads,
          env: { TZ: 'UTC', TEST_DB_ENGINE: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          ...sharedApiWorkers,
          // A query sent to a connection still running one (two queries of one transaction at once) fails the test:
          // pg queues it with a deprecation warning today and refuses it from pg 9 on.
          execArgv: ['--throw-deprecation'],
          env: { TZ: 'UTC', TEST_DB_ENGINE: 'postgres' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          env: { TZ: 'UTC' },
          // The server and the web app, built once for every journey; the demo workspace seeded once.
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/failure-log.ts'],
          // A worker's journeys share its loaded modules, and with them its browser (e2e/support/browser.ts): a
          // journey opens contexts of its own and starts servers of its own; no journey mocks a module.
          isolate: false,
          // A screen waited for with expect.poll may take seconds to come on a busy machine (1 s by default).
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          // A demo journey's start may wait for the demo workspace to be seeded.
          hookTimeout: DEMO_START_TIMEOUT_MS,
          maxWorkers: JOURNEY_WORKERS,
        },
      },
    ],
  },
});
