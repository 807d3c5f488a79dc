import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedMedia } from '../../../lib/upload-media.ts';
import { createBackend } from '../../../testing/create-backend/backend.ts';
import type { FinalVideo } from './compose-video.ts';
import { useFinalUpload } from './use-final-upload.ts';

const video: FinalVideo = { blob: new Blob(['video'], { type: 'video/webm' }), contentType: 'video/webm', seconds: 2 };

/** Storage that holds the video's PUT open until the test answers it. */
let answerPut: (response: Response) => void = () => undefined;
const put = vi.fn(
  () =>
    new Promise<Response>((resolve) => {
      answerPut = resolve;
    }),
);

beforeEach(() => {
  put.mockClear();
  const before = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    String(input).startsWith('/api/media/upload/') ? put() : before(input, init),
  );
  createBackend().install();
});

/** Starts the upload and waits until the video is on its way to storage. */
async function startUpload() {
  const view = renderHook(() => useFinalUpload());
  let uploaded: Promise<UploadedMedia | null> = Promise.resolve(null);
  act(() => {
    uploaded = view.result.current.upload(video);
  });
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  expect(view.result.current.uploading).toBe(true);
  return { ...view, uploaded };
}

describe('the studio’s final upload', () => {
  it('gives the uploaded video to the studio that is still open', async () => {
    const { result, uploaded } = await startUpload();
    answerPut(new Response(null, { status: 200 }));
    await act(async () => {
      await expect(uploaded).resolves.toEqual({
        contentMediaId: '0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11',
        mediaUrl: '/api/media/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.png',
      });
    });
    expect(result.current.uploading).toBe(false);
  });

  it('comes to nothing when the studio was closed before the upload ended, so no video is attached', async () => {
    const { result, uploaded } = await startUpload();
    act(() => result.current.close());
    answerPut(new Response(null, { status: 200 }));
    await act(async () => {
      await expect(uploaded).resolves.toBeNull();
    });
  });

  it('comes to nothing, not to an error, when the studio is gone and the upload then fails', async () => {
    // uploadMedia logs the failure.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount, uploaded } = await startUpload();
    unmount();
    answerPut(new Response(null, { status: 500 }));
    await act(async () => {
      await expect(uploaded).resolves.toBeNull();
    });
  });
});
