// `npm run worker`: a process that only runs background jobs, for scaling out next to API processes.
import { createContext, migrateWithRetry } from './bootstrap.ts';
import { loadConfig, readDotEnv } from './config.ts';
import { startWorkers } from './job-registry.ts';

readDotEnv();
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: the embedded database belongs to the server process.');
  process.exit(1);
}
const ctx = await createContext(config);
await migrateWithRetry(ctx);
await ctx.queue.start();
await startWorkers(ctx);
ctx.logger.info('Inroad worker started');

async function shutdown() {
  // Running jobs get SHUTDOWN_TIMEOUT_MS less a moment to close the database; then they are cancelled.
  await ctx.queue.stop({ timeoutMs: Math.max(1_000, config.shutdownTimeoutMs - 500) });
  await ctx.database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
