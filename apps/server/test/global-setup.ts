import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';

let cluster: PostgresCluster | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

/** For the PostgreSQL suite (its only globalSetup): one private cluster for the run, unless TEST_DATABASE_URL points at one. */
export async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    cluster = await startPostgresCluster();
    url = cluster.url;
  }
  project.provide('testDatabaseUrl', url);
}

export async function teardown() {
  await cluster?.stop();
}
