import { inject } from 'vitest';
import type { JourneyWorker } from './journey-workers.ts';

/** What the worker running this journey has to itself (global-setup.ts makes one set per worker). */
export function thisJourneyWorker(): JourneyWorker {
  const workers = inject('journeyWorkers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return workers[(poolId - 1) % workers.length] as JourneyWorker;
}
