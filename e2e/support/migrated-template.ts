import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database with every migration applied, made once for the run (`migrateDataDir`). */
    migratedDataDir: string;
  }
}

/**
 * Creates the embedded database in `dataDir` and applies every migration (`npm run db:migrate`), once per run: a
 * journey's `npm start` on an empty folder spends most of its start-up creating and migrating PGlite, which is the
 * same for every journey. Journeys that do not test the very first start begin on a copy of it instead.
 */
export async function migrateDataDir(dataDir: string): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/db/migrate-cli.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`Migrating the journeys' embedded database failed (${code}):\n${output}`);
}

/**
 * Fills an empty data folder with the run's migrated embedded database (journeys only: the runner hands its folder
 * to the test files; loaded here so that scripts outside the runner do not load it).
 */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  const { inject } = await import('vitest');
  cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
}
