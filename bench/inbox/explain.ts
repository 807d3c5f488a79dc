import type { Database } from '../../apps/server/src/db/client.ts';
import type { BenchServer, CapturedQuery } from './server.ts';

export interface ExplainedStatement {
  /** What the statement is for: the page of posts, the facet counts, or another read of the posts table. */
  role: 'page' | 'facets' | 'other';
  sql: string;
  params: unknown[];
  plan: string;
}

function roleOf(text: string): ExplainedStatement['role'] {
  if (/post_facet_keys|post_facet_days|matched as materialized/i.test(text)) return 'facets';
  if (/from "posts"/i.test(text) && /order by/i.test(text)) return 'page';
  return 'other';
}

async function explain(database: Database, query: CapturedQuery): Promise<string> {
  const text = `explain (analyze, buffers, costs off, timing on) ${query.text}`;
  const result =
    database.engine === 'postgres'
      ? await database.pool.query(text, query.params)
      : await database.pglite.query<Record<string, string>>(text, query.params);
  return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}

/**
 * Sends one request with the app's SQL recorded, then runs EXPLAIN ANALYZE on the statements that read the posts
 * table, with the parameters the app used.
 */
export async function explainRequest(
  server: BenchServer,
  url: string,
  headers: Record<string, string>,
): Promise<ExplainedStatement[]> {
  server.capture.queries = [];
  server.capture.on = true;
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
  } finally {
    server.capture.on = false;
  }
  const statements: ExplainedStatement[] = [];
  for (const query of server.capture.queries) {
    if (!/\bposts\b/i.test(query.text) || !/^\s*(select|with)\b/i.test(query.text)) continue;
    statements.push({
      role: roleOf(query.text),
      sql: query.text,
      params: query.params,
      plan: await explain(server.ctx.database, query),
    });
  }
  return statements;
}

/** The execution time EXPLAIN ANALYZE reports, in milliseconds. */
export function executionMs(plan: string): number {
  const match = /Execution Time: ([\d.]+) ms/.exec(plan);
  return match ? Number(match[1]) : Number.NaN;
}
