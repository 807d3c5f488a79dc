/** How long a take waits for the camera's first encoded frame before it gives up. */
export const FIRST_FRAME_TIMEOUT_MS = 10_000;

export const NO_FIRST_FRAME_MESSAGE = 'The camera sent no picture to record';

export interface FirstFrameClock {
  /** Call with each encoded video packet; the first one starts the clock. */
  onPacket: () => void;
  /** When the first frame was encoded (`now()`'s clock); rejects when none came in time or the take was abandoned. */
  started: Promise<number>;
  /** Stops waiting: the take ended before its first frame. */
  abandon: () => void;
}

/**
 * A take's clock starts at its first encoded frame, not at the Record press: on a busy machine the encoder can take
 * a second or more to deliver it, and a clock started earlier shows seconds that the video does not have.
 */
export function firstFrameClock(
  now: () => number = () => performance.now(),
  timeoutMs = FIRST_FRAME_TIMEOUT_MS,
): FirstFrameClock {
  let settled = false;
  let resolve!: (at: number) => void;
  let reject!: (error: Error) => void;
  const started = new Promise<number>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A rejection nobody awaits (an abandoned take) is not an unhandled error.
  started.catch(() => undefined);
  const settle = (finish: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timeout);
    finish();
  };
  const timeout = setTimeout(() => settle(() => reject(new Error(NO_FIRST_FRAME_MESSAGE))), timeoutMs);
  return {
    onPacket: () => settle(() => resolve(now())),
    started,
    abandon: () => settle(() => reject(new Error('The take ended before its first frame'))),
  };
}
