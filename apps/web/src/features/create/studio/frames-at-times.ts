// Resampling a recording to the final video's frame rate by reading its frames once, in order. Seeking the
// recording for every output frame instead decodes and converts each recorded frame again for every output frame
// that shows it, which made combining several times slower than the video is long.

interface TimedFrame {
  /** When the frame starts showing, in seconds. */
  timestamp: number;
}

/**
 * For each of the ascending `times`, the frame showing then: the latest frame that starts at or before it, or the
 * first frame for times before any frame starts; null only when there are no frames. Holds at most two frames at a
 * time (the one showing and the next) and hands each to `release` once it is done with it (a frame that never
 * shows is released at once; the last ones when the times end or the reader stops).
 */
export async function* framesAtTimes<T extends TimedFrame>(
  frames: AsyncIterable<T>,
  times: Iterable<number>,
  release: (frame: T) => void = () => undefined,
): AsyncGenerator<T | null> {
  const iterator = frames[Symbol.asyncIterator]();
  const pull = async (): Promise<T | null> => {
    const result = await iterator.next();
    return result.done ? null : result.value;
  };
  let showing: T | null = null;
  let next: T | null = null;
  try {
    next = await pull();
    for (const time of times) {
      while (next && (!showing || next.timestamp <= time)) {
        if (showing) release(showing);
        showing = next;
        // Not released twice if the next read throws: it is `showing` now.
        next = null;
        next = await pull();
      }
      yield showing;
    }
  } finally {
    if (showing) release(showing);
    if (next) release(next);
    await iterator.return?.();
  }
}
