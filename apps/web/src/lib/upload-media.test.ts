import { MEDIA_UPLOAD_FAILED_MESSAGE } from '@inroad/contracts/media';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from './upload-media.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('uploadMedia', () => {
  const file = new File(['x'], 'chart.png', { type: 'image/png' });

  it("says the spec's message, and the server's reason when it refused the file as too large", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const quota = 'This file (up to 10 MB) would take your media past its 5 GB of storage, 4.9 GB of which is in use';
    vi.stubGlobal('fetch', async () =>
      jsonResponse(413, { status: 'error', message: quota, code: 'PAYLOAD_TOO_LARGE' }),
    );
    await expect(uploadMedia(file, 'longform_text')).rejects.toThrow(`${MEDIA_UPLOAD_FAILED_MESSAGE}. ${quota}`);

    // Any other failure (here the storage refusing the PUT) is the spec's message alone.
    vi.stubGlobal('fetch', async (url: string) =>
      url.startsWith('/api/media/upload/')
        ? new Response(null, { status: 403 })
        : jsonResponse(200, {
            status: 'success',
            contentMediaId: '0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11',
            presignedS3URL: '/api/media/upload/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.png?signature=x',
            method: 'PUT',
            headers: {},
            contentType: 'image/png',
            maxBytes: 10_000_000,
            expiresAt: '2026-11-20T10:15:00.000Z',
            mediaUrl: '/api/media/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.png',
          }),
    );
    await expect(uploadMedia(file, 'longform_text')).rejects.toThrow(new Error(MEDIA_UPLOAD_FAILED_MESSAGE));
  });
});
