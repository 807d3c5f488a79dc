/**
 * Placeholder media for the demo workspace, generated on request so the demo never loads anything from another
 * site: avatars and pictures (SVG), a carousel's full document (PDF) and a short video (WebM).
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A stable hue per text, so a person keeps their colour across posts. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

export function avatarSvg(name: string): string {
  const initials =
    name
      .split(/[\s_-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => [...part][0]?.toUpperCase() ?? '')
      .join('') || '?';
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="hsl(${hue} 55% 45%)"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

/** A picture placeholder: a coloured card with a caption (post images and carousel slides). */
export function pictureSvg(caption: string, subtitle = ''): string {
  const hue = hueOf(caption);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 35%)"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/><text x="600" y="320" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="bold" fill="#fff">${escapeXml(caption)}</text><text x="600" y="400" text-anchor="middle" font-family="sans-serif" font-size="32" fill="#fff" opacity=".85">${escapeXml(subtitle)}</text></svg>`;
}

/** A small multi-page PDF (one page per slide title), built by hand: text only, standard Helvetica. */
export function documentPdf(title: string, slides: readonly string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const pages = slides.length > 0 ? slides : [title];
  const objects: string[] = [];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pages.forEach((slide, i) => {
    const stream = `BT /F1 28 Tf 60 460 Td (${pdfText(title)}) Tj ET BT /F1 40 Tf 60 360 Td (${pdfText(slide)}) Tj ET BT /F1 16 Tf 60 80 Td (Page ${i + 1} of ${pages.length}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---- WebM ------------------------------------------------------------------------------------------------------

/**
 * A VP8 key frame whose compressed partitions are all zero bytes. A VP8 boolean decoder reading zero bytes decodes
 * every bit as 0, whatever its probability, so the frame reads as: no segmentation, no loop filter, no probability
 * updates, every macroblock predicted from its (absent) neighbours with no residual. The picture is a flat grey.
 */
function grayVp8KeyFrame(width: number, height: number): Buffer {
  const macroblocks = Math.ceil(width / 16) * Math.ceil(height / 16);
  // Generous: the decoder must not run past the data (a few bits per macroblock are read).
  const partitionSize = 64 + macroblocks * 8;
  const tag = (partitionSize << 5) | (1 << 4); // key frame (bit 0 = 0), version 0, shown
  const header = Buffer.from([
    tag & 0xff,
    (tag >> 8) & 0xff,
    (tag >> 16) & 0xff,
    0x9d,
    0x01,
    0x2a,
    width & 0xff,
    (width >> 8) & 0x3f,
    height & 0xff,
    (height >> 8) & 0x3f,
  ]);
  return Buffer.concat([header, Buffer.alloc(partitionSize), Buffer.alloc(64 + macroblocks * 32)]);
}

function ebmlSize(size: number): Buffer {
  // 8-byte sizes keep the writer simple; every Matroska reader accepts them.
  const out = Buffer.alloc(8);
  out.writeUInt8(0x01, 0);
  out.writeUIntBE(size, 2, 6);
  return out;
}

function element(id: number, payload: Buffer): Buffer {
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'),
    'hex',
  );
  return Buffer.concat([idBytes, ebmlSize(payload.length), payload]);
}

const uint = (id: number, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};
const float = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));

/** A silent WebM of flat grey frames, one key frame per second. */
export function grayWebm(seconds = 4, width = 320, height = 180): Buffer {
  const frame = grayVp8KeyFrame(width, height);
  const ebmlHeader = element(
    0x1a45dfa3,
    Buffer.concat([
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      text(0x4282, 'webm'),
      uint(0x4287, 2),
      uint(0x4285, 2),
    ]),
  );
  const info = element(
    0x1549a966,
    Buffer.concat([
      uint(0x2ad7b1, 1_000_000),
      float(0x4489, seconds * 1000),
      text(0x4d80, 'inroad'),
      text(0x5741, 'inroad'),
    ]),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      Buffer.concat([
        uint(0xd7, 1),
        uint(0x73c5, 1),
        uint(0x83, 1),
        text(0x86, 'V_VP8'),
        element(0xe0, Buffer.concat([uint(0xb0, width), uint(0xba, height)])),
      ]),
    ),
  );
  const clusters = Array.from({ length: seconds }, (_, second) => {
    // SimpleBlock: track 1 (as a 1-byte EBML varint), timecode 0 relative to the cluster, key frame flag.
    const block = Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), frame]);
    return element(0x1f43b675, Buffer.concat([uint(0xe7, second * 1000), element(0xa3, block)]));
  });
  return Buffer.concat([ebmlHeader, element(0x18538067, Buffer.concat([info, tracks, ...clusters]))]);
}
