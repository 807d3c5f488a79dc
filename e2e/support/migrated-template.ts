import { cpSync } from 'node:fs';
import path from 'node:path';
import { serverEntryPath } from '../../scripts/server-build.mjs';
import { runNodeScript } from './run-node.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database with every migration applied, made once for the run (`migrateDataDir`). */
    migratedDataDir: string;
  }
}

/**
 * The journeys' embedded database's buffer cache (PGLITE_SHARED_BUFFERS): their data is small, and PGlite allocates
 * and zeroes its default 128 MB at every start. A start of the demo workspace's copy measured 2.2 instead of 2.5
 * CPU-s, and 200 instead of 320 MB.
 */
export const JOURNEY_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Creates the embedded database in `dataDir`, applies every migration and prepares the job queue (`npm run
 * db:migrate`), once per run: a journey's `npm start` on an empty folder spends most of its start-up creating and
 * migrating PGlite and pg-boss's tables, which is the same for every journey. Journeys that do not test the very
 * first start begin on a copy of it instead. Runs the server's bundle, which the global setup has built.
 */
export async function migrateDataDir(dataDir: string): Promise<void> {
  // --liftoff-only and a small buffer cache: as a journey's server runs (inroad-process.ts); a one-off migration.
  await runNodeScript(['--liftoff-only', '--enable-source-maps', serverEntryPath('migrate')], {
    cwd: ROOT,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_SHARED_BUFFERS: JOURNEY_PGLITE_SHARED_BUFFERS },
    failure: "Migrating the journeys' embedded database failed",
  });
}

/**
 * Fills an empty data folder with the run's migrated embedded database (journeys only: the runner hands its folder
 * to the test files; loaded here so that scripts outside the runner do not load it).
 */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  const { inject } = await import('vitest');
  cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
}
