import path from 'node:path';
import { thisJourneyWorker } from './journey-worker.ts';
import { EXTENSIONS_PER_WORKER, type ExtensionBuild } from './journey-workers.ts';
import { runNodeScript } from './run-node.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

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

/**
 * One of this journey worker's extension builds (see global-setup.ts) and the port its fake network must listen on;
 * browsers running at the same time in one journey each take another `index`.
 */
export function sharedExtension(index = 0): ExtensionBuild {
  const build = thisJourneyWorker().extensions[index];
  if (!build) throw new Error(`Each journey worker has ${EXTENSIONS_PER_WORKER} extension builds, not ${index + 1}`);
  return build;
}
