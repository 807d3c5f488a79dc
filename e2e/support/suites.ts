import { inject } from 'vitest';
import { createDatabase, type PostgresCluster, testCluster } from '../../apps/server/test/postgres-cluster.ts';

export type EngineSetup = {
  name: string;
  /**
   * What `npm start` needs to run on this engine. `freshInstall`: an empty database, for a journey that tests the
   * very first start (else a copy of the run's migrated one, as startInroad does for the embedded database).
   */
  env(options?: { freshInstall?: boolean }): Promise<Record<string, string>>;
  stop(): Promise<void>;
};

/**
 * The database engines every browser journey runs on: the embedded default, and a real PostgreSQL, a database of
 * the journey's own on the run's cluster (journey-postgres.ts).
 */
export function engines(): EngineSetup[] {
  let cluster: PostgresCluster | undefined;
  return [
    { name: 'PGlite', env: async () => ({}), stop: async () => {} },
    {
      name: 'PostgreSQL',
      async env(options = {}) {
        const shared = inject('journeyPostgres');
        if (shared) {
          const template = options.freshInstall ? undefined : shared.migratedTemplate;
          return { DATABASE_URL: await createDatabase(shared.clusterUrl, template) };
        }
        // A journey the run's set-up did not see (a rerun in watch mode): TEST_DATABASE_URL's cluster or its own.
        cluster ??= await testCluster();
        return { DATABASE_URL: await createDatabase(cluster.url) };
      },
      async stop() {
        await cluster?.stop();
      },
    },
  ];
}
