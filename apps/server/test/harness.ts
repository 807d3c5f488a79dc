import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createLogger } from '../src/http/logging.ts';
import { createInlineQueue, drainInlineQueue } from '../src/jobs/queue.ts';
import { startWorkers } from '../src/jobs/registry.ts';
import { createAiService } from '../src/platform/ai/ai-service.ts';
import { createDbBudgetStore } from '../src/platform/ai/db-budget-store.ts';
import { createSmtpMailer } from '../src/platform/mail/mailer.ts';
import { openLoginLink } from './login-link.ts';
import { createDatabase } from './postgres-cluster.ts';
import { loginLinkIn, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

export type TestEngine = 'pglite' | 'postgres';

/** Which database the API suite runs on: set per vitest project (see vitest.config.ts). */
export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export type TestApp = {
  baseUrl: string;
  ctx: AppContext;
  app: FastifyInstance;
  smtp: SmtpCatcher;
  /** Sends a request; a JSON body is sent as JSON. `token` signs it with that session. */
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /** Signs an address in through the real flow (link request, mail, link) and returns the session token. */
  signIn(email: string): Promise<string>;
  /** Waits for background jobs the inline queue is running. */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
};

/** A fresh database of the suite's engine: a new PostgreSQL database in the test cluster, or none for PGlite. */
async function testDatabaseUrl(): Promise<string | undefined> {
  if (testEngine() !== 'postgres') return undefined;
  const clusterUrl = inject('testDatabaseUrl');
  if (!clusterUrl) throw new Error('No PostgreSQL for the PostgreSQL suite (see test/global-setup.ts)');
  return createDatabase(clusterUrl, inject('testTemplateDatabase'));
}

let pgliteTemplate: Blob | undefined;

/** The migrated PGlite data directory test/global-setup.ts made for the run, if it made one. */
function migratedPgliteDataDir(): Blob | undefined {
  const file = inject('pgliteTemplatePath');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A migrated, empty database of the suite's engine, for tests below the HTTP layer: a copy of the run's migrated
 * template (see test/global-setup.ts). Migrating again finds nothing to do, or applies what the template lacks.
 */
export async function openTestDatabase(databaseUrl?: string): Promise<Database> {
  const url = databaseUrl ?? (await testDatabaseUrl());
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: 'memory://',
    poolSize: 5,
    pgliteDataDir: url ? undefined : migratedPgliteDataDir(),
  });
  await database.migrate();
  return database;
}

/** Starts the real app on a loopback port over a fresh database of the suite's engine, with inline jobs and real SMTP. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const databaseUrl = await testDatabaseUrl();
  const smtp = await startSmtpCatcher();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent',
    // Every test signs in from the same loopback client.
    LOGIN_LINKS_PER_CLIENT: '10000',
    // Tests share one busy process (and PGlite runs in it): load shedding is tested where it is asked for.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_EVENT_LOOP_UTILIZATION: '0',
    ...env,
  });
  const logger = createLogger(config.logLevel, options.logStream);
  const database = await openTestDatabase(databaseUrl);
  const queue = createInlineQueue(logger);
  const ctx: AppContext = {
    config: { ...config, databaseUrl },
    database,
    db: database.db,
    queue,
    mailer: createSmtpMailer(smtp.url, config.mailFrom),
    logger,
    ai: createAiService({ ...config.ai, budgetStore: createDbBudgetStore(database.db) }),
  };
  await queue.start();
  await startWorkers(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request: TestApp['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-sessiontoken'] = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  return {
    baseUrl,
    ctx,
    app,
    smtp,
    request,
    async signIn(email) {
      const since = smtp.messages.length;
      const asked = await request('GET', `/login/get_link?email=${encodeURIComponent(email)}`);
      if (asked.status !== 200) throw new Error(`get_link answered ${asked.status}`);
      const link = loginLinkIn(await smtp.waitFor(email, { since }));
      // With PUBLIC_URL set the link names the public address; the test server is reached on loopback.
      const landed = await openLoginLink(link, baseUrl);
      const cookie = landed.headers.get('set-cookie') ?? '';
      const token = cookie.match(/sessiontoken=([^;]+)/)?.[1];
      if (!token) throw new Error(`sign-in link answered ${landed.status} without a session cookie`);
      return token;
    },
    drainJobs: () => drainInlineQueue(queue),
    async close() {
      await app.close();
      await queue.stop();
      await ctx.mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}

export { loginLinkIn, openLoginLink };
