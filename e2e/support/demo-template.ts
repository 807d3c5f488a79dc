import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The demo workspace seeded once per run (global-setup.ts), in the background: `readyFile` appears once every
 * post is enriched and the demo stopped cleanly, `failedFile` (holding the reason) if it could not be seeded.
 */
export type DemoTemplate = { dataDir: string; readyFile: string; failedFile: string };

export function demoTemplateFiles(workDir: string): Pick<DemoTemplate, 'readyFile' | 'failedFile'> {
  return { readyFile: path.join(workDir, 'demo-ready'), failedFile: path.join(workDir, 'demo-failed') };
}

/** Seeding and enriching takes minutes on a busy machine; the journeys that start first wait for it. */
const SEEDING_TIMEOUT_MS = 10 * 60_000;

/** How long a demo journey's start may take: waiting for the seeding, then starting on a copy and signing in. */
export const DEMO_START_TIMEOUT_MS = SEEDING_TIMEOUT_MS + 3 * 60_000;

/** Waits until the run's demo workspace is seeded, or throws why it was not. */
export async function demoTemplateReady(template: DemoTemplate): Promise<void> {
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  for (;;) {
    if (existsSync(template.readyFile)) return;
    if (existsSync(template.failedFile)) {
      throw new Error(`The run's demo workspace could not be seeded: ${readFileSync(template.failedFile, 'utf8')}`);
    }
    if (Date.now() > deadline)
      throw new Error(`The run's demo workspace was not seeded within ${SEEDING_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
