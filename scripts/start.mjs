// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server
// (API under /api, the SPA everywhere else) in one process on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { nodeRequirementNotice } from './node-requirement.mjs';
import { buildWebAppIfStale } from './web-build.mjs';

const notice = nodeRequirementNotice(process.version);
if (notice) console.warn(`\n${notice}\n`);

const root = path.resolve(import.meta.dirname, '..');

if (process.env.SKIP_WEB_BUILD !== '1') {
  const status = buildWebAppIfStale();
  if (status !== 0) process.exit(status);
}

const entry = process.argv[2] === 'demo' ? 'apps/server/src/demo/demo.ts' : 'apps/server/src/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, stdio: 'inherit' });
// The server drains requests and jobs on these signals; wait for it rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
