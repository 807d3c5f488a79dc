import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createLogger } from './http/logging.ts';
import { createInlineQueue, createPgBossQueue } from './jobs/queue.ts';
import { createAiService } from './platform/ai/ai-service.ts';
import { createDbBudgetStore } from './platform/ai/db-budget-store.ts';
import { createLogDestination } from './platform/log/terminal-stream.ts';
import { createMailer } from './platform/mail/mailer.ts';

/** Assembles the context every process of Inroad runs on (server, worker, demo, tests). */
export async function createContext(config: Config, options: { inlineJobs?: boolean } = {}): Promise<AppContext> {
  const logger = createLogger(config.logLevel, createLogDestination());
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  const queue = options.inlineJobs ? createInlineQueue(logger) : createPgBossQueue(database, logger);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const ai = createAiService({
    ...config.ai,
    budgetStore: createDbBudgetStore(database.db),
    logger: { warn: (details, message) => logger.warn(details, message) },
  });
  return { config, database, db: database.db, queue, mailer, logger, ai };
}

/** Applies migrations, retrying while the database is unreachable (a PostgreSQL still starting, say). */
export async function migrateWithRetry(ctx: AppContext, options: { signal?: AbortSignal } = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.database.migrate();
      return;
    } catch (error) {
      if (ctx.database.engine === 'pglite' || options.signal?.aborted) throw error;
      const delay = Math.min(30_000, 1_000 * attempt);
      ctx.logger.warn({ err: error }, `Database not reachable; retrying in ${delay / 1000}s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
