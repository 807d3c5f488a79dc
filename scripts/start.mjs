// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server
// (API under /api, the SPA everywhere else) in one process on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { nodeRequirementNotice } from './node-requirement.mjs';

const notice = nodeRequirementNotice(process.version);
if (notice) console.warn(`\n${notice}\n`);

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [path.join(webDir, 'src'), path.join(webDir, 'build'), path.join(root, 'packages/contracts/src')];
  const configs = [path.join(webDir, 'index.html'), path.join(webDir, 'vite.config.ts')];
  return sources.some((dir) => newestMtime(dir) > built) || configs.some((f) => statSync(f).mtimeMs > built);
}

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app…');
  // Always a production build, even when started from a test runner that sets NODE_ENV=test.
  const build = spawnSync('npm', ['run', 'build', '-w', '@inroad/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = process.argv[2] === 'demo' ? 'apps/server/src/db/seed/demo.ts' : 'apps/server/src/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, stdio: 'inherit' });
// The server drains requests and jobs on these signals; wait for it rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
