import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import type { AppContext } from '../../apps/server/src/app-context.ts';
import { createContext } from '../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { createDatabase, type PostgresCluster, startPostgresCluster } from '../../apps/server/test/postgres-cluster.ts';

export type Engine = 'postgres' | 'pglite';

export type CapturedQuery = { text: string; params: unknown[] };

/** Records the SQL the app sends while `on`, so the slow statements can be explained with their real parameters. */
export interface SqlCapture {
  on: boolean;
  queries: CapturedQuery[];
}

export interface BenchServer {
  engine: Engine;
  baseUrl: string;
  ctx: AppContext;
  capture: SqlCapture;
  /**
   * Milliseconds from a GET /api/post request's arrival to the end of its answer, as the server sees it (no client
   * or transport time); the caller empties it between runs.
   */
  listTimings: number[];
  close(): Promise<void>;
}

type QueryFn = (query: unknown, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;

/** Both drivers' query functions take the statement (text or a config with `text`) and its parameters first. */
function captureQueries(database: Database, capture: SqlCapture): void {
  const target = (database.engine === 'postgres' ? database.pool : database.pglite) as unknown as { query: QueryFn };
  const original = target.query.bind(target);
  target.query = (query, params, ...rest) => {
    if (capture.on) {
      const text = typeof query === 'string' ? query : ((query as { text?: string }).text ?? '');
      capture.queries.push({ text, params: params ?? [] });
    }
    return original(query, params, ...rest);
  };
}

/**
 * The real app on a loopback port, assembled as main.ts does (pg-boss queue on the same database, the default
 * connection pool), over a private PostgreSQL cluster or PGlite on disk as `npm start` keeps it. Job workers are
 * off: enrichment would compete with the requests for the two cores, and a deployment may run them elsewhere.
 */
export async function startBenchServer(engine: Engine): Promise<BenchServer> {
  let cluster: PostgresCluster | undefined;
  let databaseUrl: string | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-bench-'));
  if (engine === 'postgres') {
    let clusterUrl = process.env.BENCH_DATABASE_URL;
    if (!clusterUrl) {
      cluster = await startPostgresCluster();
      clusterUrl = cluster.url;
    }
    databaseUrl = await createDatabase(clusterUrl);
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    WORKERS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const ctx = await createContext(config);
  const capture: SqlCapture = { on: false, queries: [] };
  captureQueries(ctx.database, capture);
  await ctx.database.migrate();
  await ctx.queue.start();
  const app: FastifyInstance = await buildApp(ctx);
  const listTimings: number[] = [];
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/api/post?')) return;
    const started = performance.now();
    response.once('finish', () => listTimings.push(performance.now() - started));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    engine,
    baseUrl: `http://127.0.0.1:${port}`,
    ctx,
    capture,
    listTimings,
    async close() {
      await app.close();
      await ctx.queue.stop();
      await ctx.mailer.close();
      await ctx.database.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
