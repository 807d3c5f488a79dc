import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MachineInfo } from './machine.ts';

/**
 * bench/results/README.md: how to run the benchmarks and the last figures of each, rendered from inbox.json and
 * web.json after every run. Whatever follows the notes marker is written by hand and kept as it is.
 */

const NOTES_MARKER = '<!-- Notes below are written by hand; the benchmark scripts keep them. -->';

type Cell = { n: number; p50: number; p95: number };
interface InboxReport {
  measuredAt: string;
  machine: MachineInfo;
  sizes: { userPosts: number; totalPosts: number; ingestPosts: number; ingestBatch: number };
  engines: {
    engine: string;
    measuredAt?: string;
    loadAverage?: { start: number; end: number } | null;
    seedSeconds: number;
    queries: {
      name: string;
      concurrency: number;
      latencyMs: Cell;
      serverP50Ms: number;
      appCpuMsPerRequest: number;
      targetP95Ms: number | null;
      passed: boolean | null;
    }[];
    statementMs: { name: string; page: number; facets: number }[];
    ingest: { posts: number; callers: number; postsPerSecond: number; batchP50Ms: number; passed: boolean | null }[];
  }[];
}
interface WebReport {
  measuredAt: string;
  machine: MachineInfo;
  engine: string;
  posts: number;
  interactive: { p50Ms: number; maxMs: number; passed: boolean; loads: unknown[] };
  scroll: { longTasks: number; longestTaskMs: number; reachedEnd: boolean; seconds: number; passed: boolean };
  filterChanges: {
    repaintP50Ms: number;
    repaintMaxMs: number;
    passed: boolean;
    samples: { resultsMs: number | null }[];
  };
  javascript: { gzipBytes: number; bytes: number; passed: boolean };
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const verdict = (passed: boolean | null) => (passed === null ? '' : passed ? 'pass' : '**miss**');
const engineName = (engine: string) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite');
const machineLine = (m: MachineInfo) =>
  `${m.cores} × ${m.cpu}, ${m.memoryGb} GB, ${m.platform}, Node ${m.node}; load average at the start ${m.loadAverage.join(' / ')}`;

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

function inboxSection(r: InboxReport | null): string[] {
  if (!r) return ['## Inbox', '', 'Not run yet.', ''];
  const lines = [
    '## Inbox',
    '',
    `${r.sizes.userPosts.toLocaleString('en')} posts for the measured user among ${r.sizes.totalPosts.toLocaleString('en')}. Machine: ${machineLine(r.machine)}.`,
    '',
  ];
  for (const e of r.engines) {
    const statements = new Map(e.statementMs.map((s) => [s.name, s]));
    const load = e.loadAverage
      ? `, load average ${e.loadAverage.start} at the start and ${e.loadAverage.end} at the end`
      : '';
    lines.push(
      `### ${engineName(e.engine)} — ${when(e.measuredAt ?? r.measuredAt)}`,
      '',
      `Seeded in ${e.seedSeconds} s${load}. EXPLAIN ANALYZE of each query: [inbox-plans-${e.engine}.md](inbox-plans-${e.engine}.md).`,
      '',
      '| query | concurrency | p50 ms | p95 ms | server p50 ms | app CPU ms/request | SQL ms (page + facets) | target | result |',
      '| --- | --: | --: | --: | --: | --: | --: | --- | --- |',
    );
    for (const q of e.queries) {
      const s = q.concurrency === 1 ? statements.get(q.name) : undefined;
      const sqlMs = s ? `${s.page.toFixed(1)} + ${s.facets.toFixed(1)}` : '';
      const target = q.targetP95Ms === null ? '' : `p95 ≤ ${q.targetP95Ms} ms`;
      lines.push(
        `| ${q.name} | ${q.concurrency} | ${q.latencyMs.p50} | ${q.latencyMs.p95} | ${q.serverP50Ms} | ${q.appCpuMsPerRequest} | ${sqlMs} | ${target} | ${verdict(q.passed)} |`,
      );
    }
    for (const i of e.ingest) {
      const target = i.passed === null ? '' : '≥ 2,000 posts/s';
      lines.push(
        `| ingest ${i.posts.toLocaleString('en')} posts (${r.sizes.ingestBatch} per call), ${i.callers} caller(s) | ${i.callers} | ${i.postsPerSecond} posts/s | | batch p50 ${i.batchP50Ms} ms | | | ${target} | ${verdict(i.passed)} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

function webSection(r: WebReport | null): string[] {
  if (!r) return ['## Web', '', 'Not run yet.', ''];
  const results = r.filterChanges.samples.map((s) => s.resultsMs).filter((n): n is number => n !== null);
  return [
    `## Web — ${when(r.measuredAt)}`,
    '',
    `/posts with ${r.posts.toLocaleString('en')} posts in the default range, ${engineName(r.engine)}, headless Chromium. Machine: ${machineLine(r.machine)}.`,
    '',
    '| measure | measured | target | result |',
    '| --- | --- | --- | --- |',
    `| time to interactive, ${r.interactive.loads.length} cold loads | p50 ${r.interactive.p50Ms} ms, max ${r.interactive.maxMs} ms | p50 ≤ 1,500 ms | ${verdict(r.interactive.passed)} |`,
    `| long tasks while scrolling the whole list (${r.scroll.seconds} s${r.scroll.reachedEnd ? '' : ', end not reached'}) | ${r.scroll.longTasks}, longest ${r.scroll.longestTaskMs} ms | none over 50 ms | ${verdict(r.scroll.passed)} |`,
    `| filter click to the next paint with the list changed | p50 ${r.filterChanges.repaintP50Ms} ms, max ${r.filterChanges.repaintMaxMs} ms | ≤ 100 ms | ${verdict(r.filterChanges.passed)} |`,
    `| filter click to the filtered rows painted | max ${results.length ? Math.max(...results) : '–'} ms | | |`,
    `| JavaScript of /posts (cold load), gzipped | ${(r.javascript.gzipBytes / 1000).toFixed(1)} KB (${(r.javascript.bytes / 1000).toFixed(0)} KB raw) | ≤ 250 KB | ${verdict(r.javascript.passed)} |`,
    '',
  ];
}

const HOW_TO_RUN = `# Benchmarks

Figures from the last runs of \`npm run bench:inbox\` and \`npm run bench:web\` (this file is rewritten by both; the
raw figures are in inbox.json, web.json and inbox-plans-*.md). \`npm run bench:ai\` writes ai.json.

## Running

- \`npm run bench:inbox\`: seeds a private PostgreSQL cluster (Debian's \`postgresql\` package; or an existing server
  given as \`BENCH_DATABASE_URL\`) and PGlite on disk with \`BENCH_POSTS\` posts (100,000) for one user among
  \`BENCH_TOTAL_POSTS\` (300,000; the rest spread over 20 other users), all over the last 90 days, then times six
  GET /api/post queries over loopback HTTP at concurrency 1 and 16 (\`BENCH_REQUESTS\` requests per query at 1, ten
  times as many at 16, each loop stopped after \`BENCH_CELL_SECONDS\`, 30), explains them, and stores
  \`BENCH_INGEST_POSTS\` (10,000) new posts through the ingest service with 20 trackers, in calls of 100 posts: half
  with one caller, half with four at once. \`BENCH_ENGINES=postgres\` or \`pglite\` runs one engine (the other's
  last results of the same sizes are kept). A quick check: \`BENCH_POSTS=5000 BENCH_REQUESTS=20
  BENCH_INGEST_POSTS=1000\` (a minute). The full run takes about 20 minutes on two cores.
- \`npm run bench:web\`: seeds \`BENCH_WEB_POSTS\` (5,000) posts from the last 20 hours into the Priority Inbox of one
  user on \`BENCH_WEB_ENGINE\` (pglite, as \`npm start\` runs by default; or postgres), builds the web app for
  production into a temporary directory, starts Inroad as \`npm start\` does serving that build, and measures /posts
  in Debian's Chromium (\`CHROMIUM_PATH\`) at 1440 × 900: \`BENCH_WEB_LOADS\` (5) cold loads, a scroll through the
  whole list (\`BENCH_WEB_SCROLL_STEP\` px, 340, every two frames), six filter clicks, and the gzipped JavaScript
  of a cold load. About three minutes.

The machine's load matters: figures taken while other work shares the cores are slower, sometimes by several times.
Each report records the load average. "Server p50" is the time from the server seeing a request to the end of its
answer; "app CPU" is the CPU time of the app's process per request (Node.js, plus PGlite's database work, which runs
in that process); "SQL ms" is EXPLAIN ANALYZE's execution time of the page and facet statements of one request.
`;

export function writeReadme(dir: string): void {
  const file = path.join(dir, 'README.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = previous.indexOf(NOTES_MARKER);
  const notes = at >= 0 ? previous.slice(at + NOTES_MARKER.length).trim() : '';
  const text = [
    HOW_TO_RUN,
    ...inboxSection(readJson<InboxReport>(path.join(dir, 'inbox.json'))),
    ...webSection(readJson<WebReport>(path.join(dir, 'web.json'))),
    NOTES_MARKER,
    '',
    notes,
  ].join('\n');
  writeFileSync(file, `${text.trimEnd()}\n`);
}
