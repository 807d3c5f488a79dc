import { writeFileSync } from 'node:fs';
import { JSON_DEPTH_MAX, jsonShapeProblem, NETWORK_JSON_VALUES_MAX } from '@inroad/contracts/json-limits';
import {
  FORMAT_BODY_LIMIT_BYTES,
  formatLinkedinPosts,
  formatLinkedinProfile,
  formatRedditComments,
  formatRedditPosts,
} from '@inroad/contracts/network';
import * as service from '../../apps/server/src/modules/network/network.service.ts';
import { machineInfo } from '../lib/machine.ts';
import { formatTable, round1 } from '../lib/stats.ts';
import { shapes } from './shapes.ts';

// npm run bench:formatters: each hostile shape at the request limits, through the synchronous work one formatter
// request does (JSON.parse, the shape check, the contract's validation with its NUL/surrogate cleaning, the
// formatter), timed in wall and CPU milliseconds. Writes bench/results/formatters.json and formatters.md.

const REPEATS = Number(process.env.BENCH_FORMATTER_REPEATS ?? 5);
const TARGET_MS = 50;
const RESULTS = new URL('../results/', import.meta.url);

const CALLS = {
  'linkedin/profile': { body: formatLinkedinProfile.body, run: (b: never) => service.formatLinkedinProfile(b) },
  'linkedin/posts': {
    body: formatLinkedinPosts.body,
    run: (b: never) => service.formatPosts({ platform: 'linkedin', userId: 'bench', body: b }),
  },
  'reddit/posts': {
    body: formatRedditPosts.body,
    run: (b: never) => service.formatPosts({ platform: 'reddit', userId: 'bench', body: b }),
  },
  'reddit/comments': { body: formatRedditComments.body, run: (b: never) => service.formatRedditComments(b) },
} as const;

type Step = 'parse' | 'shape' | 'validate' | 'format';
type Call = {
  body: { safeParse(value: unknown): { success: boolean; data?: unknown } };
  run: (body: never) => unknown;
};

async function timed<T>(run: () => T | Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let value: T;
  try {
    value = await run();
  } catch (error) {
    value = error as T;
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, wall, cpu: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const machine = machineInfo();
const rows: Record<string, unknown>[] = [];
for (const shape of shapes()) {
  const call = CALLS[shape.path as keyof typeof CALLS] as unknown as Call;
  const text = JSON.stringify({ rawData: shape.body });
  const samples: Record<Step, { wall: number[]; cpu: number[] }> = {
    parse: { wall: [], cpu: [] },
    shape: { wall: [], cpu: [] },
    validate: { wall: [], cpu: [] },
    format: { wall: [], cpu: [] },
  };
  let outcome = '';
  // One run more than measured: the first compiles the code paths, as a server that has been up has done.
  for (let i = 0; i <= REPEATS; i++) {
    const parsed = await timed(() => JSON.parse(text) as unknown);
    const checked = await timed(() => jsonShapeProblem(parsed.value, { valuesMax: NETWORK_JSON_VALUES_MAX }));
    const validated = await timed(() => call.body.safeParse(parsed.value));
    const body = validated.value.success ? validated.value.data : undefined;
    const formatted = await timed<unknown>(() => (body ? call.run(body as never) : undefined));
    for (const [step, t] of i === 0
      ? []
      : ([
          ['parse', parsed],
          ['shape', checked],
          ['validate', validated],
          ['format', formatted],
        ] as const)) {
      samples[step].wall.push(t.wall);
      samples[step].cpu.push(t.cpu);
    }
    const result = formatted.value as { status?: number; message?: string; posts?: unknown[] } | undefined;
    outcome = checked.value
      ? `${checked.value.status} ${checked.value.message}`
      : !validated.value.success
        ? '400 validation'
        : result instanceof Error
          ? `${(result as { status?: number }).status ?? 500} ${result.message}`
          : '200';
  }
  const afterParse = (kind: 'wall' | 'cpu') =>
    round1(median(samples.shape[kind]) + median(samples.validate[kind]) + median(samples.format[kind]));
  rows.push({
    shape: shape.name,
    path: shape.path,
    bytes: text.length,
    outcome,
    parseMs: round1(median(samples.parse.wall)),
    shapeMs: round1(median(samples.shape.wall)),
    validateMs: round1(median(samples.validate.wall)),
    formatMs: round1(median(samples.format.wall)),
    workAfterParseMs: afterParse('wall'),
    workAfterParseCpuMs: afterParse('cpu'),
    passed: afterParse('cpu') <= TARGET_MS,
  });
  console.log(rows.at(-1));
}

const report = {
  measuredAt: new Date().toISOString(),
  machine,
  limits: { FORMAT_BODY_LIMIT_BYTES, JSON_DEPTH_MAX, NETWORK_JSON_VALUES_MAX },
  repeats: REPEATS,
  targetMs: TARGET_MS,
  shapes: rows,
};
writeFileSync(new URL('formatters.json', RESULTS), `${JSON.stringify(report, null, 2)}\n`);
const table = formatTable(
  ['shape', 'call', 'MB', 'answer', 'parse', 'shape', 'validate', 'format', 'after parse (CPU)', 'target'],
  rows.map((r) => [
    String(r.shape),
    String(r.path),
    (Number(r.bytes) / 2 ** 20).toFixed(1),
    String(r.outcome).slice(0, 40),
    String(r.parseMs),
    String(r.shapeMs),
    String(r.validateMs),
    String(r.formatMs),
    `${r.workAfterParseMs} (${r.workAfterParseCpuMs})`,
    r.passed ? 'met' : 'missed',
  ]),
);
writeFileSync(
  new URL('formatters.md', RESULTS),
  `# Formatters on hostile shapes — ${report.measuredAt.slice(0, 16).replace('T', ' ')} UTC\n\n` +
    `\`npm run bench:formatters\`: median of ${REPEATS} runs per shape after one warm-up run, milliseconds of wall time (CPU time in brackets).\n` +
    `Machine: ${machine.cpu}, ${machine.cores} cores, load average ${machine.loadAverage.join(' / ')} at the start.\n` +
    `Target: the work after JSON.parse (shape check, validation with NUL/surrogate cleaning, formatter) ≤ ${TARGET_MS} ms.\n\n` +
    `\`\`\`\n${table}\n\`\`\`\n`,
);
console.log(table);
