import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createLogger } from '../../apps/server/src/http/logging.ts';
import { createInlineQueue } from '../../apps/server/src/jobs/queue.ts';
import {
  createDatabase,
  findPostgresBinaries,
  type PostgresCluster,
  startPostgresCluster,
} from '../../apps/server/test/postgres-cluster.ts';
import { createFeeds, createUserWithSession, seedPosts, withPostIndexesDeferred } from '../inbox/seed.ts';

export type WebEngine = 'pglite' | 'postgres';

export interface SeededInroad {
  engine: WebEngine;
  /** Environment for startInroad: where the seeded database is. */
  env: Record<string, string>;
  dataDir: string;
  token: string;
  stop(): Promise<void>;
}

/**
 * A database holding one signed-in user whose Priority Inbox has `posts` posts from the last 20 hours (all inside
 * the default 'Today' range, with room for a run that takes a while), from eight feeds and tagged by twenty
 * trackers. The welcome tour and onboarding are marked done, as for a returning user. Seeded before the app
 * starts: PGlite has one owner at a time.
 */
export async function seedWebDatabase(engine: WebEngine, posts: number): Promise<SeededInroad> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-bench-web-'));
  let cluster: PostgresCluster | undefined;
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    if (!findPostgresBinaries() && !process.env.BENCH_DATABASE_URL) {
      throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
    }
    let clusterUrl = process.env.BENCH_DATABASE_URL;
    if (!clusterUrl) {
      cluster = await startPostgresCluster();
      clusterUrl = cluster.url;
    }
    databaseUrl = await createDatabase(clusterUrl);
  }
  const database = await openDatabase({ databaseUrl, dataDir }).catch(async (error: unknown) => {
    await cluster?.stop();
    throw error;
  });
  try {
    await database.migrate();
    const db = database.db;
    const user = await createUserWithSession(db, 'web.bench@example.com', {
      welcomeComplete: true,
      welcomeModalComplete: true,
      onboardingWizardComplete: true,
    });
    const feeds = await createFeeds(db, createInlineQueue(createLogger('silent')), user.userId, 20);
    await withPostIndexesDeferred(db, async () => {
      await seedPosts({
        db,
        userId: user.userId,
        count: posts,
        days: 20 / 24,
        now: Date.now(),
        firstNumber: 1,
        seed: 11,
        feeds,
        allInInbox: true,
      });
    });
    return {
      engine,
      env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
      dataDir,
      token: user.token,
      stop: async () => {
        await cluster?.stop();
      },
    };
  } catch (error) {
    await database.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    // Closed before the app opens it: PGlite has one owner at a time. Closing twice after a failure is harmless.
    await database.close().catch(() => {});
  }
}
