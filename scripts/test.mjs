// `npm test`: every suite this machine can run — unit (server, contracts, web), the API suite on PGlite and on
// PostgreSQL, and the browser journeys in Chromium — then one closing line `N passed, N failed`.
// With REQUIRE_ALL_SUITES=1 (CI), a suite that cannot run here is a failure, not a skip. Each suite's wall time is
// printed after it and again in the closing summary. The API suite on PostgreSQL runs beside the browser journeys,
// their lines marked `[postgres]` and `[journeys]`; TEST_SUITES_SIDE_BY_SIDE=1 runs the journeys beside every other
// suite, those lines marked `[unit]` too. The suites that use PostgreSQL
// share one cluster, started here (unless TEST_DATABASE_URL names one) and stopped at the end, also on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { useTmpdirInMemory } from './test-tmpdir.mjs';

const root = path.resolve(import.meta.dirname, '..');
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasPostgresBinaries() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(path.join(base, v, 'bin', 'initdb')));
}

function hasPostgres() {
  return Boolean(process.env.TEST_DATABASE_URL) || hasPostgresBinaries();
}

/**
 * One throw-away PostgreSQL cluster for every suite of the run (each test file and journey still makes a database of
 * its own on it): a cluster's start costs about 3 s of CPU and 6 s of waiting, once instead of once per suite and
 * per journey file that runs on PostgreSQL. The cluster stops when this process exits, however it exits. It comes
 * with one migrated database, which the API suite and the journeys copy (TEST_DATABASE_TEMPLATE): migrated once, while
 * the first suite runs, instead of once by each of them.
 */
async function startSharedPostgres() {
  const { tsImport } = await import('tsx/esm/api');
  const { startPostgresCluster } = await tsImport('../apps/server/test/postgres-cluster.ts', import.meta.url);
  const { createMigratedTemplate } = await tsImport('../apps/server/test/postgres-template.ts', import.meta.url);
  const cluster = await startPostgresCluster();
  try {
    return { ...cluster, template: await createMigratedTemplate(cluster.url) };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

const groups = [
  {
    name: 'unit and API on PGlite',
    tag: 'unit',
    projects: ['unit', 'web', 'web-isolated', 'api-pglite'],
    available: true,
    workers: 2,
    // V8's baseline WebAssembly compiler only, as the journeys' servers run (PGLITE_BASELINE_COMPILE): the embedded
    // databases of the API tests live seconds to a minute, too short for the optimising compiler's background work on
    // PGlite's hot functions to pay back. The flags are the process's, so its worker threads run with them too.
    // Measured on this group alone: 180 CPU-s and 100 s with the flag, 194 CPU-s and 106 s without (the API suite
    // alone: 86 and 95 CPU-s against 95 and 103).
    // A young generation of 64 MB a half instead of V8's default 16: rendering in happy-dom allocates fast, and the
    // scavenges of a small young generation were ~9% of the web tests' time. Measured on the web tests alone, run in
    // pairs: 91 and 104 CPU-s against 100 and 114 (the API suite on PGlite the same within noise, 109 and 114 against
    // 108 and 118), for ~0.2 GB more memory at the peak. The whole group, one run each, side by side in time: 233
    // CPU-s and 127 s against 251 CPU-s and 137 s.
    nodeFlags: ['--liftoff-only', '--max-semi-space-size=64'],
  },
  {
    name: 'API on PostgreSQL',
    tag: 'postgres',
    usesPostgres: true,
    projects: ['api-postgres'],
    // Two: a third worker looked faster run alone (46.6 and 41.2 s against 50.3 and 49.2 s) but was slower within a
    // whole run (its files 38.5 s against 34.7 s, side by side in time), where the journeys' preparation runs too.
    workers: 2,
    // Beside the browser journeys rather than before them: alone it keeps the two cores only ~70% busy (its tests
    // wait on the database server), and the journeys fill the rest.
    withJourneys: true,
    available: hasPostgres(),
    missing: 'PostgreSQL server binaries (apt-get install -y postgresql) or TEST_DATABASE_URL',
  },
  {
    name: 'browser journeys',
    tag: 'journeys',
    // Sign-in, restart and the extension journey run on both engines (e2e/support/suites.ts).
    usesPostgres: true,
    beside: true,
    // Builds the server, the web app and the extension, migrates the databases it copies and seeds the demo
    // workspace (e2e/support/global-setup.ts) while the other suites run.
    preparesEarly: true,
    projects: ['e2e'],
    available: existsSync(chromium),
    missing: `Chromium at ${chromium} (apt-get install -y chromium)`,
  },
];

const only = process.argv.slice(2);
const removeTmpdir = useTmpdirInMemory();
const outDir = path.join(root, '.tmp');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const compat = path.join(root, 'scripts/node-compat.mjs');
const totals = { passed: 0, failed: 0, skipped: 0 };
const skippedSuites = [];
let runnerFailed = false;
const timings = [];
/** The suites' processes while they run, to pass a stop signal on to. */
const running = new Set();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const runStarted = Date.now();

/**
 * Runs one suite's vitest, its output lines prefixed with `tag` when another suite runs beside it. With `gate`, the
 * suite is started early and niced: its global setup prepares what it needs (builds, databases) while the suites
 * before it run, then waits until `gate.open()` is called; its output is held back until then, and its time is
 * counted from then.
 */
async function runGroup(group, index, tag, gate) {
  const report = path.join(outDir, `vitest-${index}.json`);
  const args = [
    ...(group.nodeFlags ?? []),
    '--import',
    compat,
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...group.projects.filter((p) => !only.length || only.includes(p)).flatMap((p) => ['--project', p]),
    // Both cores: most API test files spend their time starting an embedded database, not waiting.
    ...(group.workers ? [`--maxWorkers=${group.workers}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  if (!gate) console.log(`\n=== ${group.name} ===`);
  let started = Date.now();
  let postgres;
  if (group.usesPostgres && sharedPostgres) {
    try {
      postgres = await sharedPostgres;
    } catch (error) {
      runnerFailed = true;
      console.error(`The run's PostgreSQL did not start: ${error instanceof Error ? error.message : error}`);
      return;
    }
  }
  const piped = Boolean(tag || gate);
  const [command, commandArgs] = gate ? niced(process.execPath, args) : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${compat}`.trim(),
      CHROMIUM_PATH: chromium,
      ...(postgres ? { TEST_DATABASE_URL: postgres.url, TEST_DATABASE_TEMPLATE: postgres.template } : {}),
      ...(gate ? { E2E_START_GATE: gate.file } : {}),
    },
  });
  running.add(child);
  child.once('close', () => running.delete(child));
  if (piped) {
    // Lines held back until the gate opens, so the suites before it print undisturbed.
    let held = gate ? [] : undefined;
    gate?.opened.then(() => {
      console.log(`\n=== ${group.name} ===`);
      started = Date.now();
      for (const [out, line] of held) out.write(line);
      held = undefined;
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (text) => {
        const line = tag ? `${tag} ${text}\n` : `${text}\n`;
        if (held) held.push([out, line]);
        else out.write(line);
      });
    }
  }
  const status = await new Promise((resolve) => child.once('close', (code) => resolve(code)));
  // A suite that ended before its gate opened (it failed to prepare) still prints what it said.
  if (gate) {
    gate.open();
    await gate.opened;
  }
  const took = Date.now() - started;
  timings.push(`  ${group.name}: ${seconds(took)}`);
  console.log(`=== ${group.name}: ${seconds(took)} ===`);
  if (!existsSync(report)) {
    runnerFailed = true;
    console.error(`The ${group.name} run ended (${status}) without a report.`);
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  // A file that fails to load or in a hook has no failed test to count but is still a failure.
  const brokenFiles = result.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  totals.failed += brokenFiles;
  if (status !== 0 && result.numFailedTests === 0 && brokenFiles === 0) runnerFailed = true;
}

/** Starts a suite behind a gate that the caller opens once the suites before it are done. */
function startGated({ group, index }, tag) {
  const file = path.join(outDir, `start-gate-${index}`);
  let open;
  const opened = new Promise((resolve) => {
    open = () => {
      writeFileSync(file, '');
      resolve();
    };
  });
  const gate = { file, opened, open };
  return { gate, done: runGroup(group, index, tag, gate) };
}

/**
 * `command args` at a lower priority where `nice` exists: work started early must not slow the suites running
 * meanwhile, some of which measure time (a shutdown deadline, an AI time-out).
 */
function niced(command, args) {
  return existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '10', command, ...args]] : [command, args];
}

const selected = groups
  .map((group, index) => ({ group, index }))
  .filter(({ group }) => !only.length || group.projects.some((p) => only.includes(p)));
for (const { group } of selected) {
  if (!group.available) skippedSuites.push(`${group.name}: needs ${group.missing}`);
}
const runnable = selected.filter(({ group }) => group.available);
// Ctrl-C reaches the suites too; a stop signal sent to this process alone is passed on. Exiting stops the cluster.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(code);
  });
}
// Started beside the first suite, which seldom needs it; a suite that does waits for it.
const sharedPostgres =
  !process.env.TEST_DATABASE_URL && hasPostgresBinaries() && runnable.some(({ group }) => group.usesPostgres)
    ? startSharedPostgres()
    : undefined;
// A failed start is reported by the suites that wait for it.
sharedPostgres?.catch(() => {});
// One suite at a time by default, but for the PostgreSQL API suite beside the journeys (`withJourneys`): on two
// cores, the journeys beside the other suites starved them (unit, web and API on PGlite took 661 s instead of about
// 150 s) and gained nothing overall. A machine with more cores may run the journeys beside the rest
// (TEST_SUITES_SIDE_BY_SIDE=1).
const sideBySide = process.env.TEST_SUITES_SIDE_BY_SIDE === '1';
const lanes = sideBySide
  ? [runnable.filter(({ group }) => !group.beside), runnable.filter(({ group }) => group.beside)]
  : [runnable];
const busyLanes = lanes.filter((lane) => lane.length);
await Promise.all(
  busyLanes.map(async (lane) => {
    // One after another, the last suite (the journeys) starts with the first, behind a gate (see runGroup): its
    // builds, migrated databases and demo workspace are prepared while the other suites run. The suites marked
    // `withJourneys` run beside the journeys once the gate opens, every line then marked with its suite.
    const last = lane.at(-1);
    const gated = !sideBySide && lane.length > 1 && last.group.preparesEarly;
    const before = gated ? lane.slice(0, -1) : lane;
    const along = gated ? before.filter(({ group }) => group.withJourneys) : [];
    const early = gated ? startGated(last, along.length ? `[${last.group.tag}]` : undefined) : undefined;
    for (const { group, index } of before.filter((suite) => !along.includes(suite))) {
      await runGroup(group, index, busyLanes.length > 1 ? `[${group.tag}]` : undefined);
    }
    if (early) {
      early.gate.open();
      await Promise.all([early.done, ...along.map(({ group, index }) => runGroup(group, index, `[${group.tag}]`))]);
    }
  }),
);

await sharedPostgres?.then(
  (cluster) => cluster.stop(),
  () => {},
);
removeTmpdir();

console.log(`\nWall time per suite:\n${timings.join('\n')}\n  all: ${seconds(Date.now() - runStarted)}`);
if (skippedSuites.length) {
  console.log(`\nSuites not run on this machine:\n${skippedSuites.map((s) => `  - ${s}`).join('\n')}`);
}
const failedSuites = requireAll ? skippedSuites.length : 0;
if (requireAll && failedSuites) console.log('REQUIRE_ALL_SUITES=1: a missing suite counts as a failure.');
console.log(`\n${totals.passed} passed, ${totals.failed + failedSuites} failed, ${totals.skipped} skipped`);
process.exit(totals.failed + failedSuites > 0 || runnerFailed ? 1 : 0);
