import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_TIMEOUT_MS, firstFrameClock, NO_FIRST_FRAME_MESSAGE } from './first-frame-clock.ts';

describe('a take’s first-frame clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the first encoded frame, not when the take opened, and ignores later frames', async () => {
    let time = 1000;
    const clock = firstFrameClock(() => time);
    time = 2400;
    clock.onPacket();
    time = 2433;
    clock.onPacket();
    await expect(clock.started).resolves.toBe(2400);
  });

  it('waits up to its timeout for the first frame', async () => {
    const clock = firstFrameClock(() => 7);
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS - 1);
    clock.onPacket();
    await expect(clock.started).resolves.toBe(7);
  });

  it('gives up when no frame comes in time, and a late frame does not revive it', async () => {
    const clock = firstFrameClock(() => 7);
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS);
    clock.onPacket();
    await expect(clock.started).rejects.toThrow(NO_FIRST_FRAME_MESSAGE);
  });

  it('stops waiting when the take is abandoned', async () => {
    const clock = firstFrameClock(() => 0);
    clock.abandon();
    clock.onPacket();
    await expect(clock.started).rejects.toThrow('The take ended before its first frame');
    expect(vi.getTimerCount()).toBe(0);
  });
});
