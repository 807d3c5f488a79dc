/**
 * Capacity benchmark: the inbox list (GET /api/post, the web app's default view) of the demo workspace under 50 and
 * 200 concurrent connections, on PostgreSQL and on PGlite, next to the raw SQL time of the same request.
 *
 *   npm run bench:load
 *
 * Settings (environment): BENCH_ENGINES (postgres,pglite), BENCH_LOAD_SECONDS (duration of each run, 10),
 * BENCH_LOAD_CONNECTIONS (50,200), BENCH_DATABASE_URL (an existing PostgreSQL instead of a private cluster).
 * Inroad runs in this process as `npm start` builds it (load shedding included); autocannon runs in a child
 * process on loopback so its own work does not slow the server's event loop. Writes bench/results/load.json and
 * bench/results/load.md.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_EMAIL, seedDemoWorkspace } from '../../apps/server/src/demo/demo-workspace.ts';
import { declareJobQueues } from '../../apps/server/src/job-registry.ts';
import { executionMs, explainRequest } from '../inbox/explain.ts';
import { createUserWithSession } from '../inbox/seed.ts';
import { type Engine, startBenchServer } from '../inbox/server.ts';
import { machineInfo } from '../lib/machine.ts';

const RESULTS = path.resolve(import.meta.dirname, '../results');
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 10;
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '50,200').split(',').map(Number);
/** The web app's first request on /posts: the Priority Inbox of the last day, by relevance. */
const LIST_QUERY = 'view=priority&dateRange=1&sortBy=relevance&page=1';
/** A client gives up after this long: a request waiting longer counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const TARGETS: Record<Engine, { rps50: number; p99At50: number | null }> = {
  postgres: { rps50: 400, p99At50: 250 },
  pglite: { rps50: 150, p99At50: null },
};

interface Run {
  connections: number;
  requests: number;
  requestsPerSecond: number;
  /** Answers 200 per second: the work actually served. */
  servedPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  status: Record<string, number>;
  timeouts: number;
  errors: number;
  meanBytes: number;
  /**
   * CPU milliseconds the server's process used per answer during the run (all its threads: Node, PGlite, GC). The
   * cores are shared with other people's work, so this, not the rate, says what the code costs.
   */
  serverCpuMsPerAnswer: number;
}

const log = (message: string) => console.log(`[bench:load] ${message}`);

interface PageSize {
  posts: number;
  /** The page as the list sends it: each post's row (PostListItem). */
  listBytes: number;
  listGzipBytes: number;
  /** The same page had it carried every post whole (GET /api/post/:id of each), as the list did before. */
  wholeBytes: number;
  wholeGzipBytes: number;
}

/** The size of the list's first page, and of the same page with each post whole, uncompressed and gzipped. */
async function pageSize(baseUrl: string, url: string, token: string): Promise<PageSize> {
  const headers = { 'x-sessiontoken': token };
  const text = await (await fetch(url, { headers })).text();
  const page = JSON.parse(text) as { posts: { id: string }[] };
  const whole = [];
  for (const post of page.posts) whole.push(await (await fetch(`${baseUrl}/api/post/${post.id}`, { headers })).json());
  const wholeText = JSON.stringify({ ...page, posts: whole });
  return {
    posts: page.posts.length,
    listBytes: Buffer.byteLength(text),
    listGzipBytes: gzipSync(text).length,
    wholeBytes: Buffer.byteLength(wholeText),
    wholeGzipBytes: gzipSync(wholeText).length,
  };
}

/** autocannon's JSON report of one run. */
function autocannon(url: string, token: string, connections: number): Promise<Record<string, unknown>> {
  const bin = path.resolve(import.meta.dirname, '../../node_modules/autocannon/autocannon.js');
  const args = [bin, '-j', '-c', String(connections), '-d', String(SECONDS), '-t', String(TIMEOUT_SECONDS)];
  args.push('-H', `x-sessiontoken=${token}`, '-H', 'accept-encoding=gzip', url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out) as Record<string, unknown>);
    });
  });
}

function runOf(connections: number, report: Record<string, unknown>, cpuMs: number): Run {
  const latency = report.latency as Record<string, number>;
  const requests = report.requests as Record<string, number>;
  const throughput = report.throughput as Record<string, number>;
  const status: Record<string, number> = {};
  for (const key of ['1xx', '2xx', '3xx', '4xx', '5xx']) status[key] = Number(report[key] ?? 0);
  const statusCodes = report.statusCodeStats as Record<string, { count: number }> | undefined;
  for (const [code, value] of Object.entries(statusCodes ?? {})) status[code] = value.count;
  const total = Number(requests.total ?? 0);
  const duration = Number(report.duration ?? SECONDS);
  return {
    connections,
    requests: total,
    requestsPerSecond: Math.round((total / duration) * 10) / 10,
    servedPerSecond: Math.round(((status['200'] ?? status['2xx'] ?? 0) / duration) * 10) / 10,
    latencyMs: { p50: latency.p50 ?? 0, p99: latency.p99 ?? 0, max: latency.max ?? 0 },
    status,
    timeouts: Number(report.timeouts ?? 0),
    errors: Number(report.errors ?? 0),
    meanBytes: total > 0 ? Math.round(Number(throughput.total ?? 0) / total) : 0,
    serverCpuMsPerAnswer: total > 0 ? Math.round((cpuMs / total) * 100) / 100 : 0,
  };
}

async function benchEngine(engine: Engine) {
  log(`${engine}: seeding the demo workspace`);
  const server = await startBenchServer(engine);
  try {
    await declareJobQueues(server.ctx);
    const seeded = await seedDemoWorkspace({ db: server.ctx.db, queue: server.ctx.queue });
    const { token } = await createUserWithSession(server.ctx.db, DEMO_EMAIL);
    const url = `${server.baseUrl}/api/post?${LIST_QUERY}`;
    // Seeding ran in this process: until the event loop has settled, the server sheds requests (503).
    let warm = await fetch(url, { headers: { 'x-sessiontoken': token } });
    for (let tries = 0; warm.status === 503 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      warm = await fetch(url, { headers: { 'x-sessiontoken': token } });
    }
    if (warm.status !== 200) throw new Error(`the list answered ${warm.status}`);
    const page = await pageSize(server.baseUrl, url, token);
    log(`${engine}: first page ${page.posts} posts, ${page.listBytes} bytes (whole posts: ${page.wholeBytes})`);
    const statements = await explainRequest(server, url, { 'x-sessiontoken': token });
    const sqlMs = Math.round(statements.reduce((sum, s) => sum + executionMs(s.plan), 0) * 10) / 10;
    const loadAverageStart = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
    const runs: Run[] = [];
    for (const connections of CONNECTIONS) {
      const cpu = process.cpuUsage();
      const report = await autocannon(url, token, connections);
      const used = process.cpuUsage(cpu);
      const run = runOf(connections, report, (used.user + used.system) / 1000);
      log(
        `${engine} c${connections}: ${run.requestsPerSecond} req/s (${run.servedPerSecond} served), p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, max ${run.latencyMs.max} ms, timeouts ${run.timeouts}, status ${JSON.stringify(run.status)}`,
      );
      runs.push(run);
    }
    const target = TARGETS[engine];
    const at50 = runs.find((r) => r.connections === 50);
    const at200 = runs.find((r) => r.connections === 200);
    const checks = {
      [`served ≥ ${target.rps50} req/s at 50`]: at50 ? at50.servedPerSecond >= target.rps50 : null,
      ...(target.p99At50
        ? { [`p99 ≤ ${target.p99At50} ms at 50`]: at50 ? at50.latencyMs.p99 <= target.p99At50 : null }
        : {}),
      '0 timeouts and max ≤ 2 s at 200': at200 ? at200.timeouts === 0 && at200.latencyMs.max <= 2_000 : null,
    };
    return {
      engine,
      measuredAt: new Date().toISOString(),
      posts: seeded.inserted,
      listQuery: LIST_QUERY,
      page,
      rawSqlMs: sqlMs,
      loadAverage: { start: loadAverageStart, end: Math.round((os.loadavg()[0] ?? 0) * 100) / 100 },
      runs,
      checks,
    };
  } finally {
    await server.close();
  }
}

function markdown(report: {
  machine: ReturnType<typeof machineInfo>;
  engines: Awaited<ReturnType<typeof benchEngine>>[];
}) {
  const lines = [
    '# Capacity: the inbox list under load',
    '',
    `Written by \`npm run bench:load\` (${SECONDS} s per run, autocannon 9.0.0 on loopback, client timeout ${TIMEOUT_SECONDS} s, gzip accepted). Machine: ${report.machine.cores} × ${report.machine.cpu}, Node ${report.machine.node}, load average at the start ${report.machine.loadAverage.join(' / ')}. The cores are shared with other work, so every figure is noisy.`,
    '',
    '| engine | connections | req/s | served (200) /s | p50 ms | p99 ms | max ms | timeouts | statuses | bytes/answer | server CPU ms/answer | raw SQL ms |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --- | --: | --: | --: |',
  ];
  for (const e of report.engines) {
    for (const r of e.runs) {
      const statuses = Object.entries(r.status)
        .filter(([code, n]) => /^\d{3}$/.test(code) && n > 0)
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ');
      lines.push(
        `| ${e.engine} | ${r.connections} | ${r.requestsPerSecond} | ${r.servedPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.latencyMs.max} | ${r.timeouts} | ${statuses} | ${r.meanBytes} | ${r.serverCpuMsPerAnswer} | ${e.rawSqlMs} |`,
      );
    }
  }
  lines.push(
    '',
    "The list's first page (the request above), as sent and as it would be with every post whole (the rows before they were cut to what the list shows):",
    '',
    '| engine | posts | list bytes | list gzip | whole posts bytes | whole posts gzip |',
    '| --- | --: | --: | --: | --: | --: |',
  );
  for (const e of report.engines) {
    const p = e.page;
    lines.push(
      `| ${e.engine} | ${p.posts} | ${p.listBytes} | ${p.listGzipBytes} | ${p.wholeBytes} | ${p.wholeGzipBytes} |`,
    );
  }
  lines.push('', '| engine | target | met |', '| --- | --- | --- |');
  for (const e of report.engines) {
    for (const [name, met] of Object.entries(e.checks))
      lines.push(`| ${e.engine} | ${name} | ${met === null ? '-' : met ? 'yes' : 'NO'} |`);
  }
  return `${lines.join('\n')}\n`;
}

const machine = machineInfo();
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim()) as Engine[];
const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
const report = { benchmark: 'load: GET /api/post of the demo workspace under concurrency', machine, engines: results };
writeFileSync(path.join(RESULTS, 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(RESULTS, 'load.md'), markdown(report));
log('results in bench/results/load.json and load.md');
