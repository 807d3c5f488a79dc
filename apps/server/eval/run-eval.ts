/**
 * Scores the AI layer on the labelled posts: precision and recall per content tag and per AI-rule
 * criterion, plus checks of the other capabilities (summary length, comment rules, script length).
 * Runs the local engine always, and the configured model too when AI_BASE_URL and AI_MODEL are set.
 *
 *   npm run eval:ai                      all sets, local (and model when configured)
 *   npm run eval:ai -- --set=blind       one set: dev, holdout, fresh, blind
 *   npm run eval:ai -- --engine=local    skip the model
 */
import { type AiEngine, CONTENT_TAGS, type ContentTag } from '@inroad/contracts/ai';
import { type AiService, createAiService } from '../src/platform/ai/ai-service.ts';
import type { EvalPost } from './eval-post.ts';
import { EVAL_POSTS } from './posts.ts';
import { BLIND_POSTS } from './posts-blind.ts';
import { FRESH_POSTS } from './posts-fresh.ts';
import { HOLDOUT_POSTS } from './posts-holdout.ts';
import { BLIND_RULES, EVAL_RULES, type EvalRule } from './rules.ts';

const SETS: Record<string, EvalPost[]> = {
  dev: EVAL_POSTS,
  holdout: HOLDOUT_POSTS,
  fresh: FRESH_POSTS,
  blind: BLIND_POSTS,
};

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const ratio = (a: number, b: number): string => (b === 0 ? '  -  ' : (a / b).toFixed(2).padStart(5));
const precision = (c: Counts): string => ratio(c.tp, c.tp + c.fp);
const recall = (c: Counts): string => ratio(c.tp, c.tp + c.fn);
const add = (c: Counts, expected: boolean, got: boolean): void => {
  if (expected && got) c.tp++;
  else if (got) c.fp++;
  else if (expected) c.fn++;
};
const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

/** Runs `task` over `items` with at most `limit` in flight (the model side is slow, the local side is not). */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

const USER = 'eval';
const toInput = (p: EvalPost) => ({
  id: p.id,
  content: p.content,
  posterName: p.posterName,
  posterHeadline: p.posterHeadline,
  platform: p.platform,
});

async function scoreTags(ai: AiService, posts: EvalPost[], parallel: number) {
  const perTag = Object.fromEntries(CONTENT_TAGS.map((t) => [t, empty()])) as Record<ContentTag, Counts>;
  const all = empty();
  const engines: AiEngine[] = [];
  const misses: string[] = [];
  const results = await mapLimited(posts, parallel, (p) =>
    ai.classifyContent({ userId: USER, post: toInput(p), hotLeadKeywords: p.hotLeadKeywords ?? [] }),
  );
  posts.forEach((post, i) => {
    const result = results[i];
    if (!result) return;
    engines.push(result.engine);
    for (const tag of CONTENT_TAGS) {
      const expected = post.tags.includes(tag);
      const got = result.tags.includes(tag);
      add(perTag[tag], expected, got);
      add(all, expected, got);
      if (expected !== got) misses.push(`${post.id} ${got ? 'FP' : 'FN'} ${tag}`);
    }
  });
  return { perTag, all, engines, misses };
}

async function scoreRules(ai: AiService, rules: EvalRule[], posts: EvalPost[], parallel: number) {
  const rows: Array<{ criterion: string; counts: Counts }> = [];
  const all = empty();
  for (const rule of rules) {
    const counts = empty();
    const results = await mapLimited(posts, parallel, (p) =>
      ai.judgeRule({ userId: USER, criterion: rule.criterion, post: toInput(p) }),
    );
    posts.forEach((post, i) => {
      const expected = rule.matches.includes(post.id);
      const got = results[i]?.match === true;
      add(counts, expected, got);
      add(all, expected, got);
    });
    rows.push({ criterion: rule.criterion, counts });
  }
  return { rows, all };
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

const sentenceCount = (text: string): number => (text.match(/[.!?](?:\s|$)/g) ?? []).length || (text ? 1 : 0);
const GENERIC_PRAISE = /great post|love this|thanks for sharing|so true|well said|amazing post/i;

async function checkOtherCapabilities(ai: AiService, posts: EvalPost[], parallel: number) {
  const summaries = await mapLimited(posts, parallel, (p) => ai.summarizePost({ userId: USER, post: toInput(p) }));
  const withWords = posts.filter((p) => /[\p{L}\p{N}]/u.test(p.content));
  const nonEmpty = summaries.filter((s, i) => s.summary.trim() !== '' || !withWords.includes(posts[i] as EvalPost));
  const shortEnough = summaries.filter((s) => sentenceCount(s.summary) <= 2);
  const meanLength = summaries.reduce((n, s) => n + s.summary.length, 0) / Math.max(1, summaries.length);

  const sample = posts.filter((_, i) => i % 4 === 0);
  const comments = await mapLimited(sample, parallel, (p) => ai.suggestComments({ userId: USER, post: toInput(p) }));
  const goodComments = comments.filter(
    (c) =>
      c.suggestions.length === 3 &&
      new Set(c.suggestions).size === 3 &&
      c.suggestions.every((s) => s.length < 300 && !/#\w/.test(s) && !GENERIC_PRAISE.test(s)),
  );

  const prompts = [
    'We sell payroll software to restaurants',
    'Cybersecurity training for small law firms',
    'B2B SEO agency',
  ];
  const topics = await Promise.all(prompts.map((prompt) => ai.suggestTopics({ userId: USER, prompt })));
  const keywords = await Promise.all(prompts.map((prompt) => ai.suggestKeywords({ userId: USER, prompt })));

  const scripts = await ai.draftPost({
    userId: USER,
    answerType: 'hot_take',
    postFormat: 'shortform_video',
    fields: {
      conventionalWisdom: 'Cold calling is dead',
      marketChanges: 'Inboxes are flooded with AI-written email',
      uniquePerspective: 'Short calls tied to a trigger work better than ever',
      yourAdvice: 'Call ten accounts a day that changed leaders recently',
      yourExperience: "We booked 40% of last quarter's meetings by phone",
    },
  });
  const longform = await ai.draftPost({
    userId: USER,
    answerType: 'expert_tip',
    postFormat: 'longform_text',
    fields: {
      desiredOutcome: 'clean CRM data',
      whatPeopleAreDoingWrong: 'Managers ask reps to fill in twenty fields after every call',
      advice: 'Make logging a call take ten seconds and fill the rest from the calendar and the inbox',
    },
  });
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

  return [
    ['summaries: non-empty when the post has words', `${nonEmpty.length}/${summaries.length}`],
    ['summaries: at most two sentences', `${shortEnough.length}/${summaries.length}`],
    ['summaries: mean length (characters)', meanLength.toFixed(0)],
    ['comments: 3 distinct, <300 chars, no hashtags, no generic praise', `${goodComments.length}/${comments.length}`],
    ['topics per prompt', topics.map((t) => t.topics.length).join(', ')],
    ['keywords per prompt', keywords.map((k) => k.keywords.length).join(', ')],
    ['short-form scripts: words per draft (target ~150)', scripts.drafts.map(words).join(', ')],
    ['long-form drafts: count / words', `${longform.drafts.length} / ${longform.drafts.map(words).join(', ')}`],
    [
      'answered by',
      countBy([...summaries, ...comments, ...topics, ...keywords, scripts, longform].map((r) => r.engine)),
    ],
  ] as const;
}

function table(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function evaluate(label: string, ai: AiService, setNames: string[], parallel: number): Promise<void> {
  console.log(`\n=== ${label} ===`);
  for (const name of setNames) {
    const posts = SETS[name] ?? [];
    const tags = await scoreTags(ai, posts, parallel);
    const engineNote = tags.engines.filter((e) => e === 'model').length;
    table(
      `Content tags, ${name} set (${posts.length} posts${label === 'model' ? `, ${engineNote} answered by the model` : ''})`,
      ['tag', 'precision', 'recall', 'tp', 'fp', 'fn'],
      [
        ...CONTENT_TAGS.map((t) => {
          const c = tags.perTag[t];
          return [t, precision(c), recall(c), String(c.tp), String(c.fp), String(c.fn)];
        }),
        [
          'all tags (micro)',
          precision(tags.all),
          recall(tags.all),
          String(tags.all.tp),
          String(tags.all.fp),
          String(tags.all.fn),
        ],
      ],
    );
    if (tags.misses.length > 0) console.log(`misses: ${tags.misses.join('; ')}`);
  }

  const ruleSets: Array<[string, EvalRule[], EvalPost[]]> = [
    ['dev', EVAL_RULES, EVAL_POSTS],
    ['blind', BLIND_RULES, BLIND_POSTS],
  ];
  for (const [name, criteria, posts] of ruleSets) {
    if (!setNames.includes(name)) continue;
    const rules = await scoreRules(ai, criteria, posts, parallel);
    table(
      `AI-rule judgements, ${name} set (${posts.length} posts x ${criteria.length} criteria)`,
      ['criterion', 'precision', 'recall', 'tp', 'fp', 'fn'],
      [
        ...rules.rows.map((r) => [
          r.criterion,
          precision(r.counts),
          recall(r.counts),
          String(r.counts.tp),
          String(r.counts.fp),
          String(r.counts.fn),
        ]),
        [
          'all criteria (micro)',
          precision(rules.all),
          recall(rules.all),
          String(rules.all.tp),
          String(rules.all.fp),
          String(rules.all.fn),
        ],
      ],
    );
  }

  const checks = await checkOtherCapabilities(ai, EVAL_POSTS, parallel);
  table(
    'Other capabilities, dev set',
    ['check', 'result'],
    checks.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

async function main(): Promise<void> {
  const set = arg('set') ?? 'all';
  const engine = arg('engine') ?? 'both';
  const setNames = set === 'all' ? Object.keys(SETS) : set.split(',');
  for (const name of setNames)
    if (!SETS[name]) throw new Error(`Unknown set "${name}"; use ${Object.keys(SETS).join(', ')} or all`);

  if (engine !== 'model') {
    const local = createAiService({ dailyLimit: 0, timeoutMs: 1_000, concurrency: 1 });
    await evaluate('local engine', local, setNames, 1);
  }
  const baseUrl = process.env.AI_BASE_URL;
  const model = process.env.AI_MODEL;
  if (engine !== 'local' && baseUrl && model) {
    const remote = createAiService({
      baseUrl,
      model,
      apiKey: process.env.AI_API_KEY,
      dailyLimit: Number.POSITIVE_INFINITY,
      timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 60_000),
      concurrency: Number(process.env.AI_CONCURRENCY ?? 4),
      logger: { warn: (details, message) => console.warn(message, String(details.err ?? '')) },
    });
    await evaluate('model', remote, setNames, Number(process.env.AI_CONCURRENCY ?? 4));
  } else if (engine !== 'local') {
    console.log('\n(model not evaluated: set AI_BASE_URL and AI_MODEL to score an OpenAI-compatible model too)');
  }
}

await main();
