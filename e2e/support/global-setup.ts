import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMigratedPostgres } from '../../apps/server/test/postgres-template.ts';
import { buildServer, serverBuildIsStale } from '../../scripts/server-build.mjs';
import { buildWebAppIfStaleInBackground } from '../../scripts/web-build.mjs';
import { type DemoTemplate, demoTemplateFiles } from './demo-template.ts';
import { startDemo } from './inroad-process.ts';
import { runOpensDemo, runUsesPostgres } from './journey-order.ts';
import { migrateDataDir } from './migrated-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo workspace, seeded once for the run while the first journeys run (see `setup`). */
    demoTemplate: DemoTemplate;
  }
}

let workDir: string | undefined;
let seeding: Promise<void> | undefined;
let stopPostgres: (() => Promise<void>) | undefined;
const stopSeeding = new AbortController();

/**
 * Builds once per run what every journey would otherwise build itself (one PostgreSQL cluster too, with a migrated
 * database to copy, when a selected journey runs on PostgreSQL): the server's bundle and the web app (each journey's
 * `npm start` then finds them fresh, and no two journeys starting side by side build either). The extension is built
 * by the workers whose journeys use it, into the run's build folder (extension-build.ts).
 *
 * Seeds the demo workspace once too, in the background, when a selected journey opens it: `npm run demo` on a
 * copy of the migrated database, left running until the server has enriched every post (it says so in its log), then stopped
 * as a service manager stops it. Journeys that need no demo run meanwhile; a demo journey waits for it
 * (demo-template.ts), then starts in seconds on a copy and meets a workspace at rest instead of one still busy
 * enriching. Each copy runs on a port of its own (the posts' media are paths on the app's own origin), so demo
 * journeys run side by side too.
 */
export async function setup(project: TestProject) {
  // First, and awaited: the demo seeding and the migrated database below run the bundle.
  if (serverBuildIsStale()) await buildServer();
  workDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-e2e-build-'));
  const template: DemoTemplate = { dataDir: path.join(workDir, 'demo'), ...demoTemplateFiles(workDir) };
  const migratedDataDir = path.join(workDir, 'migrated');
  const migrated = migrateDataDir(migratedDataDir);
  if (runOpensDemo(project)) {
    seeding = migrated
      .then(() => seedDemoTemplate(template, migratedDataDir))
      .then(
        () => writeFileSync(template.readyFile, ''),
        (error: unknown) => writeFileSync(template.failedFile, error instanceof Error ? error.message : String(error)),
      );
  } else {
    // A demo journey selected later (a rerun in watch mode) is told why instead of waiting.
    writeFileSync(template.failedFile, 'no journey selected at the start of the run opens the demo workspace');
  }
  const [web, postgres] = await Promise.all([
    buildWebAppIfStaleInBackground(),
    runUsesPostgres(project) ? startMigratedPostgres() : undefined,
    migrated,
  ]);
  stopPostgres = postgres?.stop;
  if (web.status !== 0) throw new Error(`The web app build failed (${web.status}):\n${web.output}`);
  if (postgres) project.provide('journeyPostgres', postgres.postgres);
  project.provide('e2eBuildDir', workDir);
  project.provide('demoTemplate', template);
  project.provide('migratedDataDir', migratedDataDir);
  await untilStartGateOpens();
}

/**
 * `npm test` starts the journeys together with the first suite and lets them begin once the other suites are done
 * (scripts/test.mjs): what is built and migrated above is ready by then, and the demo workspace seeded or on its way.
 */
async function untilStartGateOpens(): Promise<void> {
  const gate = process.env.E2E_START_GATE;
  if (!gate) return;
  while (!existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Seeds on a copy of the run's migrated database: the demo's own migration of an empty folder cost about 5 of its
 * 18 CPU-seconds, the same work the migrated database has just done.
 */
async function seedDemoTemplate(template: DemoTemplate, migratedDataDir: string): Promise<void> {
  // A run that ended while the database was migrated starts no demo.
  stopSeeding.signal.throwIfAborted();
  cpSync(migratedDataDir, template.dataDir, { recursive: true });
  // The web build runs beside it; seeding needs none.
  const demo = await startDemo(
    { SKIP_WEB_BUILD: '1' },
    { dataDir: template.dataDir, untilEnriched: true, signal: stopSeeding.signal },
  );
  const code = await demo.stop();
  if (code !== 0 || !/Stopped cleanly/.test(demo.output())) {
    throw new Error(`The demo did not stop cleanly (${code}):\n${demo.output()}`);
  }
}

export async function teardown() {
  // A run that ends early (a failure, a filter without demo journeys) stops the seeding rather than leave it behind.
  stopSeeding.abort();
  await seeding;
  await stopPostgres?.();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
