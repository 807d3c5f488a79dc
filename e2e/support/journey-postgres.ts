import { dropDatabase, type PostgresCluster, startPostgresCluster } from '../../apps/server/test/postgres-cluster.ts';
import { createMigratedTemplate } from '../../apps/server/test/postgres-template.ts';

/** The run's PostgreSQL for the journeys that run on both engines (suites.ts). */
export type JourneyPostgres = {
  clusterUrl: string;
  /** A database with every migration applied: a journey that does not test the very first start copies it. */
  migratedTemplate: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when a journey selected at the start of the run runs on PostgreSQL. */
    journeyPostgres?: JourneyPostgres;
  }
}

/**
 * One PostgreSQL cluster for every journey of the run (TEST_DATABASE_URL's, e.g. the one `npm test` starts for all
 * its suites, else a private one), instead of one per journey file: each start costs seconds of both cores. Each
 * journey still gets a database of its own on it.
 */
export async function startJourneyPostgres(): Promise<{ postgres: JourneyPostgres; stop(): Promise<void> }> {
  let cluster: PostgresCluster | undefined;
  let clusterUrl = process.env.TEST_DATABASE_URL;
  if (!clusterUrl) {
    cluster = await startPostgresCluster();
    clusterUrl = cluster.url;
  }
  try {
    const migratedTemplate = await createMigratedTemplate(clusterUrl);
    return {
      postgres: { clusterUrl, migratedTemplate },
      async stop() {
        // A private cluster goes away whole; on a shared one only the template is ours to drop (the journeys'
        // databases are dropped with the cluster that npm test started, or are the caller's to keep).
        if (cluster) await cluster.stop();
        else if (clusterUrl) await dropDatabase(clusterUrl, migratedTemplate);
      },
    };
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
}
