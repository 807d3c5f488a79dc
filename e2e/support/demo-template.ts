import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The demo workspace seeded once per run (global-setup.ts), in the background: `readyFile` appears once every
 * post is enriched and the demo stopped cleanly, `failedFile` (holding the reason) if it could not be seeded.
 */
export type DemoTemplate = { dataDir: string; port: number; readyFile: string; failedFile: string };

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

/**
 * Takes the seeded workspace's port for this process until the returned release is called: journeys on other
 * workers wait meanwhile. A holder whose process is gone (a worker that crashed) no longer holds it.
 */
export async function takeDemoPort(template: DemoTemplate): Promise<() => void> {
  const lock = `${template.dataDir}.in-use`;
  const holderFile = path.join(lock, 'pid');
  const release = () => rmSync(lock, { recursive: true, force: true });
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(holderFile, String(process.pid));
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = existsSync(holderFile) ? Number(readFileSync(holderFile, 'utf8')) : 0;
    if (holder && !isRunning(holder)) release();
    if (Date.now() > deadline) throw new Error(`The demo workspace's port stayed taken by process ${holder}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
