import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { avatarSvg, documentPdf, grayWebm } from './demo-media.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo media', () => {
  it('serves generated avatars, pictures, slides, documents and videos', async () => {
    const get = (path: string) => fetch(`${t.baseUrl}/demo-media/${path}`);
    const avatar = await get('avatar/casey-hollis.svg');
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await avatar.text()).toContain('>CH</text>');
    expect((await get('image/q3-pipeline.svg')).status).toBe(200);
    expect(await (await get('slide/pipeline-playbook.3.svg')).text()).toContain('Slide 3');
    const pdf = await get('document/pipeline-playbook.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    const video = await get('video/20260301-1.webm');
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await video.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  });

  it('answers 404 for anything else', async () => {
    for (const path of ['avatar/x.png', 'video/x.svg', 'other/x.svg', 'avatar/..%2F..%2Fetc.svg']) {
      expect((await fetch(`${t.baseUrl}/demo-media/${path}`)).status).toBe(404);
    }
  });

  it('escapes text in SVG and PDF', () => {
    expect(avatarSvg('<script> x')).not.toContain('<script>');
    expect(documentPdf('a) Tj (b', ['x']).toString('latin1')).toContain('a\\) Tj \\(b');
  });

  it('builds a WebM with one key frame per second', () => {
    const webm = grayWebm(3, 64, 32);
    expect(webm.includes(Buffer.from('V_VP8'))).toBe(true);
    expect(webm.includes(Buffer.from([0x9d, 0x01, 0x2a, 64, 0, 32, 0]))).toBe(true);
  });
});
