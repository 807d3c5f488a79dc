import { classifyContentLocal } from './classify.ts';
import { summarizeLocal } from './summarize.ts';

const SAMPLE =
  'Looking for an alternative to our CRM before the renewal. What would you recommend?\n\nWe are also hiring two account executives in Berlin.';

/**
 * Reads one sample post with the local engine. Its first use holds this thread for a second or more (wink builds
 * its reader, the content patterns compile); a process about to enrich many posts pays that before it listens
 * rather than in the middle of a person's first requests.
 */
export function warmUpLocalEngine(): void {
  classifyContentLocal(SAMPLE);
  summarizeLocal(SAMPLE);
}
