import { buildApp, drainOf } from './app.ts';
import { createContext, migrateWithRetry } from './bootstrap.ts';
import { loadConfig, readDotEnv } from './config.ts';
import { createShutdown } from './http/shutdown.ts';
import { declareJobQueues, scheduleHousekeeping, startWorkers } from './job-registry.ts';

const HOUR = 3_600_000;

readDotEnv();
const config = loadConfig();
// Exported for `npm run demo`, which starts the server by importing this file and then follows the seeded workspace.
export const ctx = await createContext(config);
let ready = false;
const app = await buildApp(ctx, { isReady: () => ready });

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
ctx.logger.info(
  `Inroad listening on http://${shownHost}:${config.port} (database: ${ctx.database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}, mail: ${ctx.mailer.kind === 'smtp' ? 'SMTP' : 'printed to this log'})`,
);

let stopHousekeeping = () => {};
// The database may still be starting (PostgreSQL in a container, say): the API answers 503 until it is ready.
void (async () => {
  await migrateWithRetry(ctx);
  await ctx.queue.start();
  await declareJobQueues(ctx);
  if (config.runWorkers) await startWorkers(ctx);
  stopHousekeeping = scheduleHousekeeping(ctx, HOUR);
  ready = true;
  ctx.logger.info('Database migrated and job queue started');
})().catch((error: unknown) => {
  ctx.logger.fatal({ err: error }, 'Could not open the database');
  process.exit(1);
});

const shutdown = createShutdown({
  app,
  drain: drainOf(app),
  ctx,
  timeoutMs: config.shutdownTimeoutMs,
  beforeStop: () => stopHousekeeping(),
  exit: (code) => process.exit(code),
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
