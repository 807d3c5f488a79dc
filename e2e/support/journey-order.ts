import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestProject, type TestSpecification } from 'vitest/node';

/**
 * Files that wait for something prepared in the background run after those that do not, each part in vitest's own
 * order (longest or largest first):
 * - the journeys that open the run's demo workspace (it is seeded while the first journeys run: global-setup.ts);
 * - the API files on PGlite, whose migrated template is made while the unit and web tests run
 *   (apps/server/test/global-setup.ts).
 */
export class WaitingFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = startLongRunningFirst(await super.sort(files));
    const waits = (spec: TestSpecification) =>
      spec.project.name === 'api-pglite' || (spec.project.name === 'e2e' && waitsForSeededDemo(spec.moduleId));
    return [...sorted.filter((spec) => !waits(spec)), ...sorted.filter(waits)];
  }
}

/**
 * Files that run far longer than their size suggests. Without timings of an earlier run (a clean clone) vitest orders
 * files by size, which put the fuzz run (5,000 requests, ~15 s) last: it ran alone on one worker for the last ~10 s
 * of the PGlite suite, the other worker idle. The demo seeding (~5 s) and the queue's and the server's stop at a
 * deadline (seconds of waiting each) came last as well, at the same time: the two cores were half idle for the
 * suite's last ~10 s, when nothing else runs. Early, they overlap files that keep a core busy.
 */
const LONG_RUNNING = [
  'apps/server/src/http/fuzz.api.test.ts',
  'apps/server/src/demo/demo-workspace.api.test.ts',
  'apps/server/src/jobs/queue.api.test.ts',
  'apps/server/src/http/shutdown.api.test.ts',
];

function startLongRunningFirst(files: TestSpecification[]): TestSpecification[] {
  const long = (spec: TestSpecification) => LONG_RUNNING.some((file) => spec.moduleId.endsWith(file));
  return [...files.filter(long), ...files.filter((spec) => !long(spec))];
}

/**
 * A demo journey opens its workspace with openDemoSession: on a copy of the seeded one, or (`firstRun`) seeding one
 * of its own, which also waits, so that two seedings never share the two cores.
 */
function waitsForSeededDemo(file: string): boolean {
  return readFileSync(file, 'utf8').includes('openDemoSession(');
}

/**
 * Whether a journey this run selected opens the demo workspace, so that it is worth seeding (minutes of both
 * cores); true when the run's files are not known.
 */
export function runOpensDemo(project: TestProject): boolean {
  return selectedJourneysInclude(project, waitsForSeededDemo);
}

/** Whether a journey this run selected runs on PostgreSQL too (suites.ts); true when the run's files are not known. */
export function runUsesPostgres(project: TestProject): boolean {
  return selectedJourneysInclude(project, (file) => readFileSync(file, 'utf8').includes('engines()'));
}

function selectedJourneysInclude(project: TestProject, matches: (file: string) => boolean): boolean {
  const journeys = project.vitest.state.getPaths().filter((file) => project.matchesTestGlob(file));
  return journeys.length === 0 || journeys.some(matches);
}
