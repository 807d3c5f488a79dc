// The web app's production build, when it is missing or older than its sources: shared by `npm start` and the
// browser journeys' global setup (which builds once per run, so no journey's `npm start` has to).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'build'),
    path.join(root, 'packages/contracts/src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

const BUILD_ARGS = ['run', 'build', '-w', '@inroad/web'];

/** Always a production build, even when started from a test runner that sets NODE_ENV=test. */
function productionEnv() {
  return { ...process.env, NODE_ENV: 'production' };
}

/** Builds the web app if it is stale; answers the build's exit status (0 when nothing was to do). */
export function buildWebAppIfStale(stdio = 'inherit') {
  if (!webBuildIsStale()) return 0;
  console.log('Building the web app…');
  const build = spawnSync('npm', BUILD_ARGS, {
    cwd: root,
    stdio,
    env: productionEnv(),
  });
  return build.status ?? 1;
}

/**
 * The same build without blocking the caller's event loop: the journeys' global setup seeds the demo workspace
 * meanwhile, and a process whose output nobody reads stalls once its pipe is full.
 */
export function buildWebAppIfStaleInBackground() {
  if (!webBuildIsStale()) return Promise.resolve({ status: 0, output: '' });
  const build = spawn('npm', BUILD_ARGS, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: productionEnv(),
  });
  let output = '';
  build.stdout.on('data', (chunk) => {
    output += chunk;
  });
  build.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => build.once('close', (status) => resolve({ status: status ?? 1, output })));
}
