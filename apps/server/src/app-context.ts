import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { EmailFinder } from './platform/email-finder/email-finder.ts';
import type { Mailer } from './platform/mail/mailer.ts';

/** What route modules and jobs are built from; assembled once in main.ts (or by the test harness). */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  queue: JobQueue;
  logger: Logger;
  /** Replaces the finder built from config (HUNTER_*), e.g. with a stub DNS resolver in tests. */
  emailFinder?: EmailFinder;
};
