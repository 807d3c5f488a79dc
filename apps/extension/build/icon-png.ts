import { deflateSync } from 'node:zlib';

// The extension's toolbar and store icons, drawn in code at build time: a rounded square in Inroad's blue with a
// white arrow pointing in. No image files to keep in sync and nothing downloaded.

export const ICON_SIZES = [16, 32, 48, 128] as const;

const BLUE = [34, 139, 230] as const;
const WHITE = [255, 255, 255] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Coverage (0..1) of a pixel by the icon's shapes, sampled 4×4 for smooth edges. */
function paint(size: number, x: number, y: number): { fill: number; mark: number } {
  let fill = 0;
  let mark = 0;
  const radius = 0.22;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const u = (x + (sx + 0.5) / 4) / size;
      const v = (y + (sy + 0.5) / 4) / size;
      const dx = Math.max(radius - u, u - (1 - radius), 0);
      const dy = Math.max(radius - v, v - (1 - radius), 0);
      if (dx * dx + dy * dy > radius * radius) continue;
      fill++;
      // An arrow pointing right into a bar: the shaft, the head, and the wall it enters.
      const shaft = u >= 0.2 && u <= 0.5 && Math.abs(v - 0.5) <= 0.07;
      const head = u >= 0.42 && u <= 0.64 && Math.abs(v - 0.5) <= 0.64 - u;
      const wall = u >= 0.7 && u <= 0.8 && v >= 0.24 && v <= 0.76;
      if (shaft || head || wall) mark++;
    }
  }
  return { fill: fill / 16, mark: mark / 16 };
}

/** A square RGBA PNG of the icon at the given size. */
export function iconPng(size: number): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const { fill, mark } = paint(size, x, y);
      const share = fill === 0 ? 0 : mark / fill;
      const at = row + 1 + x * 4;
      for (let c = 0; c < 3; c++) raw[at + c] = Math.round((BLUE[c] ?? 0) * (1 - share) + (WHITE[c] ?? 0) * share);
      raw[at + 3] = Math.round(fill * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
