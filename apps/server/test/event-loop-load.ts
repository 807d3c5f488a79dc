/** Holds the event loop the way a burst of synchronous work does. */
export function holdTheLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: the event loop cannot turn
  }
}

/**
 * Holds the loop `steps` times for `ms` each, letting it turn once between steps, as a queue of requests does: the
 * sampling timer then comes late by about one step.
 */
export async function holdTheLoopInSteps(steps: number, ms: number): Promise<void> {
  for (let step = 0; step < steps; step++) {
    holdTheLoop(ms);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
