/**
 * Web benchmark: the /posts screen in headless Chromium with a large inbox.
 *
 *   npm run bench:web
 *
 * Builds the web app for production and starts Inroad as `npm start` does, serving that build, over a database
 * seeded with a user whose Priority Inbox holds BENCH_WEB_POSTS posts (5000) in the default range, on
 * BENCH_WEB_ENGINE (pglite, the default install; or postgres). Measures, with the session cookie already set:
 * - time to interactive of cold loads (BENCH_WEB_LOADS, 5): navigation start to a post row on screen and the search
 *   box taking input with the main thread free;
 * - long tasks (over 50 ms) while the list is scrolled a screen at a time to its end, every page loaded;
 * - filter changes: click to the paint where the list first changes, and to the paint with the filtered rows;
 * - the JavaScript a cold load of /posts fetches, gzipped with node:zlib (level 6, as servers commonly send it).
 * Writes bench/results/web.json and bench/results/README.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '@inroad/contracts/auth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { type InroadProcess, removeDir, startInroad } from '../../e2e/support/inroad-process.ts';
import { machineInfo } from '../lib/machine.ts';
import { writeReadme } from '../lib/readme.ts';
import { formatTable, percentile, round1 } from '../lib/stats.ts';
import { seedWebDatabase, type WebEngine } from './seed-web.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const PROBES = path.join(import.meta.dirname, 'page-probes.js');
const POSTS = Number(process.env.BENCH_WEB_POSTS) || 5_000;
const LOADS = Number(process.env.BENCH_WEB_LOADS) || 5;
const ENGINE: WebEngine = process.env.BENCH_WEB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const SCROLL_MAX_MS = 300_000;
/**
 * Pixels per scroll step, one step every two frames: two rows (POST_ROW_HEIGHT 170 px) by default, about 10,000 px/s
 * at 60 frames a second, a quick flick of the wheel kept up to the end. 0: a screen at a time.
 */
const SCROLL_STEP_PX = Number(process.env.BENCH_WEB_SCROLL_STEP ?? 340);
const VIEWPORT = { width: 1440, height: 900 };
const INBOX_PATH = '/posts?view=priority&dateRange=1';
/** Each chip is clicked on, then off: a new query (the loader, then rows) and a cached one (rows at once). */
const FILTER_CLICKS = ['Executive', 'Executive', 'Engagement', 'Engagement', '1st', '1st'];
const TARGETS = { interactiveMs: 1_500, longTaskMs: 50, repaintMs: 100, gzipJsBytes: 250_000 };

const log = (message: string) => console.log(`[bench:web] ${message}`);

type Probe = { longTasks: { start: number; duration: number }[]; firstRowAt: number | null; interactiveAt: number };
type ScriptFile = { file: string; bytes: number; gzipBytes: number; afterInteractive: boolean };
type Change = { clickAt: number | null; changedAt: number | null; settledAt: number | null; sawLoader: boolean };

async function newContext(browser: Browser, url: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript({ path: PROBES });
  return context;
}

/** The probes' state, read in the page. Predicates are functions: the app's CSP forbids evaluating strings there. */
type ProbeWindow = { __bench?: { interactiveAt: number | null; lastChange?: Change } };

async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__bench?.interactiveAt != null, undefined, {
    timeout: 60_000,
    polling: 50,
  });
}

/** Opens /posts and waits until the probes saw it interactive. */
async function openInbox(page: Page, url: string): Promise<Probe> {
  await page.goto(`${url}${INBOX_PATH}`, { waitUntil: 'commit' });
  await waitForInteractive(page);
  return (await page.evaluate('window.__bench')) as Probe;
}

/** Milestones of a load, in ms from navigation start, read from the page's navigation and resource timings. */
type LoadPhases = {
  htmlMs: number;
  scriptsMs: number;
  signInCheck: { startMs: number; endMs: number } | null;
  firstPage: { startMs: number; endMs: number } | null;
};

async function loadPhases(page: Page): Promise<LoadPhases> {
  return (await page.evaluate('window.__bench.loadPhases()')) as LoadPhases;
}

/** A cold load (fresh context: no cache), counting the JavaScript it fetches. */
async function coldLoad(browser: Browser, url: string, token: string) {
  const context = await newContext(browser, url, token);
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  const probe = await openInbox(page, url);
  const phases = await loadPhases(page);
  const beforeInteractive = new Set(scripts.keys());
  // Scripts the screen asks for right after it shows (lazy parts mounted at once) belong to the route too.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const files: ScriptFile[] = [];
  for (const [scriptUrl, body] of scripts) {
    const bytes = await body;
    if (!bytes) continue;
    files.push({
      file: new URL(scriptUrl).pathname,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
      afterInteractive: !beforeInteractive.has(scriptUrl),
    });
  }
  await context.close();
  return { probe, phases, files };
}

async function measureScroll(page: Page) {
  const scroll = (await page.evaluate(`window.__bench.scrollToEnd(${SCROLL_MAX_MS}, ${SCROLL_STEP_PX})`)) as {
    startedAt: number;
    endedAt: number;
    steps: number;
    pageWaits: number;
    reachedEnd: boolean;
    status: string | null;
  };
  const probe = (await page.evaluate('window.__bench')) as Probe;
  const during = probe.longTasks.filter((t) => t.start >= scroll.startedAt && t.start <= scroll.endedAt);
  return {
    seconds: round1((scroll.endedAt - scroll.startedAt) / 1000),
    steps: scroll.steps,
    pagesAwaited: scroll.pageWaits,
    reachedEnd: scroll.reachedEnd,
    shown: scroll.status,
    longTasks: during.length,
    longestTaskMs: during.reduce((max, t) => Math.max(max, t.duration), 0),
    longTaskDurationsMs: during.map((t) => t.duration),
  };
}

async function measureFilterChanges(page: Page) {
  const samples: { filter: string; repaintMs: number | null; resultsMs: number | null; newQuery: boolean }[] = [];
  for (const [i, label] of FILTER_CLICKS.entries()) {
    await page.evaluate('window.__bench.armFilterChange()');
    const before = (await page.evaluate('window.__bench.longTasks.length')) as number;
    await page
      .locator('[role="group"][aria-label="Filters"] label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
    await page.waitForFunction(
      () => (window as unknown as ProbeWindow).__bench?.lastChange?.settledAt != null,
      undefined,
      {
        timeout: 30_000,
      },
    );
    const change = (await page.evaluate('window.__bench.lastChange')) as Change;
    const after = (await page.evaluate('window.__bench.longTasks.length')) as number;
    const since = (at: number | null) => (at !== null && change.clickAt !== null ? round1(at - change.clickAt) : null);
    samples.push({
      filter: `${label} ${i % 2 === 0 ? 'on' : 'off'}`,
      repaintMs: since(change.changedAt),
      resultsMs: since(change.settledAt),
      newQuery: change.sawLoader,
    });
    if (after > before) log(`${label}: ${after - before} long task(s) during the change`);
    // Let the background refetch of a cached list finish before the next click.
    await page.waitForTimeout(500);
  }
  return samples;
}

/**
 * A production build of the current web sources, in a directory of its own: apps/web/dist may be in use by another
 * run, and may hold a build made under NODE_ENV=test (the test runner's), which bundles React's development build.
 */
function buildWeb(outDir: string): void {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error(`the web build failed (${build.status})`);
}

async function main() {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'inroad-bench-dist-'));
  try {
    await run(webDist);
  } finally {
    removeDir(webDist);
  }
}

async function run(webDist: string) {
  const machine = machineInfo();
  log('building the web app for production');
  buildWeb(webDist);
  log(`seeding ${POSTS} posts on ${ENGINE}`);
  const seeded = await seedWebDatabase(ENGINE, POSTS);
  let inroad: InroadProcess | undefined;
  let browser: Browser | undefined;
  try {
    log('starting Inroad as npm start does, serving that build');
    inroad = await startInroad(
      { ...seeded.env, LOG_LEVEL: 'warn', WEB_DIST: webDist, SKIP_WEB_BUILD: '1' },
      { dataDir: seeded.dataDir },
    );
    const inbox = await fetch(`${inroad.url}/api/post?view=priority&dateRange=1&limit=1`, {
      headers: { cookie: `${SESSION_COOKIE}=${seeded.token}` },
    });
    const total = ((await inbox.json()) as { total: number }).total;
    if (total !== POSTS) throw new Error(`the default view holds ${total} posts, not ${POSTS}`);
    browser = await launchBrowser();

    const loads = [];
    let files: ScriptFile[] = [];
    for (let i = 0; i < LOADS; i++) {
      const load = await coldLoad(browser, inroad.url, seeded.token);
      if (i === 0) files = load.files;
      loads.push({
        interactiveMs: Math.round(load.probe.interactiveAt),
        firstRowMs: load.probe.firstRowAt === null ? null : Math.round(load.probe.firstRowAt),
        longTasksBeforeInteractive: load.probe.longTasks.filter((t) => t.start < load.probe.interactiveAt).length,
        phases: load.phases,
      });
      log(
        `cold load ${i + 1}: interactive at ${Math.round(load.probe.interactiveAt)} ms ${JSON.stringify(load.phases)}`,
      );
    }
    const interactive = loads.map((l) => l.interactiveMs);

    const context = await newContext(browser, inroad.url, seeded.token);
    const page = await context.newPage();
    await openInbox(page, inroad.url);
    const filters = await measureFilterChanges(page);
    log(`filter changes: ${filters.map((f) => `${f.filter} ${f.repaintMs} ms`).join(', ')}`);
    await page.reload({ waitUntil: 'commit' });
    await waitForInteractive(page);
    const scroll = await measureScroll(page);
    log(`scrolled ${scroll.shown ?? '?'} in ${scroll.seconds} s: ${scroll.longTasks} long task(s)`);
    await context.close();

    const repaints = filters.map((f) => f.repaintMs ?? Number.POSITIVE_INFINITY);
    const js = {
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      /** Of those, what the screen needed before it was interactive. */
      gzipBytesBeforeInteractive: files.filter((f) => !f.afterInteractive).reduce((sum, f) => sum + f.gzipBytes, 0),
    };
    const checks = {
      interactive: percentile(interactive, 50) <= TARGETS.interactiveMs,
      scroll: scroll.reachedEnd && scroll.longTasks === 0,
      filter: Math.max(...repaints) <= TARGETS.repaintMs,
      javascript: js.gzipBytes <= TARGETS.gzipJsBytes,
    };
    const report = {
      benchmark: 'web: /posts in headless Chromium',
      measuredAt: new Date().toISOString(),
      machine,
      engine: ENGINE,
      posts: POSTS,
      viewport: VIEWPORT,
      targets: TARGETS,
      interactive: {
        loads,
        p50Ms: percentile(interactive, 50),
        maxMs: Math.max(...interactive),
        passed: checks.interactive,
      },
      scroll: { stepPx: SCROLL_STEP_PX || 'one screen', ...scroll, passed: checks.scroll },
      filterChanges: {
        samples: filters,
        repaintP50Ms: percentile(repaints, 50),
        repaintMaxMs: Math.max(...repaints),
        passed: checks.filter,
      },
      javascript: { ...js, passed: checks.javascript },
      passed: Object.values(checks).every(Boolean),
    };
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeReadme(RESULTS);
    printSummary(report);
  } finally {
    await browser?.close();
    await inroad?.stop();
    await seeded.stop();
    removeDir(seeded.dataDir);
  }
}

function printSummary(r: {
  interactive: { p50Ms: number; maxMs: number; passed: boolean };
  scroll: { longTasks: number; longestTaskMs: number; reachedEnd: boolean; passed: boolean };
  filterChanges: { repaintP50Ms: number; repaintMaxMs: number; passed: boolean };
  javascript: { gzipBytes: number; passed: boolean };
}) {
  const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  const scrolled = `${r.scroll.longTasks}, longest ${r.scroll.longestTaskMs} ms${r.scroll.reachedEnd ? '' : ', end not reached'}`;
  const rows = [
    ['time to interactive, cold (p50 / max)', `${r.interactive.p50Ms} / ${r.interactive.maxMs} ms`, 'p50 <= 1500 ms'],
    ['long tasks scrolling the whole list', scrolled, 'none over 50 ms'],
    [
      'filter click to repaint (p50 / max)',
      `${r.filterChanges.repaintP50Ms} / ${r.filterChanges.repaintMaxMs} ms`,
      'max <= 100 ms',
    ],
    ['JavaScript of /posts, gzipped', `${(r.javascript.gzipBytes / 1000).toFixed(1)} KB`, '<= 250 KB'],
  ];
  const passed = [r.interactive.passed, r.scroll.passed, r.filterChanges.passed, r.javascript.passed];
  const table = formatTable(
    ['measure', 'measured', 'target', 'result'],
    rows.map((row, i) => [...row, verdict(passed[i] ?? false)]),
  );
  console.log(`\n${table}\n`);
}

await main();
