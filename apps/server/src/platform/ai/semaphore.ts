/** Releases a slot taken with `acquire`; calling it twice releases once. */
export type Release = () => void;

export interface Semaphore {
  /** Waits for a free slot; resolves undefined when `timeoutMs` passes first (the caller then gives up). */
  acquire(timeoutMs?: number): Promise<Release | undefined>;
  readonly active: number;
  readonly waiting: number;
}

/** At most `limit` holders at a time, first come first served. */
export function createSemaphore(limit: number): Semaphore {
  const max = Math.max(1, Math.floor(limit));
  let active = 0;
  const queue: Array<(release: Release) => void> = [];

  const makeRelease = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next(makeRelease());
      else active--;
    };
  };

  return {
    acquire(timeoutMs) {
      if (active < max) {
        active++;
        return Promise.resolve(makeRelease());
      }
      return new Promise((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        const grant = (release: Release): void => {
          if (timer) clearTimeout(timer);
          resolve(release);
        };
        queue.push(grant);
        if (timeoutMs !== undefined) {
          timer = setTimeout(() => {
            const index = queue.indexOf(grant);
            if (index !== -1) queue.splice(index, 1);
            resolve(undefined);
          }, timeoutMs);
        }
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
