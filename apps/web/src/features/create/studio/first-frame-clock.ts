/** How long a take waits for the camera's first encoded frame before it gives up. */
export const FIRST_FRAME_TIMEOUT_MS = 10_000;

export const NO_FIRST_FRAME_MESSAGE = 'The camera sent no picture to record';

/** What the clock reads of an encoded video packet (mediabunny's `EncodedPacket`), in seconds. */
export interface PacketTiming {
  timestamp: number;
  duration: number;
}

export interface FirstFrameClock {
  /** Call with each encoded video packet; the first one starts the clock. */
  onPacket: (packet: PacketTiming) => void;
  /** Settles at the first encoded frame; rejects when none came in time or the take was abandoned. */
  started: Promise<void>;
  /** Seconds of video encoded so far: from the first packet's start to the latest packet's end. */
  encodedSeconds: () => number;
  /** Stops waiting: the take ended before its first frame. */
  abandon: () => void;
}

/**
 * A take's clock counts the video the encoder has delivered, not the time since the Record press: on a busy machine
 * the encoder can take a second or more for the first frame, and drops frames while it is behind. A clock read off
 * the wall shows seconds the video does not have; this one never runs ahead of the video.
 */
export function firstFrameClock(timeoutMs = FIRST_FRAME_TIMEOUT_MS): FirstFrameClock {
  let settled = false;
  let firstStart: number | null = null;
  let latestEnd = 0;
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const started = new Promise<void>((res, rej) => {
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
    onPacket: ({ timestamp, duration }) => {
      if (firstStart === null) {
        // A packet after the clock gave up, or after the take was abandoned, belongs to no take.
        if (settled) return;
        settle(resolve);
      }
      firstStart = Math.min(firstStart ?? timestamp, timestamp);
      latestEnd = Math.max(latestEnd, timestamp + (duration || 0));
    },
    started,
    encodedSeconds: () => (firstStart === null ? 0 : Math.max(0, latestEnd - firstStart)),
    abandon: () => settle(() => reject(new Error('The take ended before its first frame'))),
  };
}
