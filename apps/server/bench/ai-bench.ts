/**
 * Throughput and memory of the local AI engine, the path every ingested post takes when no model is
 * configured: a summary and the content tags per post, through the same service the server uses. It
 * passes when posts of ~500 and ~1,000 characters each reach 2,000 posts per CPU-second on one core and
 * the heap stays flat over 50,000 posts.
 *
 *   npm run bench:ai
 *
 * Writes bench/results/ai.json at the repository root.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AiPostInput } from '@inroad/contracts/ai';
import { EVAL_POSTS } from '../eval/posts.ts';
import { BLIND_POSTS } from '../eval/posts-blind.ts';
import { FRESH_POSTS } from '../eval/posts-fresh.ts';
import { HOLDOUT_POSTS } from '../eval/posts-holdout.ts';
import { createAiService } from '../src/platform/ai/ai-service.ts';

const THROUGHPUT_POSTS = 20_000;
const MEMORY_POSTS = 50_000;
const WARM_UP_POSTS = 2_000;

// A real collection before each heap reading, without asking the caller for --expose-gc.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const corpus = [...EVAL_POSTS, ...HOLDOUT_POSTS, ...FRESH_POSTS, ...BLIND_POSTS].filter((p) => p.content.length > 20);
const NAMES = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan'];

/** Post number `i` made of `parts` corpus posts joined as paragraphs, for the length sweep. */
function longPostAt(i: number, parts: number): AiPostInput {
  const paragraphs = Array.from({ length: parts }, (_, j) => corpus[(i * 7 + j * 13) % corpus.length]?.content ?? '');
  return {
    platform: 'linkedin',
    posterName: `Avery Example${i}`,
    content: `${paragraphs.join('\n\n')}\n\nUpdate ${i}.`,
  };
}

const TARGET_POSTS_PER_SECOND = 2_000;
const SWEEP_ROUNDS = 3;

interface LengthBand {
  /** Corpus posts joined into one post. */
  parts: number;
  /** Posts per round. */
  posts: number;
  /** Whether the band counts towards `passed`: feed posts of ~500 and ~1,000 characters are the norm. */
  gated: boolean;
}

// Feed posts run from one line to a page: throughput falls with length, so it is measured per length.
const LENGTH_BANDS: LengthBand[] = [
  { parts: 1, posts: 4_000, gated: false },
  { parts: 4, posts: 2_000, gated: true },
  { parts: 8, posts: 1_500, gated: true },
];

/**
 * Posts per CPU-second for posts of about `band.parts` corpus posts each: the median of a few rounds of
 * fresh posts, so one round slowed by another process on a shared machine does not decide the figure.
 */
async function sweep(band: LengthBand): Promise<{
  meanChars: number;
  postsPerSecond: number;
  rounds: number[];
  target: number | null;
  passed: boolean | null;
}> {
  let chars = 0;
  const rounds: number[] = [];
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const started = process.cpuUsage();
    for (let i = 0; i < band.posts; i++) {
      const post = longPostAt(200_000 + band.parts * 10_000 + round * band.posts + i, band.parts);
      chars += post.content.length;
      await ai.summarizePost({ userId: 'bench', post });
      await ai.classifyContent({ userId: 'bench', post, hotLeadKeywords: ['crm', 'payroll'] });
    }
    const cpu = process.cpuUsage(started);
    rounds.push(Math.round(band.posts / ((cpu.user + cpu.system) / 1e6)));
  }
  const postsPerSecond = [...rounds].sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0;
  return {
    meanChars: Math.round(chars / (band.posts * SWEEP_ROUNDS)),
    postsPerSecond,
    rounds,
    target: band.gated ? TARGET_POSTS_PER_SECOND : null,
    passed: band.gated ? postsPerSecond >= TARGET_POSTS_PER_SECOND : null,
  };
}

/**
 * Post number `i`: a corpus post with a varying name, number and sentence so no two texts are equal and
 * nothing is served from the engine's small parse cache across posts.
 */
function postAt(i: number): AiPostInput {
  const base = corpus[i % corpus.length];
  if (!base) throw new Error('empty corpus');
  const name = NAMES[i % NAMES.length] ?? 'Avery';
  return {
    id: `bench-${i}`,
    platform: base.platform,
    posterName: `${name} Example${i}`,
    posterHeadline: base.posterHeadline,
    content: `${base.content}\n\nPosted by ${name} for team ${i % 997}, update ${i}.`,
  };
}

const ai = createAiService({ dailyLimit: 0, timeoutMs: 1_000, concurrency: 1 });

async function run(from: number, count: number): Promise<number> {
  let tags = 0;
  for (let i = from; i < from + count; i++) {
    const post = postAt(i);
    const summary = await ai.summarizePost({ userId: 'bench', post });
    const classified = await ai.classifyContent({ userId: 'bench', post, hotLeadKeywords: ['crm', 'payroll'] });
    if (summary.engine !== 'local') throw new Error('expected the local engine');
    tags += classified.tags.length;
  }
  return tags;
}

const mb = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function main(): Promise<void> {
  await run(0, WARM_UP_POSTS);

  // Wall-clock time counts the time other processes hold the CPU; CPU time is what one core spends,
  // which is the figure that holds on a shared machine. Both are reported; the target uses CPU time.
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  await run(WARM_UP_POSTS, THROUGHPUT_POSTS);
  const cpu = process.cpuUsage(cpuStarted);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const postsPerSecond = Math.round(THROUGHPUT_POSTS / cpuSeconds);
  const postsPerWallSecond = Math.round(THROUGHPUT_POSTS / seconds);

  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const memoryStarted = process.hrtime.bigint();
  const checkpoints: Array<{ posts: number; heapMb: number }> = [];
  const step = MEMORY_POSTS / 5;
  for (let done = 0; done < MEMORY_POSTS; done += step) {
    await run(100_000 + done, step);
    collect();
    checkpoints.push({ posts: done + step, heapMb: mb(process.memoryUsage().heapUsed) });
  }
  const memorySeconds = Number(process.hrtime.bigint() - memoryStarted) / 1e9;
  const heapAfter = process.memoryUsage().heapUsed;

  const byLength = [];
  for (const band of LENGTH_BANDS) byLength.push(await sweep(band));
  const memoryFlat = heapAfter - heapBefore < 20 * 1024 * 1024;
  const lengthsPassed = byLength.every((b) => b.passed !== false);

  const result = {
    benchmark: 'local AI engine: summary + content tags per post',
    node: process.version,
    corpusPosts: corpus.length,
    meanPostChars: Math.round(
      Array.from({ length: 1_000 }, (_, i) => postAt(i).content.length).reduce((n, l) => n + l, 0) / 1_000,
    ),
    throughput: {
      posts: THROUGHPUT_POSTS,
      cpuSeconds: Math.round(cpuSeconds * 100) / 100,
      wallSeconds: Math.round(seconds * 100) / 100,
      postsPerSecond,
      postsPerWallSecond,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    },
    memory: {
      posts: MEMORY_POSTS,
      seconds: Math.round(memorySeconds * 100) / 100,
      heapBeforeMb: mb(heapBefore),
      heapAfterMb: mb(heapAfter),
      growthMb: mb(heapAfter - heapBefore),
      checkpoints,
    },
    throughputByLength: byLength,
    // The target holds for every length band marked with one (posts of ~500 and ~1,000 characters),
    // not only for the short posts of the throughput run above.
    target: {
      postsPerSecond: TARGET_POSTS_PER_SECOND,
      appliesTo: 'throughputByLength bands with a target (~500 and ~1,000 characters)',
      flatMemory: true,
    },
    passed: lengthsPassed && memoryFlat,
    measuredAt: new Date().toISOString(),
  };

  console.log(
    `throughput: ${postsPerSecond} posts per CPU-second on one core (summary + tags; ${THROUGHPUT_POSTS} posts, ${result.throughput.cpuSeconds} s CPU, ${result.throughput.wallSeconds} s wall = ${postsPerWallSecond} posts/s wall at load ${result.throughput.loadAverage[0]})`,
  );
  console.log(
    `heap before ${result.memory.heapBeforeMb} MB, after ${MEMORY_POSTS} posts ${result.memory.heapAfterMb} MB`,
  );
  console.log(`checkpoints: ${checkpoints.map((c) => `${c.posts}: ${c.heapMb} MB`).join(', ')}`);
  for (const b of byLength) {
    const verdict = b.passed === null ? 'no target' : `${b.passed ? 'meets' : 'MISSES'} ${b.target}`;
    console.log(
      `~${b.meanChars} chars: ${b.postsPerSecond} posts per CPU-second (median of ${b.rounds.join(', ')}; ${verdict})`,
    );
  }
  console.log(`memory ${memoryFlat ? 'flat' : 'GROWS'}; ${result.passed ? 'passed' : 'FAILED'}`);

  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const out = resolve(root, 'bench/results/ai.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${out}`);
  if (!result.passed) process.exitCode = 1;
}

await main();
