import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { AiService } from './platform/ai/ai-service.ts';
import type { EmailFinder } from './platform/email-finder/email-finder.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { MediaStorage } from './platform/storage/media-storage.ts';

/** What route modules and jobs are built from; assembled once in main.ts (or by the test harness). */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  queue: JobQueue;
  logger: Logger;
  /** The one AI service of the process: it holds the concurrency slots; the daily allowance is in the database. */
  ai: AiService;
  /** Replaces the finder built from config (HUNTER_*), e.g. with a stub DNS resolver in tests. */
  emailFinder?: EmailFinder;
  /** Replaces the media storage built from config (S3_* or MEDIA_DIR). */
  storage?: MediaStorage;
};
