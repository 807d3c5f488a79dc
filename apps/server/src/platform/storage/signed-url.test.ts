import { describe, expect, it } from 'vitest';
import { signRead, signUpload, verifyRead, verifyUpload } from './signed-url.ts';

const key = Buffer.alloc(32, 7);
const grant = {
  mediaId: 'a6f1c9d0-0000-4000-8000-000000000001',
  contentType: 'video/mp4',
  maxBytes: 1000,
  expires: 1_800_000_000,
};

describe('signed media URLs', () => {
  it('verifies its own upload signature and nothing that differs', () => {
    const signature = signUpload(key, grant);
    expect(verifyUpload(key, grant, signature)).toBe(true);
    expect(verifyUpload(key, { ...grant, contentType: 'video/webm' }, signature)).toBe(false);
    expect(verifyUpload(key, { ...grant, maxBytes: 1001 }, signature)).toBe(false);
    expect(verifyUpload(key, { ...grant, expires: grant.expires + 1 }, signature)).toBe(false);
    expect(verifyUpload(key, { ...grant, mediaId: grant.mediaId.replace('1', '2') }, signature)).toBe(false);
    expect(verifyUpload(Buffer.alloc(32, 8), grant, signature)).toBe(false);
    expect(verifyUpload(key, grant, '')).toBe(false);
  });

  it('keeps read links and upload URLs apart', () => {
    const read = signRead(key, grant);
    expect(verifyRead(key, grant, read)).toBe(true);
    expect(verifyUpload(key, grant, read)).toBe(false);
    expect(verifyRead(key, grant, signUpload(key, grant))).toBe(false);
  });
});
