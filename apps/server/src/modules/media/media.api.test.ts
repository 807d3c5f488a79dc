import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { saveAnswer } from '@inroad/contracts/create';
import { createMediaUpload } from '@inroad/contracts/media';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { fakeBytes, putFile, requestUpload } from '../../../test/media-fixtures.ts';
import { createMediaStorage } from '../../platform/storage/create-media-storage.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await startTestApp({
    SECRET_KEY: 'test-secret-key-for-signed-media-urls',
    MEDIA_MAX_IMAGE_BYTES: '2000',
    MEDIA_MAX_VIDEO_BYTES: '50000',
    MEDIA_URL_TTL_SECONDS: '60',
  });
  owner = await signUp(t, 'media@example.com');
  other = await signUp(t, 'media-other@example.com');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function getMedia(url: string, token?: string, headers: Record<string, string> = {}) {
  return fetch(`${t.baseUrl}${url}`, { headers: { ...headers, ...(token ? { 'x-sessiontoken': token } : {}) } });
}

describe('media on local disk', () => {
  it('hands out a signed upload URL (mp4 by default), takes the file once, and shows it to its owner only', async () => {
    const upload = await requestUpload(t, owner);
    expect(upload.status).toBe(200);
    const { contentMediaId, presignedS3URL, mediaUrl } = upload.body;
    expect(upload.body).toMatchObject({
      status: 'success',
      method: 'PUT',
      contentType: 'video/mp4',
      headers: { 'Content-Type': 'video/mp4' },
      maxBytes: 50000,
      mediaUrl: `/api/media/${contentMediaId}.mp4`,
    });
    expect(presignedS3URL).toMatch(new RegExp(`^/api/media/upload/${contentMediaId}\\.mp4\\?expires=\\d+&sig=`));
    const video = fakeBytes(30_000);
    // Not there before the upload.
    expect((await getMedia(mediaUrl, owner.token)).status).toBe(404);

    const put = await putFile(t, presignedS3URL, video, 'video/mp4');
    expect(put.status).toBe(200);
    expect(JSON.parse(put.text)).toEqual({ status: 'success', contentMediaId, size: video.length });
    expect(await readFile(path.join(t.ctx.config.media.dir, owner.userId, `${contentMediaId}.mp4`))).toEqual(video);

    const read = await getMedia(mediaUrl, owner.token);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(video);
    const part = await getMedia(mediaUrl, owner.token, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(100, 200));

    expect((await getMedia(mediaUrl)).status).toBe(401);
    expect((await getMedia(mediaUrl, other.token)).status).toBe(404);
    expect((await getMedia(mediaUrl.replace('.mp4', '.png'), owner.token)).status).toBe(404);

    const again = await putFile(t, presignedS3URL, fakeBytes(10), 'video/mp4');
    expect(again.status).toBe(409);
    expect(JSON.parse(again.text)).toMatchObject({ message: 'This upload URL was already used; ask for a new one' });
    expect(Buffer.from(await (await getMedia(mediaUrl, owner.token)).arrayBuffer())).toEqual(video);
  });

  it('opens a file for whoever holds a signed read link, until it expires', async () => {
    const upload = (await requestUpload(t, owner, { fileType: 'png' })).body;
    await putFile(t, upload.presignedS3URL, fakeBytes(500), 'image/png');
    const storage = createMediaStorage(t.ctx.config);
    const object = {
      mediaId: upload.contentMediaId,
      key: `${owner.userId}/${upload.contentMediaId}.png`,
      contentType: 'image/png',
      maxBytes: 2000,
      declaredBytes: null,
    };
    const link = await storage.readLink(object, new Date(Date.now() + 60_000));
    const read = await getMedia(link);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect((await getMedia(link.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
    const expired = await storage.readLink(object, new Date(Date.now() - 1000));
    expect((await getMedia(expired)).status).toBe(403);
  });

  it('refuses a wrong content type without using up the URL', async () => {
    const upload = (await requestUpload(t, owner, { fileType: 'image/jpeg', postFormat: 'longform_text' })).body;
    expect(upload).toMatchObject({ contentType: 'image/jpeg', maxBytes: 2000 });
    expect(upload.mediaUrl).toMatch(/\.jpg$/);
    for (const type of ['image/png', 'application/octet-stream', 'application/json']) {
      const wrong = await putFile(t, upload.presignedS3URL, fakeBytes(100), type);
      expect(wrong.status, type).toBe(415);
      expect(JSON.parse(wrong.text)).toMatchObject({
        message: 'Send the file as image/jpeg (this URL takes only that type)',
      });
    }
    const untyped = await fetch(`${t.baseUrl}${upload.presignedS3URL}`, { method: 'PUT', body: new Uint8Array(10) });
    expect(untyped.status).toBe(415);
    expect(await untyped.json()).toMatchObject({
      message: 'Send the file as image/jpeg (this URL takes only that type)',
    });
    expect((await putFile(t, upload.presignedS3URL, fakeBytes(100), 'image/jpeg')).status).toBe(200);
  });

  it('refuses an oversized file with 413, whether announced or streamed, keeping nothing', async () => {
    const declared = await requestUpload(t, owner, { fileType: 'png', size: 2001 });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ message: 'The file is larger than the 2 KB limit for images' });

    const upload = (await requestUpload(t, owner, { fileType: 'png' })).body;
    const tooBig = await putFile(t, upload.presignedS3URL, fakeBytes(2001), 'image/png');
    expect(tooBig.status).toBe(413);
    // The announced length was refused before anything was read, so the URL still works for a file that fits.
    expect((await putFile(t, upload.presignedS3URL, fakeBytes(2000), 'image/png')).status).toBe(200);

    const streamed = (await requestUpload(t, owner, { fileType: 'png' })).body;
    const chunks = [fakeBytes(1500), fakeBytes(1500)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const outcome = await putFile(t, streamed.presignedS3URL, stream, 'image/png').catch(() => ({
      status: 0,
      text: '',
    }));
    // The server answers 413 as soon as the limit is passed; a client still sending may see the connection end.
    expect([0, 413]).toContain(outcome.status);
    expect((await getMedia(streamed.mediaUrl, owner.token)).status).toBe(404);
    expect((await putFile(t, streamed.presignedS3URL, fakeBytes(10), 'image/png')).status).toBe(409);
  });

  it('binds a declared size exactly', async () => {
    const upload = (await requestUpload(t, owner, { fileType: 'webm', size: 1234 })).body;
    expect(upload).toMatchObject({ contentType: 'video/webm', maxBytes: 1234 });
    const short = await putFile(t, upload.presignedS3URL, fakeBytes(1000), 'video/webm');
    expect(short.status).toBe(400);
    expect(JSON.parse(short.text)).toMatchObject({ message: 'This upload URL takes a file of exactly 1234 bytes' });
    expect((await putFile(t, upload.presignedS3URL, fakeBytes(1234), 'video/webm')).status).toBe(200);
  });

  it('refuses an expired or tampered upload URL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() - 120_000));
    const old = (await requestUpload(t, owner)).body;
    vi.useRealTimers();
    const expired = await putFile(t, old.presignedS3URL, fakeBytes(10), 'video/mp4');
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.text)).toMatchObject({ message: 'This upload URL has expired; ask for a new one' });

    const fresh = (await requestUpload(t, owner)).body;
    const tampered = [
      fresh.presignedS3URL.replace(/sig=[^&]+/, 'sig=AAAA'),
      fresh.presignedS3URL.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 3600}`),
      fresh.presignedS3URL.replace(/\?.*$/, ''),
      fresh.presignedS3URL.replace('.mp4', '.webm'),
      fresh.presignedS3URL.replace(fresh.contentMediaId, '00000000-0000-4000-8000-000000000000'),
    ];
    for (const url of tampered) {
      const res = await putFile(t, url, fakeBytes(10), 'video/mp4');
      expect(res.status, url).toBe(403);
    }
    expect((await putFile(t, fresh.presignedS3URL, fakeBytes(10), 'video/mp4')).status).toBe(200);
  });

  it('names a wrong file type, or one that does not suit the post format', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ fileType: 'exe' }, /^fileType: must be one of mp4, webm, png/],
      [{ fileType: 'image/svg+xml' }, /^fileType: must be one of/],
      // Keys every object has are no file type.
      [{ fileType: 'constructor' }, /^fileType: must be one of/],
      [{ fileType: '__proto__' }, /^fileType: must be one of/],
      [{ fileType: 'mp4', postFormat: 'longform_text' }, /^fileType: a longform_text post takes an image/],
      [{ fileType: 'png', postFormat: 'shortform_video' }, /^fileType: a shortform_video post takes a video/],
      [{ fileType: 'mp4', size: 0 }, /^size: must be a positive number/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call(createMediaUpload, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(message) });
    }
    expect((await t.call(createMediaUpload, { body: {} })).status).toBe(401);
  });

  it('attaches uploaded media to answers and variants, only the right kind, only its owner', async () => {
    const video = (await requestUpload(t, owner, { fileType: 'mp4' })).body;
    const image = (await requestUpload(t, owner, { fileType: 'png' })).body;
    const post = {
      manualIdea: 'A short video',
      postContent: 'Script',
      answerType: 'expert_tip',
      postFormat: 'shortform_video',
    } as const;
    const notYet = await t.call(saveAnswer, {
      token: owner.token,
      body: { ...post, contentMediaId: video.contentMediaId },
    });
    expect(notYet.status).toBe(400);
    expect(notYet.body).toMatchObject({ message: 'contentMediaId: the file has not been uploaded' });
    await putFile(t, video.presignedS3URL, fakeBytes(100), 'video/mp4');
    await putFile(t, image.presignedS3URL, fakeBytes(100), 'image/png');

    const saved = expectOk(
      await t.call(saveAnswer, {
        token: owner.token,
        body: { ...post, contentMediaId: video.contentMediaId },
      }),
      200,
    );
    expect(saved.body.answer).toMatchObject({ contentMediaId: video.contentMediaId, mediaUrl: video.mediaUrl });
    const variant = expectOk(
      await t.call(saveAnswer, {
        token: owner.token,
        body: {
          ...post,
          postFormat: 'longform_text',
          contentAnswerId: saved.body.answer.id,
          contentMediaId: image.contentMediaId,
        },
      }),
    );
    expect(variant.body.variant).toMatchObject({ contentMediaId: image.contentMediaId, mediaUrl: image.mediaUrl });

    const wrongKind = await t.call(saveAnswer, {
      token: owner.token,
      body: { ...post, contentMediaId: image.contentMediaId },
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body).toMatchObject({
      message: expect.stringMatching(/^contentMediaId: a shortform_video post takes a video/),
    });
    const foreign = await t.call(saveAnswer, {
      token: other.token,
      body: { ...post, contentMediaId: video.contentMediaId },
    });
    expect(foreign.status).toBe(404);
  });
});
