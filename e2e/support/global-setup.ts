import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebAppIfStale } from '../../scripts/web-build.mjs';
import { buildExtension } from './extension-build.ts';
import { freeStablePort, startDemo } from './inroad-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The extension, built once for the run, pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
    extensionDir: string;
    /** Where a journey starts its fake network for the extension (journeys run one after another). */
    fakeNetworkPort: number;
    /**
     * The demo workspace, seeded once for the run by `npm run demo` and stopped after every post was enriched:
     * journeys start on a copy of `dataDir`, on `port` (the address its posts' media were seeded with).
     */
    demoTemplate: { dataDir: string; port: number };
  }
}

let workDir: string | undefined;

/**
 * Builds once per run what every journey would otherwise build itself: the web app (each journey's `npm start`
 * then finds it fresh) and the extension. The extension's LinkedIn and Reddit origins are fixed at build time, so
 * the fake network they point at gets its port here, and each journey that needs it listens there.
 *
 * Seeds the demo workspace once too: `npm run demo` on a folder of its own, left running until the server has
 * enriched every post (it says so in its log), then stopped as a service manager stops it. A journey on a copy
 * starts in seconds and meets a workspace at rest instead of one still busy enriching.
 */
export async function setup(project: TestProject) {
  if (buildWebAppIfStale() !== 0) throw new Error('The web app build failed');
  workDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-e2e-build-'));
  const [fakeNetworkPort, demoPort] = [await freeStablePort(), await freeStablePort()];
  const base = `http://127.0.0.1:${fakeNetworkPort}`;
  const extensionDir = path.join(workDir, 'extension');
  const demoDir = path.join(workDir, 'demo');
  await Promise.all([
    buildExtension({ linkedinBase: base, redditBase: base, outDir: extensionDir }),
    seedDemoTemplate(demoDir, demoPort),
  ]);
  project.provide('extensionDir', extensionDir);
  project.provide('fakeNetworkPort', fakeNetworkPort);
  project.provide('demoTemplate', { dataDir: demoDir, port: demoPort });
}

async function seedDemoTemplate(dataDir: string, port: number): Promise<void> {
  const demo = await startDemo({}, { dataDir, port, untilEnriched: true });
  const code = await demo.stop();
  if (code !== 0 || !/Stopped cleanly/.test(demo.output())) {
    throw new Error(`The demo did not stop cleanly (${code}):\n${demo.output()}`);
  }
}

export function teardown() {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
