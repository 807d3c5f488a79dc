import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs first the journeys that do not wait for the run's demo workspace (it is seeded in the background while they
 * run: global-setup.ts), then those that do; each part in vitest's own order (longest or largest first). Files of
 * the other suites keep vitest's order.
 */
export class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (spec: TestSpecification) => spec.project.name === 'e2e' && waitsForSeededDemo(spec.moduleId);
    return [...sorted.filter((spec) => !waits(spec)), ...sorted.filter(waits)];
  }
}

/** A journey on a copy of the seeded demo opens it with openDemoSession; `firstRun` seeds a workspace of its own. */
function waitsForSeededDemo(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  return source.includes('openDemoSession(') && !source.includes('firstRun: true');
}
