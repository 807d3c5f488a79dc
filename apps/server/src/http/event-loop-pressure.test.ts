import { afterEach, describe, expect, it } from 'vitest';
import { holdTheLoop, holdTheLoopInSteps } from '../../test/event-loop-load.ts';
import { type EventLoopWatch, SAMPLE_INTERVAL_MS, watchEventLoop } from './event-loop-pressure.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the samples taken over `samples` intervals. */
const samplesPass = (samples: number) => pause(SAMPLE_INTERVAL_MS * samples + 20);

let watch: EventLoopWatch | undefined;
afterEach(() => watch?.stop());

describe('watchEventLoop', () => {
  it('reports a delay over the limit after the loop was held, and none once it turns freely again', async () => {
    watch = watchEventLoop({ maxDelayMs: 100, maxUtilization: 0 });
    await samplesPass(2);
    expect(watch.pressure()).toBeUndefined();

    let seen: string | undefined;
    for (let attempt = 0; attempt < 10 && seen === undefined; attempt++) {
      // A burst of work in steps, as a queue of requests makes it: each step holds the loop well past the limit.
      await holdTheLoopInSteps(4, 300);
      seen = watch.pressure();
    }
    expect(seen).toBe('eventLoopDelay');

    await samplesPass(3);
    expect(watch.pressure()).toBeUndefined();
  });

  it('reports utilisation over its limit while the loop works most of the time, and only that check when asked', async () => {
    watch = watchEventLoop({ maxDelayMs: 0, maxUtilization: 0.5 });
    let seen: string | undefined;
    const until = performance.now() + 5_000;
    while (seen === undefined && performance.now() < until) {
      // Working nine parts in ten, in slices short enough that no delay check would fire (and it is off).
      holdTheLoop(18);
      await pause(2);
      seen = watch.pressure();
    }
    expect(seen).toBe('eventLoopUtilization');
    await samplesPass(2);
    expect(watch.pressure()).toBeUndefined();
  });

  it('reports nothing when both checks are off, however busy the loop', async () => {
    watch = watchEventLoop({ maxDelayMs: 0, maxUtilization: 0 });
    await holdTheLoopInSteps(3, 250);
    await pause(1);
    expect(watch.pressure()).toBeUndefined();
  });
});
