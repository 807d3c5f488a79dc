import type { MigratedPostgres } from '../../apps/server/test/postgres-template.ts';

/** The run's PostgreSQL for the journeys that run on both engines (suites.ts), started in global-setup.ts. */
export type JourneyPostgres = MigratedPostgres;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when a journey selected at the start of the run runs on PostgreSQL. */
    journeyPostgres?: JourneyPostgres;
  }
}
