import { readFile } from 'node:fs/promises';
import { saveAnswer } from '@inroad/contracts/create';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { fakeBytes, putFile, requestUpload } from '../../../test/media-fixtures.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';

let s3: TestS3;
let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestApp({ ...s3.env, MEDIA_MAX_IMAGE_BYTES: '2000', MEDIA_MAX_VIDEO_BYTES: '50000' });
  owner = await signUp(t, 's3-media@example.com');
  other = await signUp(t, 's3-media-other@example.com');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A second of a test pattern with a tone, recorded by Chromium as VP8 and Opus in WebM (fixtures/make-recorded-video.mjs). */
const RECORDED_VIDEO = readFile(new URL('../../../test/fixtures/recorded-video.webm', import.meta.url));

const SHORT_POST = {
  manualIdea: 'A video',
  postContent: 'Script',
  answerType: 'expert_tip',
  postFormat: 'shortform_video',
} as const;

function attach(
  user: TestUser,
  contentMediaId: string,
  postFormat: EndpointBody<typeof saveAnswer>['postFormat'] = 'shortform_video',
) {
  return t.call(saveAnswer, { token: user.token, body: { ...SHORT_POST, postFormat, contentMediaId } });
}

describe('media in S3-compatible storage', () => {
  it('uploads straight to a presigned URL, and reads back through the owner’s session', async () => {
    const video = fakeBytes(20_000);
    const upload = await requestUpload(t, owner, { fileType: 'mp4', size: video.length });
    expect(upload.status).toBe(200);
    const { presignedS3URL, contentMediaId, mediaUrl } = upload.body;
    expect(presignedS3URL.startsWith(`${s3.endpoint}/${s3.bucket}/${owner.userId}/${contentMediaId}.mp4?`)).toBe(true);
    expect(presignedS3URL).toContain('X-Amz-Signature=');
    expect(presignedS3URL).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);
    expect(upload.body.headers).toEqual({ 'Content-Type': 'video/mp4' });

    const put = await putFile(t, presignedS3URL, video, 'video/mp4');
    expect(put.status, put.text).toBe(200);

    const saved = expectOk(await attach(owner, contentMediaId), 200);
    expect(saved.body.answer.mediaUrl).toBe(mediaUrl);

    const read = await fetch(`${t.baseUrl}${mediaUrl}`, {
      headers: { cookie: `sessiontoken=${owner.token}` },
      redirect: 'manual',
    });
    expect(read.status).toBe(302);
    const location = read.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(video);
    expect((await fetch(`${t.baseUrl}${mediaUrl}`, { redirect: 'manual' })).status).toBe(401);
    const foreign = await fetch(`${t.baseUrl}${mediaUrl}`, {
      headers: { 'x-sessiontoken': other.token },
      redirect: 'manual',
    });
    expect(foreign.status).toBe(404);
  });

  it('streams an image through Inroad to a session sent as a header, and sends the web app to the bucket', async () => {
    const image = fakeBytes(1500);
    const upload = (await requestUpload(t, owner, { fileType: 'png', size: image.length })).body;
    expect((await putFile(t, upload.presignedS3URL, image, 'image/png')).status).toBe(200);
    expectOk(await attach(owner, upload.contentMediaId, 'longform_text'), 200);
    const url = `${t.baseUrl}${upload.mediaUrl}`;
    const asExtension = (headers: Record<string, string> = {}, token = owner.token) =>
      fetch(url, { headers: { 'x-sessiontoken': token, ...headers }, redirect: 'manual' });

    // The extension may reach only Inroad, and its token must not follow a redirect to the storage host.
    const read = await asExtension();
    expect(read.status).toBe(200);
    expect(read.headers.get('location')).toBeNull();
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('content-length')).toBe(String(image.length));
    expect(Buffer.from(await read.arrayBuffer())).toEqual(image);

    const part = await asExtension({ range: 'bytes=10-109' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${image.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(image.subarray(10, 110));
    const past = await asExtension({ range: `bytes=${image.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${image.length}`);
    expect((await asExtension({}, other.token)).status).toBe(404);

    // The web app's session is a cookie, and the bucket admits the web app: its image is read from the bucket.
    const web = await fetch(url, { headers: { cookie: `sessiontoken=${owner.token}` }, redirect: 'manual' });
    expect(web.status).toBe(302);
    expect(web.headers.get('location')?.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
  });

  it('binds the URL to its content type and the declared size, and lets it expire', async () => {
    // S3 checks the signed headers; s3rver checks only the expiry of a SigV4 URL, so the binding is read off the URL.
    const signedHeaders = (url: string) => new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    // Unbound, the URL could put a file of any size after the check, until it expires: no URL without a size.
    const unbound = await requestUpload(t, owner, { fileType: 'png' });
    expect(unbound.status).toBe(400);
    expect(unbound.body).toMatchObject({
      message: "size: is required: the upload URL is bound to the file's size in bytes",
    });
    const sized = (await requestUpload(t, owner, { fileType: 'png', size: 500 })).body;
    expect(signedHeaders(sized.presignedS3URL)).toEqual(['content-length', 'content-type', 'host']);
    expect((await putFile(t, sized.presignedS3URL, fakeBytes(500), 'image/png')).status).toBe(200);
    expect(new URL(sized.presignedS3URL).searchParams.get('X-Amz-Expires')).toBe('900');

    // Signed a while ago with the default 15-minute lifetime.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() - 16 * 60_000));
    const old = (await requestUpload(t, owner, { fileType: 'png', size: 100 })).body;
    vi.useRealTimers();
    const expired = await putFile(t, old.presignedS3URL, fakeBytes(100), 'image/png');
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('Request has expired');
  });

  it('checks what arrived before attaching it: missing, oversized or of another kind', async () => {
    const missing = (await requestUpload(t, owner, { fileType: 'mp4', size: 100 })).body;
    const notYet = await attach(owner, missing.contentMediaId);
    expect(notYet.status).toBe(400);
    expect(notYet.body).toMatchObject({ message: 'contentMediaId: the file has not been uploaded' });

    // A bucket that does not hold the upload to its signed length (as s3rver): the size is checked when it is used.
    const image = (await requestUpload(t, owner, { fileType: 'png', size: 2000 })).body;
    expect((await putFile(t, image.presignedS3URL, fakeBytes(2500), 'image/png')).status).toBe(200);
    const tooBig = await attach(owner, image.contentMediaId, 'longform_text');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ message: 'The file is larger than the 2 KB limit for images' });
    expect((await attach(owner, image.contentMediaId, 'longform_text')).status).toBe(400);

    const video = (await requestUpload(t, owner, { fileType: 'webm', size: 100 })).body;
    await putFile(t, video.presignedS3URL, fakeBytes(100), 'video/webm');
    expect((await attach(owner, video.contentMediaId, 'longform_text')).status).toBe(400);
    expect((await attach(other, video.contentMediaId)).status).toBe(404);
    expect((await attach(owner, video.contentMediaId)).status).toBe(200);
  });

  it('stores a recorded video as the studio uploads it, and plays it back in ranges with its content type', async () => {
    const video = await RECORDED_VIDEO;
    const upload = await requestUpload(t, owner, {
      fileType: 'video/webm',
      postFormat: 'shortform_video',
      size: video.length,
    });
    expect(upload.status).toBe(200);
    const { presignedS3URL, contentMediaId, mediaUrl } = upload.body;
    expect(upload.body).toMatchObject({ contentType: 'video/webm', maxBytes: video.length });
    expect(upload.body.headers).toEqual({ 'Content-Type': 'video/webm' });
    expect(new URL(presignedS3URL).pathname).toBe(`/${s3.bucket}/${owner.userId}/${contentMediaId}.webm`);
    expect(mediaUrl).toMatch(new RegExp(`/${contentMediaId}\\.webm$`));

    const put = await putFile(t, presignedS3URL, video, 'video/webm');
    expect(put.status, put.text).toBe(200);

    const saved = expectOk(await attach(owner, contentMediaId), 200);
    expect(saved.body.answer).toMatchObject({ contentMediaId, mediaUrl });

    const read = await fetch(`${t.baseUrl}${mediaUrl}`, {
      headers: { cookie: `sessiontoken=${owner.token}` },
      redirect: 'manual',
    });
    expect(read.status).toBe(302);
    const location = read.headers.get('location') ?? '';
    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(video);
    // A video element seeks with byte ranges, which the bucket answers itself.
    const part = await fetch(location, { headers: { range: 'bytes=100-4195' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-range')).toBe(`bytes 100-4195/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(100, 4196));
  });

  it('holds videos to the video size limit, declared, and checked when used', async () => {
    const video = await RECORDED_VIDEO;
    const declared = await requestUpload(t, owner, { fileType: 'webm', postFormat: 'shortform_video', size: 50_001 });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ message: 'The file is larger than the 48.8 KB limit for videos' });

    // Three takes' worth sent to a URL for less, into a bucket that let it through: found too large when attached,
    // and removed from the bucket.
    const undeclared = (await requestUpload(t, owner, { fileType: 'webm', size: 50_000 })).body;
    const tooLong = Buffer.concat([video, video, video]);
    expect(tooLong.length).toBeGreaterThan(50_000);
    expect((await putFile(t, undeclared.presignedS3URL, tooLong, 'video/webm')).status).toBe(200);
    const attached = await attach(owner, undeclared.contentMediaId);
    expect(attached.status).toBe(413);
    expect(attached.body).toMatchObject({ message: 'The file is larger than the 48.8 KB limit for videos' });
    const key = new URL(undeclared.presignedS3URL).pathname;
    expect((await fetch(`${s3.endpoint}${key}`, { method: 'HEAD' })).status).not.toBe(200);
  });
});
