import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebAppIfStale } from '../../scripts/web-build.mjs';
import { buildExtension } from './extension-build.ts';
import { freePort } from './inroad-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The extension, built once for the run, pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
    extensionDir: string;
    /** Where a journey starts its fake network for the extension (journeys run one after another). */
    fakeNetworkPort: number;
  }
}

let workDir: string | undefined;

/**
 * Builds once per run what every journey would otherwise build itself: the web app (each journey's `npm start`
 * then finds it fresh) and the extension. The extension's LinkedIn and Reddit origins are fixed at build time, so
 * the fake network they point at gets its port here, and each journey that needs it listens there.
 */
export async function setup(project: TestProject) {
  if (buildWebAppIfStale() !== 0) throw new Error('The web app build failed');
  workDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-e2e-build-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const extensionDir = path.join(workDir, 'extension');
  await buildExtension({ linkedinBase: base, redditBase: base, outDir: extensionDir });
  project.provide('extensionDir', extensionDir);
  project.provide('fakeNetworkPort', port);
}

export function teardown() {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
