/**
 * Inbox benchmark: GET /api/post latency on a large inbox, and ingest throughput, on PostgreSQL and on PGlite.
 *
 *   npm run bench:inbox
 *
 * Settings (environment): BENCH_POSTS (posts of the measured user, 100000), BENCH_TOTAL_POSTS (all users, 3 ×
 * BENCH_POSTS), BENCH_ENGINES (postgres,pglite), BENCH_REQUESTS (requests per query at concurrency 1, 100; 10 ×
 * that at 16), BENCH_CELL_SECONDS (time bound of each loop, 30), BENCH_INGEST_POSTS (10000), BENCH_DATABASE_URL
 * (an existing PostgreSQL to create the database on, instead of a private cluster).
 * Writes bench/results/inbox.json, bench/results/inbox-plans-<engine>.md and bench/results/README.md. A run of one
 * engine keeps the other engine's last results (of the same sizes) in inbox.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBinaries } from '../../apps/server/test/postgres-cluster.ts';
import { machineInfo } from '../lib/machine.ts';
import { writeReadme } from '../lib/readme.ts';
import { formatTable, type LatencySummary, round1, summarize } from '../lib/stats.ts';
import { type ExplainedStatement, executionMs, explainRequest } from './explain.ts';
import { type IngestRun, measureIngest } from './ingest.ts';
import { startLoadClient } from './load.ts';
import { BENCH_QUERIES } from './queries.ts';
import { copyPostsToUser, createFeeds, createUserWithSession, seedPosts, withPostIndexesDeferred } from './seed.ts';
import { type Engine, startBenchServer } from './server.ts';

const RESULTS = path.resolve(import.meta.dirname, '../results');
const env = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const USER_POSTS = env('BENCH_POSTS', 100_000);
const TOTAL_POSTS = Math.max(USER_POSTS, env('BENCH_TOTAL_POSTS', USER_POSTS * 3));
const OTHER_USERS = 20;
const DAYS = 90;
const TRACKERS = 20;
const REQUESTS = env('BENCH_REQUESTS', 100);
const CELL_SECONDS = env('BENCH_CELL_SECONDS', 30);
const INGEST_POSTS = env('BENCH_INGEST_POSTS', 10_000);
const INGEST_BATCH = 100;
const CONCURRENCY = [1, 16] as const;
/** p95 at concurrency 1; no target is set at 16, where the figures show how latency grows under load. */
const TARGET_P95_MS: Record<Engine, number> = { postgres: 50, pglite: 200 };
const TARGET_INGEST_PER_SECOND = 2_000;
/** What a run measured; results of different sizes are not kept side by side. */
const SIZES = {
  userPosts: USER_POSTS,
  totalPosts: TOTAL_POSTS,
  otherUsers: OTHER_USERS,
  daysSpread: DAYS,
  trackers: TRACKERS,
  requestsAtConcurrency1: REQUESTS,
  requestsAtConcurrency16: REQUESTS * 10,
  cellSecondsMax: CELL_SECONDS,
  ingestPosts: INGEST_POSTS,
  ingestBatch: INGEST_BATCH,
};

interface QueryResult {
  name: string;
  description: string;
  path: string;
  concurrency: number;
  latencyMs: LatencySummary;
  /** Median time inside the server (arrival to end of answer), to tell server work from client and transport. */
  serverP50Ms: number;
  /**
   * CPU time of the app's process per request (Node.js, and PGlite's database work, which runs inside it): unlike
   * latency, it hardly grows when other work shares the cores.
   */
  appCpuMsPerRequest: number;
  requestsPerSecond: number;
  meanResponseBytes: number;
  errors: number;
  targetP95Ms: number | null;
  passed: boolean | null;
}

interface EngineResult {
  engine: Engine;
  measuredAt: string;
  /** 1-minute load average when this engine's run started and ended: other work on the machine slows it. */
  loadAverage: { start: number; end: number };
  seedSeconds: number;
  queries: QueryResult[];
  /** EXPLAIN ANALYZE execution time of the page and facet statements of one request per query. */
  statementMs: { name: string; page: number; facets: number }[];
  ingest: (IngestRun & { targetPostsPerSecond: number | null; passed: boolean | null })[];
  passed: boolean;
}

const log = (message: string) => console.log(`[bench:inbox] ${message}`);

async function seed(server: Awaited<ReturnType<typeof startBenchServer>>) {
  const { db, queue } = server.ctx;
  const started = performance.now();
  const now = Date.now();
  const user = await createUserWithSession(db, 'bench.user@example.com');
  const feeds = await createFeeds(db, queue, user.userId, TRACKERS);
  const otherPosts = TOTAL_POSTS - USER_POSTS;
  let next = 1;
  await withPostIndexesDeferred(db, async () => {
    next = await seedPosts({
      db,
      userId: user.userId,
      count: USER_POSTS,
      days: DAYS,
      now,
      firstNumber: next,
      seed: 7,
      feeds,
    });
    log(`${USER_POSTS} posts of the measured user stored (${Math.round(performance.now() - started)} ms)`);
    for (let i = 0; i < OTHER_USERS && otherPosts > 0; i++) {
      const other = await createUserWithSession(db, `bench.other${i}@example.com`);
      const count = Math.floor(otherPosts / OTHER_USERS) + (i < otherPosts % OTHER_USERS ? 1 : 0);
      const step = Math.max(1, Math.floor(USER_POSTS / Math.max(1, count)));
      await copyPostsToUser(db, { fromUserId: user.userId, toUserId: other.userId, count, step, offset: i });
    }
    log(
      `${otherPosts} posts of ${OTHER_USERS} other users stored (${Math.round(performance.now() - started)} ms); indexing`,
    );
  });
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`indexes built and statistics gathered; seeding took ${seedSeconds} s`);
  return { user, feeds, next, seedSeconds };
}

async function benchEngine(engine: Engine, plans: string[]): Promise<EngineResult> {
  log(`${engine}: starting`);
  const measuredAt = new Date().toISOString();
  const loadAtStart = round1(os.loadavg()[0] ?? 0);
  const server = await startBenchServer(engine);
  try {
    const { user, feeds, next, seedSeconds } = await seed(server);
    const headers = { 'x-sessiontoken': user.token };
    const urlOf = (query: string) => `${server.baseUrl}/api/post?${query}`;
    const target = TARGET_P95_MS[engine];

    const queries: QueryResult[] = [];
    const load = startLoadClient();
    for (const concurrency of CONCURRENCY) {
      for (const query of BENCH_QUERIES) {
        const urls = [urlOf(query.query)];
        await load.run({ urls, headers, concurrency, requests: 3 * concurrency, maxSeconds: CELL_SECONDS });
        const requests = concurrency === 1 ? REQUESTS : REQUESTS * 10;
        server.listTimings.length = 0;
        const cpuBefore = process.cpuUsage();
        const result = await load.run({ urls, headers, concurrency, requests, maxSeconds: CELL_SECONDS });
        const cpu = process.cpuUsage(cpuBefore);
        const serverMs = summarize(server.listTimings);
        if (result.errors.length) log(`${query.name}: ${result.errors.length} errors, first: ${result.errors[0]}`);
        const latencyMs = summarize(result.latencies);
        const targetP95Ms = concurrency === 1 ? target : null;
        queries.push({
          name: query.name,
          description: query.description,
          path: `/api/post?${query.query}`,
          concurrency,
          latencyMs,
          serverP50Ms: serverMs.p50,
          appCpuMsPerRequest: round1((cpu.user + cpu.system) / 1000 / Math.max(1, result.latencies.length)),
          requestsPerSecond: Math.round((result.latencies.length / result.seconds) * 10) / 10,
          meanResponseBytes: result.meanBytes,
          errors: result.errors.length,
          targetP95Ms,
          passed: targetP95Ms === null ? null : result.errors.length === 0 && latencyMs.p95 <= targetP95Ms,
        });
        log(`${engine} ${query.name} c${concurrency}: p50 ${latencyMs.p50} ms, p95 ${latencyMs.p95} ms`);
      }
    }
    load.close();

    const statementMs: EngineResult['statementMs'] = [];
    plans.push(
      `# EXPLAIN ANALYZE of the inbox queries on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}\n`,
      `One request per query after the timed runs, ${USER_POSTS} posts of the measured user among ${TOTAL_POSTS}, ${measuredAt}. Written by \`npm run bench:inbox\`.\n`,
    );
    for (const query of BENCH_QUERIES) {
      const statements = await explainRequest(server, urlOf(query.query), headers);
      const ms = (role: ExplainedStatement['role']) =>
        statements.filter((s) => s.role === role).reduce((sum, s) => sum + executionMs(s.plan), 0);
      statementMs.push({ name: query.name, page: ms('page'), facets: ms('facets') });
      plans.push(`### ${query.name}: \`GET /api/post?${decodeURIComponent(query.query)}\`\n`);
      for (const statement of statements) {
        plans.push(`#### ${statement.role}\n\n\`\`\`sql\n${statement.sql}\n\`\`\`\n`);
        plans.push(`Parameters: \`${JSON.stringify(statement.params)}\`\n\n\`\`\`\n${statement.plan}\n\`\`\`\n`);
      }
    }

    const ingest: EngineResult['ingest'] = [];
    let number = next;
    // Warm-up, not counted: the first batches compile the ingest path and the tracker rules.
    const warmUp = { ctx: server.ctx, userId: user.userId, sourceIds: feeds.sourceIds, batchSize: INGEST_BATCH };
    await measureIngest({ ...warmUp, posts: 5 * INGEST_BATCH, callers: 1, firstNumber: number, seed: 98 });
    number += 5 * INGEST_BATCH;
    for (const callers of [1, 4]) {
      const posts = Math.ceil(INGEST_POSTS / 2);
      const run = await measureIngest({
        ctx: server.ctx,
        userId: user.userId,
        sourceIds: feeds.sourceIds,
        posts,
        batchSize: INGEST_BATCH,
        callers,
        firstNumber: number,
        seed: 99 + callers,
      });
      number += posts;
      const gated = engine === 'postgres' && callers === 4;
      ingest.push({
        ...run,
        targetPostsPerSecond: gated ? TARGET_INGEST_PER_SECOND : null,
        passed: gated ? run.postsPerSecond >= TARGET_INGEST_PER_SECOND : null,
      });
      log(`${engine} ingest, ${callers} caller(s): ${run.postsPerSecond} posts/s`);
    }
    const passed = [...queries, ...ingest].every((r) => r.passed !== false);
    const loadAverage = { start: loadAtStart, end: round1(os.loadavg()[0] ?? 0) };
    return { engine, measuredAt, loadAverage, seedSeconds, queries, statementMs, ingest, passed };
  } finally {
    await server.close();
  }
}

function printTable(results: EngineResult[]): void {
  const rows: string[][] = [];
  const verdict = (passed: boolean | null) => (passed === null ? '-' : passed ? 'pass' : 'FAIL');
  for (const r of results) {
    for (const q of r.queries) {
      rows.push([
        r.engine,
        q.name,
        String(q.concurrency),
        String(q.latencyMs.n),
        `${q.latencyMs.p50} ms`,
        `${q.latencyMs.p95} ms`,
        `${q.serverP50Ms} ms`,
        q.targetP95Ms === null ? '-' : `p95 <= ${q.targetP95Ms} ms`,
        verdict(q.passed),
      ]);
    }
    for (const i of r.ingest) {
      rows.push([
        r.engine,
        `ingest ${i.posts} posts, batches of ${i.batchSize}`,
        String(i.callers),
        String(i.posts / i.batchSize),
        `${i.postsPerSecond} posts/s`,
        `batch p95 ${i.batchP95Ms} ms`,
        '',
        i.targetPostsPerSecond === null ? '-' : `>= ${i.targetPostsPerSecond} posts/s`,
        verdict(i.passed),
      ]);
    }
  }
  console.log(
    `\n${formatTable(['engine', 'query', 'conc.', 'n', 'p50', 'p95', 'server p50', 'target', 'result'], rows)}\n`,
  );
}

async function main() {
  const machine = machineInfo();
  const wanted = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim()) as Engine[];
  const engines = wanted.filter((engine) => {
    if (engine !== 'postgres' || process.env.BENCH_DATABASE_URL || findPostgresBinaries()) return true;
    log('PostgreSQL skipped: no server binaries (apt-get install -y postgresql) and no BENCH_DATABASE_URL');
    return false;
  });
  mkdirSync(RESULTS, { recursive: true });
  const results: EngineResult[] = [];
  for (const engine of engines) {
    const plans: string[] = [];
    results.push(await benchEngine(engine, plans));
    writeFileSync(path.join(RESULTS, `inbox-plans-${engine}.md`), `${plans.join('\n')}\n`);
  }
  printTable(results);

  const report = {
    benchmark: 'inbox: GET /api/post latency and ingest throughput',
    measuredAt: new Date().toISOString(),
    machine,
    sizes: SIZES,
    engines: [...results, ...keptResults(engines)],
    passed: false,
  };
  report.passed = report.engines.length > 0 && report.engines.every((r) => r.passed);
  writeFileSync(path.join(RESULTS, 'inbox.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeReadme(RESULTS);
  log(
    `results in ${path.relative(process.cwd(), RESULTS)}/inbox.json: ${report.passed ? 'all targets met' : 'some targets missed'}`,
  );
}

/** The last results of the engines not run this time, when they were measured at the same sizes. */
function keptResults(ran: readonly Engine[]): EngineResult[] {
  const file = path.join(RESULTS, 'inbox.json');
  if (!existsSync(file)) return [];
  const previous = JSON.parse(readFileSync(file, 'utf8')) as { sizes?: unknown; engines?: EngineResult[] };
  if (JSON.stringify(previous.sizes) !== JSON.stringify(SIZES)) return [];
  return (previous.engines ?? []).filter((e) => !ran.includes(e.engine));
}

await main();
