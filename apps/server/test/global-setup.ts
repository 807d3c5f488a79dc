import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { startMigratedPostgres } from './postgres-template.ts';

let stopPostgres: (() => Promise<void>) | undefined;
let templateDir: string | undefined;

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
  const database = await openDatabase({ dataDir: 'memory://' });
  if (database.engine !== 'pglite') throw new Error('Expected PGlite for the PGlite suite');
  await database.migrate();
  const archive = await database.pglite.dumpDataDir('none');
  await database.close();
  templateDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-pglite-template-'));
  const file = path.join(templateDir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
}

export async function teardown() {
  await stopPostgres?.();
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
