// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database, and prepares
// the job queue (pg-boss's own tables and every job's queue), which the first start would otherwise create while
// the API answers 503.
import { createContext } from './bootstrap.ts';
import { loadConfig, readDotEnv } from './config.ts';
import { prepareJobQueues } from './job-registry.ts';

readDotEnv();
const config = loadConfig();
const ctx = await createContext(config);
await ctx.database.migrate();
await prepareJobQueues(ctx);
await ctx.mailer.close();
await ctx.database.close();
console.log(`Migrations applied and job queue prepared (${ctx.database.engine}).`);
