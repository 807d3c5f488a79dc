import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMigratedPostgres } from './postgres-template.ts';

let stopPostgres: (() => Promise<void>) | undefined;
let templateDir: string | undefined;
let migrating: ChildProcess | undefined;
const TEMPLATE_SCRIPT = fileURLToPath(new URL('./pglite-template.ts', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    /** A database on the cluster with every migration applied; each test file's database is a copy of it. */
    testTemplateDatabase: string;
    /** A migrated PGlite data directory (`dumpDataDir`), loaded by each PGlite test database instead of migrating. */
    pgliteTemplatePath: string;
  }
}

/**
 * The API suite's databases start migrated: migrating once here and copying the result per test file is much faster
 * than starting an empty database and migrating it in every file. For PostgreSQL also one private cluster for the run,
 * unless TEST_DATABASE_URL points at one (`npm test` starts one for all its suites).
 */
export async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_ENGINE === 'postgres') {
    const { postgres, stop } = await startMigratedPostgres();
    stopPostgres = stop;
    project.provide('testDatabaseUrl', postgres.clusterUrl);
    project.provide('testTemplateDatabase', postgres.migratedTemplate);
    return;
  }
  templateDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-pglite-template-'));
  const file = path.join(templateDir, 'migrated.tar');
  migrating = migrateInBackground(file);
  project.provide('pgliteTemplatePath', file);
}

/**
 * Migrates the PGlite template in a process of its own and returns at once: the migration costs seconds of CPU, in
 * which the unit and web tests, which need no database, run on the other core instead of waiting (the API files on
 * PGlite run after them: e2e/support/journey-order.ts; a file that opens a database first waits for the template,
 * see test/harness.ts). A failed migration is written beside the template, for the waiting files to report.
 */
function migrateInBackground(file: string): ChildProcess {
  // Baseline WebAssembly compiler only: a one-off migration spends less on compiling PGlite than it would gain.
  const child = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', TEMPLATE_SCRIPT, file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.once('close', (code, signal) => {
    if (code !== 0 && !signal) writeFileSync(`${file}.failed`, `exit ${code}\n${errors}`);
  });
  child.once('error', (error) => writeFileSync(`${file}.failed`, error.message));
  return child;
}

export async function teardown() {
  if (migrating && migrating.exitCode === null) migrating.kill();
  await stopPostgres?.();
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
