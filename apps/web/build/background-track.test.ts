import { describe, expect, it } from 'vitest';
import { encodeWav, synthesiseBackgroundTrack } from './background-track.ts';

describe('the background track', () => {
  it('is a few seconds of audible, unclipped sound', () => {
    const samples = synthesiseBackgroundTrack(8000);
    expect(samples.length).toBe(8 * 8000);
    const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.1);
    expect(peak).toBeLessThanOrEqual(1);
  });

  it('is a mono 16-bit PCM WAV file', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 0.5]), 8000);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.slice(8, 12))).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0x7fff, -0x7fff, 0x4000]);
  });
});
