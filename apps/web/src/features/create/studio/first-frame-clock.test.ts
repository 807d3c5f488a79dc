import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_TIMEOUT_MS, firstFrameClock, NO_FIRST_FRAME_MESSAGE } from './first-frame-clock.ts';

const frame = (timestamp: number) => ({ timestamp, duration: 0.1 });

describe('a take’s first-frame clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads zero until the first encoded frame, then the seconds of video encoded', async () => {
    const clock = firstFrameClock();
    expect(clock.encodedSeconds()).toBe(0);
    clock.onPacket(frame(3));
    await expect(clock.started).resolves.toBeUndefined();
    expect(clock.encodedSeconds()).toBeCloseTo(0.1);
    clock.onPacket(frame(3.1));
    clock.onPacket(frame(4.9));
    expect(clock.encodedSeconds()).toBeCloseTo(2);
  });

  it('does not run ahead of the video while the encoder is behind or dropping frames', () => {
    const clock = firstFrameClock();
    clock.onPacket(frame(0));
    // Wall time passes with no frame encoded: the clock holds still.
    vi.advanceTimersByTime(5000);
    expect(clock.encodedSeconds()).toBeCloseTo(0.1);
    // A frame after a run of dropped ones: the video (the last frame held on screen) reaches its end.
    clock.onPacket(frame(1.5));
    expect(clock.encodedSeconds()).toBeCloseTo(1.6);
  });

  it('waits up to its timeout for the first frame', async () => {
    const clock = firstFrameClock();
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS - 1);
    clock.onPacket(frame(0));
    await expect(clock.started).resolves.toBeUndefined();
  });

  it('gives up when no frame comes in time, and a late frame does not revive it', async () => {
    const clock = firstFrameClock();
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS);
    clock.onPacket(frame(0));
    await expect(clock.started).rejects.toThrow(NO_FIRST_FRAME_MESSAGE);
    expect(clock.encodedSeconds()).toBe(0);
  });

  it('stops waiting when the take is abandoned', async () => {
    const clock = firstFrameClock();
    clock.abandon();
    clock.onPacket(frame(0));
    await expect(clock.started).rejects.toThrow('The take ended before its first frame');
    expect(clock.encodedSeconds()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
