import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, iconPng } from './icon-png.ts';

describe('extension icons', () => {
  it('are valid RGBA PNGs at every size the manifest names, blue with a white mark and clear corners', () => {
    for (const size of ICON_SIZES) {
      const png = iconPng(size);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
      const idatLength = png.readUInt32BE(33);
      expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
      const raw = inflateSync(png.subarray(41, 41 + idatLength));
      expect(raw.length).toBe(size * (size * 4 + 1));
      const pixel = (x: number, y: number) => {
        const at = y * (size * 4 + 1) + 1 + x * 4;
        return [...raw.subarray(at, at + 4)];
      };
      expect(pixel(0, 0)[3]).toBe(0);
      const edge = pixel(Math.floor(size / 2), Math.floor(size * 0.06));
      expect(edge).toEqual([34, 139, 230, 255]);
      expect(pixel(Math.floor(size * 0.3), Math.floor(size / 2))).toEqual([255, 255, 255, 255]);
    }
  });
});
