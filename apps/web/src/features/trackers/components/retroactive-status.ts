import type { TrackerRetroactive } from '@inroad/contracts/tracker';
import { pluralize } from '../../../lib/format.ts';

/**
 * What a new tracker's run over the last N posts has done: 'Tagged 12 of the last 200 posts', while AI rules
 * are still judging posts that it goes on, and when it stopped before its end (a failure, or the server stopped
 * under it) how far it got.
 */
export function retroactiveText(run: TrackerRetroactive): string {
  if (run.failed) {
    return `Stopped after ${run.analyzed} of the last ${pluralize(run.lastN, 'post')} (${run.tagged} tagged)`;
  }
  if (!run.running) return `Tagged ${run.tagged} of the last ${pluralize(run.analyzed, 'post')}`;
  const soFar = `Tagged ${run.tagged} of the last ${pluralize(run.lastN, 'post')} so far`;
  if (!run.aiRules) return `${soFar}…`;
  return `${soFar}; the AI rules are still reading them (${run.analyzed} of ${run.lastN} done)`;
}
