import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

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

/** Fills an empty data folder with the run's migrated embedded database. */
export function copyMigratedDataDir(template: string, dataDir: string): void {
  cpSync(template, dataDir, { recursive: true });
}
