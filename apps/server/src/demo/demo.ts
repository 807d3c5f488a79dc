// `npm run demo`: seeds the demo workspace (demo@inroad.localhost), then starts Inroad exactly as `npm start` does
// and prints a sign-in link for the demo user.
import { LOGIN_TOKEN_TTL_MINUTES } from '@inroad/contracts/auth';
import { createContext, migrateWithRetry } from '../bootstrap.ts';
import { loadConfig, readDotEnv } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startWorkers } from '../job-registry.ts';
import { insertLoginToken } from '../modules/auth/auth.queries.ts';
import { generateToken, hashToken } from '../modules/auth/tokens.ts';
import { countPostsAwaitingEnrichment } from '../modules/ingest/ingest.queries.ts';
import { warmUpLocalEngine } from '../platform/ai/local/warm-up.ts';
import { DEMO_EMAIL, seedDemoWorkspace } from './demo-workspace.ts';

const ENRICHMENT_CHECK_MS = 2_000;

/**
 * Says in the log when the server has enriched every demo post (content tags, summaries, AI rules), which
 * goes on in the background for a minute or more after the link is printed: until then some posts show no
 * summary yet and the inbox is busier than usual. Stops quietly when the server stops first.
 */
function reportWhenEnriched(db: Db, userId: string, logger: { info(message: string): void }, since: number): void {
  const check = async () => {
    const waiting = await countPostsAwaitingEnrichment(db, userId);
    if (waiting === 0) {
      logger.info(
        `Demo workspace enriched in ${((Date.now() - since) / 1000).toFixed(1)}s: every post has its tags and summary`,
      );
      return;
    }
    setTimeout(() => void check().catch(() => {}), ENRICHMENT_CHECK_MS).unref();
  };
  void check().catch(() => {});
}

async function createSignInLink(db: Db, appUrl: string): Promise<string> {
  const token = generateToken();
  await insertLoginToken(db, {
    tokenHash: hashToken(token),
    email: DEMO_EMAIL,
    expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_MINUTES * 60_000),
  });
  return `${appUrl}/api/login/verify?token=${token}`;
}

readDotEnv();
const config = loadConfig();
const appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
const ctx = await createContext(config);
await migrateWithRetry(ctx);
// Workers create their queues up front: on the embedded database a queue created lazily inside the ingest
// transaction would wait for that very transaction. They enrich while seeding; the server finishes the rest.
await ctx.queue.start();
await startWorkers(ctx);
const started = Date.now();
const seeded = await seedDemoWorkspace({ db: ctx.db, queue: ctx.queue });
const link = await createSignInLink(ctx.db, appUrl);
ctx.logger.info(
  `Demo workspace ready in ${((Date.now() - started) / 1000).toFixed(1)}s: ${seeded.sourcesCreated} sources and ${seeded.trackersCreated} trackers created, ${seeded.inserted} posts added, ${seeded.updated} refreshed`,
);
await ctx.queue.stop();
await ctx.mailer.close();
// The embedded database allows one owner at a time: the server below opens it again.
await ctx.database.close().catch(() => {});
// The server enriches the seeded posts as soon as it starts, while the person opens the link: the engine's first
// use is paid here, before it listens.
warmUpLocalEngine();

const server = await import('../main.ts');
console.log(
  `\n  Inroad demo: open this link to sign in as ${DEMO_EMAIL} (valid ${LOGIN_TOKEN_TTL_MINUTES} minutes, once):\n\n    ${link}\n\n  Later, request a new link at ${appUrl}/login with ${DEMO_EMAIL}; it is printed in this log.\n`,
);
reportWhenEnriched(server.ctx.db, seeded.userId, server.ctx.logger, started);
