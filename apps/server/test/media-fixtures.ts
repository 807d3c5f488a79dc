import type { CreateMediaUploadBody, CreateMediaUploadResponse } from '@inroad/contracts/media';
import type { TestUser } from './factories.ts';
import type { TestApp } from './harness.ts';

export function requestUpload(t: TestApp, user: TestUser, body: CreateMediaUploadBody = {}) {
  return t.request<CreateMediaUploadResponse>('POST', '/create/answer/media', { token: user.token, body });
}

/** PUTs bytes to an upload URL as a browser would: to Inroad's own origin when the URL is relative. */
export async function putFile(
  t: TestApp,
  url: string,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType: string,
): Promise<{ status: number; text: string }> {
  const target = url.startsWith('/') ? `${t.baseUrl}${url}` : url;
  const response = await fetch(target, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    ...(body instanceof ReadableStream ? { body, duplex: 'half' as const } : { body: new Uint8Array(body) }),
  });
  return { status: response.status, text: await response.text() };
}

/** Bytes that look like a tiny file of the given kind (the content is never parsed). */
export function fakeBytes(size: number, seed = 1): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256));
}
