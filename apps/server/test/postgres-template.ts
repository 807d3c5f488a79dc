import { openDatabase } from '../src/db/client.ts';
import { createDatabase, dropDatabase, testCluster } from './postgres-cluster.ts';

/**
 * A database on the cluster with every migration applied, to copy with createDatabase(clusterUrl, name): copying it
 * takes a fraction of migrating an empty database. Answers its name.
 */
export async function createMigratedTemplate(clusterUrl: string): Promise<string> {
  const templateUrl = await createDatabase(clusterUrl);
  const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
  await database.migrate();
  // CREATE DATABASE … TEMPLATE refuses a template that has a connection open.
  await database.close();
  return new URL(templateUrl).pathname.slice(1);
}

/** A suite's PostgreSQL: the cluster's address and a migrated database on it to copy per test file or journey. */
export type MigratedPostgres = { clusterUrl: string; migratedTemplate: string };

/**
 * The cluster TEST_DATABASE_URL names (`npm test` starts one for all its suites), else a private one for this
 * suite, with a migrated template on it: the one TEST_DATABASE_TEMPLATE names on the shared cluster (npm test
 * migrates one for all its suites), else one made now. `stop` stops a private cluster whole; on a shared one it
 * drops only a template made here (the databases copied from it go with the cluster that npm test started, or are
 * the caller's to keep).
 */
export async function startMigratedPostgres(): Promise<{ postgres: MigratedPostgres; stop(): Promise<void> }> {
  const cluster = await testCluster();
  const sharedTemplate = process.env.TEST_DATABASE_TEMPLATE;
  if (!cluster.isPrivate && sharedTemplate) {
    return { postgres: { clusterUrl: cluster.url, migratedTemplate: sharedTemplate }, stop: async () => {} };
  }
  try {
    const migratedTemplate = await createMigratedTemplate(cluster.url);
    return {
      postgres: { clusterUrl: cluster.url, migratedTemplate },
      async stop() {
        if (cluster.isPrivate) await cluster.stop();
        else await dropDatabase(cluster.url, migratedTemplate);
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
