// `npm start`: builds the web app and the server's bundle when either is missing or older than its sources, then runs
// the server (API under /api, the SPA everywhere else) in one process on PORT, from the bundle: no TypeScript is
// compiled at start-up. `npm run demo`, `npm run worker` and `npm run db:migrate` run the bundle's other entries
// (`start.mjs demo|worker|migrate`); the last two need no web app.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { nodeRequirementNotice } from './node-requirement.mjs';
import { buildServerIfStale, SERVER_ENTRIES, serverEntryPath } from './server-build.mjs';
import { buildWebAppIfStale } from './web-build.mjs';

const notice = nodeRequirementNotice(process.version);
if (notice) console.warn(`\n${notice}\n`);

const root = path.resolve(import.meta.dirname, '..');
// The settings of .env here too (the server's entries read it as well): PGLITE_BASELINE_COMPILE is read below.
if (existsSync('.env')) process.loadEnvFile('.env');
const requested = process.argv[2];
const entry = requested && Object.hasOwn(SERVER_ENTRIES, requested) ? requested : 'main';

const built = await buildServerIfStale();
if (built !== 0) process.exit(built);
if ((entry === 'main' || entry === 'demo') && process.env.SKIP_WEB_BUILD !== '1') {
  const status = buildWebAppIfStale();
  if (status !== 0) process.exit(status);
}

// Source maps: an error's stack names the .ts file and line (measured: no dearer start). --liftoff-only keeps V8 from
// compiling PGlite's hot WebAssembly again with its optimising compiler, most of a short-lived process's start-up CPU
// (PGLITE_BASELINE_COMPILE in .env.example); the flag is refused in NODE_OPTIONS, so it goes on the command line.
const baselineOnly = process.env.PGLITE_BASELINE_COMPILE === '1' ? ['--liftoff-only'] : [];
const server = spawn(process.execPath, [...baselineOnly, '--enable-source-maps', serverEntryPath(entry)], {
  cwd: root,
  stdio: 'inherit',
});
// The server drains requests and jobs on these signals; wait for it rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
