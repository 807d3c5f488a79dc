import { describe, expect, it } from 'vitest';
import { framesAtTimes } from './frames-at-times.ts';

async function* source(timestamps: number[], read: number[] = []) {
  for (const timestamp of timestamps) {
    read.push(timestamp);
    yield { timestamp };
  }
}

async function collect(timestamps: number[], times: number[], read?: number[]) {
  const shown: (number | null)[] = [];
  for await (const frame of framesAtTimes(source(timestamps, read), times)) shown.push(frame?.timestamp ?? null);
  return shown;
}

describe('framesAtTimes', () => {
  it('repeats a slow recording’s frames until the next one starts', async () => {
    expect(await collect([0, 0.1, 0.2], [0, 1 / 30, 2 / 30, 0.1, 0.15, 0.2, 0.3])).toEqual([
      0, 0, 0, 0.1, 0.1, 0.2, 0.2,
    ]);
  });

  it('skips frames a fast recording shows between two output times', async () => {
    expect(await collect([0, 0.01, 0.02, 0.03, 0.04, 0.05], [0, 0.025, 0.05])).toEqual([0, 0.02, 0.05]);
  });

  it('shows the first frame for times before it starts', async () => {
    expect(await collect([0.05, 0.1], [0, 0.04, 0.1])).toEqual([0.05, 0.05, 0.1]);
  });

  it('yields nothing to show when the recording has no frames', async () => {
    expect(await collect([], [0, 0.5])).toEqual([null, null]);
  });

  it('reads each frame once and stops reading when the times end', async () => {
    const read: number[] = [];
    await collect([0, 0.1, 0.2, 0.3, 0.4, 0.5], [0, 0.1], read);
    expect(read).toEqual([0, 0.1, 0.2]);
  });

  it('releases every frame it read once (skipped ones too), never one still showing, and holds at most two', async () => {
    const held = new Set<number>();
    const released: number[] = [];
    let most = 0;
    async function* frames() {
      for (const timestamp of [0, 0.005, 0.01, 0.03, 0.06, 0.09, 0.5]) {
        held.add(timestamp);
        most = Math.max(most, held.size);
        yield { timestamp };
      }
    }
    const release = (frame: { timestamp: number }) => {
      expect(held.delete(frame.timestamp)).toBe(true);
      released.push(frame.timestamp);
    };
    const shown: number[] = [];
    for await (const frame of framesAtTimes(frames(), [0, 0.02, 0.04, 0.07, 0.1], release)) {
      expect(held.has(frame?.timestamp ?? -1)).toBe(true);
      shown.push(frame?.timestamp ?? -1);
    }
    expect(shown).toEqual([0, 0.01, 0.03, 0.06, 0.09]);
    expect(released).toEqual([0, 0.005, 0.01, 0.03, 0.06, 0.09, 0.5]);
    expect(held.size).toBe(0);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('releases what it holds when the reader stops early', async () => {
    const released: number[] = [];
    const iterator = framesAtTimes(source([0, 0.1, 0.2]), [0, 0.1, 0.2], (frame) => released.push(frame.timestamp));
    await iterator.next();
    await iterator.return(undefined);
    expect(released.sort()).toEqual([0, 0.1]);
  });
});
