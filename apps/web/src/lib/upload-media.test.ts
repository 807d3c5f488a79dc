import { MEDIA_UPLOAD_FAILED_MESSAGE } from '@inroad/contracts/media';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMediaUpload } from '../testing/create-backend/builders.ts';
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
        : jsonResponse(200, buildMediaUpload()),
    );
    await expect(uploadMedia(file, 'longform_text')).rejects.toThrow(new Error(MEDIA_UPLOAD_FAILED_MESSAGE));
  });
});
