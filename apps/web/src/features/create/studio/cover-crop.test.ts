import { describe, expect, it } from 'vitest';
import { coverCrop } from './cover-crop.ts';

describe('coverCrop', () => {
  it('cuts the centred portrait part out of a landscape camera frame', () => {
    // 844/720 scales the frame to the canvas height; 390 canvas pixels are 333 frame pixels wide.
    expect(coverCrop(1280, 720, 390, 844)).toEqual({ x: 474, y: 0, width: 332, height: 720 });
  });

  it('cuts the top and bottom off a frame taller than the canvas', () => {
    expect(coverCrop(720, 2000, 390, 844)).toEqual({ x: 0, y: 220, width: 720, height: 1558 });
  });

  it('keeps the whole frame when it already has the canvas’s shape', () => {
    expect(coverCrop(780, 1688, 390, 844)).toEqual({ x: 0, y: 0, width: 780, height: 1688 });
  });

  it('starts and ends on even pixels and stays inside the frame', () => {
    for (const [width, height] of [
      [641, 479],
      [1920, 1080],
      [3, 3],
      [1279, 721],
    ] as const) {
      const crop = coverCrop(width, height, 390, 844);
      for (const value of Object.values(crop)) expect(value % 2).toBe(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(width);
      expect(crop.y + crop.height).toBeLessThanOrEqual(height);
      // The aspect ratio is the canvas's to within the rounding of two pixels.
      expect(Math.abs(crop.width / crop.height - 390 / 844)).toBeLessThan(2 / crop.height + 0.01);
    }
  });
});
