import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callEndpoint, type EndpointAnswer } from '@inroad/contracts/client';
import type { Endpoint, EndpointBody, EndpointQuery } from '@inroad/contracts/endpoint';
import { ErrorBody } from '@inroad/contracts/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/raw.ts';
import { createLogger } from '../src/http/logging.ts';
import { startWorkers } from '../src/job-registry.ts';
import { createInlineQueue, drainInlineQueue } from '../src/jobs/queue.ts';
import { insertLoginToken } from '../src/modules/auth/auth.queries.ts';
import { signInWithLink } from '../src/modules/auth/auth.service.ts';
import { generateToken, hashToken } from '../src/modules/auth/tokens.ts';
import { createAiService } from '../src/platform/ai/ai-service.ts';
import { createDbBudgetStore } from '../src/platform/ai/db-budget-store.ts';
import { createSmtpMailer } from '../src/platform/mail/mailer.ts';
import { keptAliveFetch, type TestFetch } from './kept-alive-fetch.ts';
import { openLoginLink } from './login-link.ts';
import { createDatabase } from './postgres-cluster.ts';
import { loginLinkIn, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

export type TestEngine = 'pglite' | 'postgres';

/** Which database the API suite runs on: set per vitest project (see vitest.config.ts). */
export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** What a contract call sends: the session, the endpoint's query and body (typed from its schemas), path values. */
export type CallInput<E extends Endpoint> = {
  token?: string;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
};

/** A contract call's answer: a success's body parsed by the endpoint's response schema, any other answer as sent. */
export type CallResponse<E extends Endpoint> = EndpointAnswer<E>;

type CallSuccess<E extends Endpoint> = Extract<CallResponse<E>, { ok: true }>;

/**
 * Fails the test unless the call succeeded (with `status`, when given), and hands back the answer typed by the
 * endpoint's response schema.
 */
export function expectOk<E extends Endpoint>(res: CallResponse<E>, status?: number): CallSuccess<E> {
  const answer = `${res.status} ${JSON.stringify(res.body)}`;
  if (status !== undefined) expect(res.status, answer).toBe(status);
  if (!res.ok) expect.fail(`expected a success, got ${answer}`);
  return res;
}

/** Fails the test unless the call was refused with `status`, and hands back the error body, parsed as every error's. */
export function expectError(
  res: { status: number; body: unknown; headers: Headers },
  status: number,
): { status: number; body: ErrorBody; headers: Headers } {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return { ...res, body: ErrorBody.parse(res.body) };
}

export type TestApp = {
  baseUrl: string;
  ctx: AppContext;
  app: FastifyInstance;
  smtp: SmtpCatcher;
  /**
   * fetch over connections kept open to this app (what `request` and `call` send through), for raw requests; a
   * test about the connection itself (a client leaving, an answer before the body is read) opens its own instead.
   */
  fetch: TestFetch;
  /** Sends a request; a JSON body is sent as JSON. `token` signs it with that session. */
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /**
   * Calls an endpoint through its contract: the input is typed from the endpoint's schemas, and a successful answer
   * must parse by its response schema (a drift between route and contract fails the test that makes the call).
   */
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<CallResponse<E>>;
  /** Signs an address in through the real flow (link request, mail, link) and returns the session token. */
  signIn(email: string): Promise<string>;
  /**
   * A session for an address without the mail round trip, for tests that are not about signing in: a sign-in
   * token consumed by the same service the link's page calls (account created on first use), minus SMTP and HTTP.
   */
  session(email: string): Promise<string>;
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

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated PGlite data directory test/global-setup.ts makes for the run, if it makes one: it is migrated in the
 * background while other files run, so the first file to ask may wait for it (within the hook's time-out).
 */
function migratedPgliteDataDir(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplatePath');
  if (!file) return undefined;
  pgliteTemplate ??= untilWritten(file).then(() => new Blob([readFileSync(file)]));
  return pgliteTemplate;
}

async function untilWritten(file: string): Promise<void> {
  while (!existsSync(file)) {
    if (existsSync(`${file}.failed`)) {
      throw new Error(`The migrated PGlite template was not made:\n${readFileSync(`${file}.failed`, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PGlite databases a finished test file handed back, emptied, for the worker's next file: starting a PGlite costs
 * seconds, emptying one a fraction of that (the API test files share their worker's modules, see vitest.config.ts).
 */
const idlePglites: Database[] = [];
const KEEP_IDLE_PGLITES = 2;

/** Back to the state of a freshly migrated database: every table of the schema empty, pg-boss's schema gone. */
async function emptyDatabase(database: Database): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (tables.length) {
    const names = tables.map((t) => `public.${t.name}`).join(', ');
    await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  }
  await database.db.execute(sql.raw('drop schema if exists pgboss cascade'));
}

/** The PGlite database handed out; closing it empties it and keeps it for the next file instead. */
function returnedOnClose(database: Database): Database {
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      if (idlePglites.length >= KEEP_IDLE_PGLITES) return database.close();
      try {
        await emptyDatabase(database);
        idlePglites.push(database);
      } catch {
        await database.close().catch(() => {});
      }
    },
  };
}

/**
 * A migrated, empty database of the suite's engine, for tests below the HTTP layer: a copy of the run's migrated
 * template (see test/global-setup.ts), or on PGlite one an earlier file of this worker emptied. Migrating again
 * finds nothing to do, or applies what the template lacks.
 */
export async function openTestDatabase(databaseUrl?: string): Promise<Database> {
  const url = databaseUrl ?? (await testDatabaseUrl());
  if (!url) {
    const idle = idlePglites.pop();
    if (idle) return returnedOnClose(idle);
  }
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: 'memory://',
    poolSize: 5,
    pgliteDataDir: url ? undefined : await migratedPgliteDataDir(),
  });
  await database.migrate();
  return database.engine === 'pglite' ? returnedOnClose(database) : database;
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
    // Without it the app would keep a generated key in DATA_DIR, here a 'memory:' folder in the working directory.
    SECRET_KEY: 'test-secret-key-of-the-api-tests',
    // Likewise the tests' media files: under the run's temporary folder (keys are per user and file, never shared).
    MEDIA_DIR: path.join(tmpdir(), 'inroad-api-test-media'),
    WEB_DIST: '/nonexistent',
    // Every test signs in from the same loopback client.
    LOGIN_LINKS_PER_CLIENT: '10000',
    // Tests share one busy process (and PGlite runs in it): load shedding is tested where it is asked for.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_EVENT_LOOP_UTILIZATION: '0',
    MAX_REQUESTS_IN_FLIGHT: '0',
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
  const client = keptAliveFetch();

  const request: TestApp['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-sessiontoken'] = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await client.fetch(`${baseUrl}/api${path}`, { method, headers, body, redirect: 'manual' });
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
    fetch: client.fetch,
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
    async call(endpoint, input = {}) {
      const headers: Record<string, string> = { ...input.headers };
      if (input.token) headers['x-sessiontoken'] = input.token;
      const answer = await callEndpoint(endpoint, input, {
        baseUrl: `${baseUrl}/api`,
        fetch: client.fetch,
        headers,
        init: { redirect: 'manual' },
      });
      if (!answer.ok && answer.outsideContract) throw new Error(answer.outsideContract);
      return answer;
    },
    async session(email) {
      const token = generateToken();
      const address = email.trim().toLowerCase();
      await insertLoginToken(database.db, {
        tokenHash: hashToken(token),
        email: address,
        expiresAt: new Date(Date.now() + 60_000),
      });
      const signedIn = await signInWithLink({ db: database.db, token });
      if (!signedIn.ok) throw new Error(`the sign-in token for ${address} was refused: ${signedIn.reason}`);
      return signedIn.sessionToken;
    },
    drainJobs: () => drainInlineQueue(queue),
    async close() {
      client.close();
      await app.close();
      await queue.stop();
      await ctx.mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}

export { loginLinkIn, openLoginLink };
