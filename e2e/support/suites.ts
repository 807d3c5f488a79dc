import { createDatabase, type PostgresCluster, startPostgresCluster } from '../../apps/server/test/postgres-cluster.ts';

export type EngineSetup = { name: string; env(): Promise<Record<string, string>>; stop(): Promise<void> };

/** The database engines every browser journey runs on: the embedded default, and a real PostgreSQL. */
export function engines(): EngineSetup[] {
  let cluster: PostgresCluster | undefined;
  return [
    { name: 'PGlite', env: async () => ({}), stop: async () => {} },
    {
      name: 'PostgreSQL',
      async env() {
        let clusterUrl = process.env.TEST_DATABASE_URL;
        if (!clusterUrl) {
          cluster ??= await startPostgresCluster();
          clusterUrl = cluster.url;
        }
        return { DATABASE_URL: await createDatabase(clusterUrl) };
      },
      async stop() {
        await cluster?.stop();
      },
    },
  ];
}
