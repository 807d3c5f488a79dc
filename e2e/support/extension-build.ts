import path from 'node:path';
import { inject } from 'vitest';
import { freeStablePort } from './inroad-process.ts';
import { runNodeScript } from './run-node.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for the run's builds, removed when the run ends (global-setup.ts). */
    e2eBuildDir: string;
  }
}

/**
 * Builds the extension into `outDir` with LinkedIn and Reddit at the given origins (a fake network on loopback),
 * the way apps/extension/vite.config.ts reads them; apps/extension/dist is left alone.
 */
export async function buildExtension(options: { linkedinBase: string; redditBase: string; outDir: string }) {
  await runNodeScript([path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(ROOT, 'apps/extension'),
    env: {
      INROAD_LINKEDIN_BASE: options.linkedinBase,
      INROAD_REDDIT_BASE: options.redditBase,
      INROAD_EXTENSION_OUT: options.outDir,
    },
    failure: 'The extension build failed',
  });
}

/** The extension, built pointed at a fake LinkedIn and Reddit on `fakeNetworkPort`. */
export type ExtensionBuild = { dir: string; fakeNetworkPort: number };

/** This journey worker's builds, by browser: its journeys share its modules (vitest.config.ts), and with them these. */
const builds = new Map<number, Promise<ExtensionBuild>>();

/**
 * This journey worker's extension build number `index` and the port its fake network must listen on, built the first
 * time one of the worker's journeys asks for it: the extension's LinkedIn and Reddit origins are fixed at build time,
 * so browsers running at the same time (in one journey, or in journeys on other workers) each take a build of their
 * own. Built when asked rather than for every worker at the start of the run: two journeys use the extension, and a
 * run of others builds none (six builds cost ~7 CPU-s).
 */
export function workerExtension(index = 0): Promise<ExtensionBuild> {
  let build = builds.get(index);
  if (!build) {
    build = buildForThisWorker(index);
    // A failed build is tried again by the next journey that asks, not handed on as failed.
    build.catch(() => builds.delete(index));
    builds.set(index, build);
  }
  return build;
}

async function buildForThisWorker(index: number): Promise<ExtensionBuild> {
  const fakeNetworkPort = await freeStablePort();
  const base = `http://127.0.0.1:${fakeNetworkPort}`;
  const dir = path.join(inject('e2eBuildDir'), `extension-${process.env.VITEST_POOL_ID ?? '1'}-${index + 1}`);
  await buildExtension({ linkedinBase: base, redditBase: base, outDir: dir });
  return { dir, fakeNetworkPort };
}
