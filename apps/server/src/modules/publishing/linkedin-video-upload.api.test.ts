import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { saveAnswer } from '@inroad/contracts/create';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../../../test/fake-linkedin-server.ts';
import { bearerOf, newId, type SeenRequest, sendJson, startLoopback } from '../../../test/fake-network-http.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { connect } from '../../../test/integrations-fixtures.ts';
import { putFile, requestUpload } from '../../../test/media-fixtures.ts';
import { publicationOf } from '../../../test/publishing-fixtures.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { createMediaStorage } from '../../platform/storage/create-media-storage.ts';
import type { LocalMediaStorage } from '../../platform/storage/media-storage.ts';

/** Parts this small put even a small video up in several, the last one shorter. */
const PART_BYTES = 1000;
const VIDEO_BYTES = 2 * PART_BYTES + 500;

/** One video as LinkedIn's Videos API received it: its parts as they came, and the part ids it was finalized with. */
type VideoUpload = { parts: { index: number; etag: string; bytes: Buffer }[]; finalizedPartIds: string[] | null };

type PartedVideos = {
  baseUrl: string;
  uploads: Map<string, VideoUpload>;
  /** What happened, in order: the parts put, and (when the test records them) the reads of the stored file. */
  events: string[];
  close(): Promise<void>;
};

const FORWARDED_HEADERS = ['authorization', 'content-type', 'linkedin-version', 'x-restli-protocol-version'];
const ANSWERED_HEADERS = ['content-type', 'x-restli-id', 'etag', 'retry-after'];

/**
 * LinkedIn's Videos API as LinkedIn runs it, a video in parts put each to its own URL (PART_BYTES each here), in
 * front of the fake LinkedIn, which answers everything else. A finalized video is handed to the fake whole, put
 * together in the order of the part ids, so that the post carries what LinkedIn would show.
 */
async function startPartedVideos(fake: FakeLinkedIn): Promise<PartedVideos> {
  const uploads = new Map<string, VideoUpload>();
  const events: string[] = [];

  const authorized = (request: SeenRequest, response: ServerResponse) => {
    const token = bearerOf(request);
    if (token && fake.validTokens.has(token)) return true;
    sendJson(response, 401, { status: 401, serviceErrorCode: 65600, message: 'Invalid access token' });
    return false;
  };

  const forward = async (request: SeenRequest, response: ServerResponse) => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const query = request.query.toString();
    const answer = await fetch(`${fake.baseUrl}${request.path}${query ? `?${query}` : ''}`, {
      method: request.method,
      headers,
      ...(request.method === 'GET' ? {} : { body: new Uint8Array(request.body) }),
    });
    const answered: Record<string, string> = {};
    for (const name of ANSWERED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) answered[name] = value;
    }
    response.writeHead(answer.status, answered);
    response.end(Buffer.from(await answer.arrayBuffer()));
  };

  const loopback = await startLoopback(async (request, response) => {
    const { method, path, query } = request;
    const action = query.get('action');
    if (method === 'POST' && path === '/rest/videos' && action === 'initializeUpload') {
      if (!authorized(request, response)) return;
      const { initializeUploadRequest } = JSON.parse(request.body.toString('utf8')) as {
        initializeUploadRequest: { fileSizeBytes: number };
      };
      const size = initializeUploadRequest.fileSizeBytes;
      const id = newId();
      uploads.set(id, { parts: [], finalizedPartIds: null });
      const uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[] = [];
      for (let firstByte = 0; firstByte < size; firstByte += PART_BYTES) {
        uploadInstructions.push({
          uploadUrl: `${loopback.baseUrl}/video-part/${id}/${uploadInstructions.length}`,
          firstByte,
          lastByte: Math.min(firstByte + PART_BYTES, size) - 1,
        });
      }
      return sendJson(response, 200, { value: { video: `urn:li:video:${id}`, uploadToken: '', uploadInstructions } });
    }
    const part = /^\/video-part\/(\w+)\/(\d+)$/.exec(path);
    if (method === 'PUT' && part) {
      if (!authorized(request, response)) return;
      const [, id = '', index = ''] = part;
      const upload = uploads.get(id);
      if (!upload) return sendJson(response, 404, { status: 404, message: 'No such upload' });
      const etag = `etag-${id}-${index}`;
      upload.parts.push({ index: Number(index), etag, bytes: request.body });
      events.push(`put part ${index}`);
      response.writeHead(201, { etag });
      return response.end();
    }
    if (method === 'POST' && path === '/rest/videos' && action === 'finalizeUpload') {
      if (!authorized(request, response)) return;
      const { finalizeUploadRequest } = JSON.parse(request.body.toString('utf8')) as {
        finalizeUploadRequest: { video: string; uploadedPartIds: string[] };
      };
      const id = finalizeUploadRequest.video.split(':').pop() ?? '';
      const upload = uploads.get(id);
      if (!upload) return sendJson(response, 404, { status: 404, message: 'No such video' });
      upload.finalizedPartIds = finalizeUploadRequest.uploadedPartIds;
      const whole = Buffer.concat(
        upload.finalizedPartIds.map((etag) => upload.parts.find((p) => p.etag === etag)?.bytes ?? Buffer.alloc(0)),
      );
      const handed = await fetch(`${fake.baseUrl}/upload/${id}`, {
        method: 'PUT',
        headers: { authorization: request.headers.authorization ?? '' },
        body: new Uint8Array(whole),
      });
      return sendJson(response, handed.ok ? 200 : 500, {});
    }
    return forward(request, response);
  });

  return { baseUrl: loopback.baseUrl, uploads, events, close: loopback.close };
}

let linkedin: FakeLinkedIn;
let parted: PartedVideos;
beforeAll(async () => {
  linkedin = await startFakeLinkedIn();
  parted = await startPartedVideos(linkedin);
});
afterAll(async () => {
  await parted.close();
  await linkedin.close();
});
beforeEach(() => {
  linkedin.posts.length = 0;
  parted.uploads.clear();
  parted.events.length = 0;
});

const appEnv = () => ({
  ...linkedInEnv(linkedin),
  LINKEDIN_API_BASE: parted.baseUrl,
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
});

/** Uploads the video as the browser does and schedules a post with it, to go out at once. */
async function scheduleVideo(t: TestApp, user: TestUser, text: string, video: Buffer) {
  const upload = (await requestUpload(t, user, { fileType: 'mp4', size: video.length })).body;
  const put = await putFile(t, upload.presignedS3URL, video, 'video/mp4');
  expect(put.status, put.text).toBe(200);
  const saved = await t.call(saveAnswer, {
    token: user.token,
    body: {
      manualIdea: 'Publishing',
      postContent: text,
      answerType: 'expert_tip',
      postFormat: 'shortform_video',
      presetFields: {},
      schedule: 'asap',
      contentMediaId: upload.contentMediaId,
    },
  });
  return expectOk(saved, 200).body.answer;
}

/** LinkedIn got every part once, in order, each the video's bytes at its place, and finalized them in that order. */
function expectPartsInOrder(video: Buffer) {
  const [upload, ...others] = [...parted.uploads.values()];
  expect(others).toEqual([]);
  expect(upload!.parts.map((p) => p.index)).toEqual([0, 1, 2]);
  upload!.parts.forEach((part, i) => {
    expect(part.bytes.equals(video.subarray(i * PART_BYTES, (i + 1) * PART_BYTES)), `part ${i}`).toBe(true);
  });
  expect(upload!.finalizedPartIds).toEqual(upload!.parts.map((p) => p.etag));
}

describe('publishing a video through a LinkedIn integration, media on disk', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ ...appEnv(), SECRET_KEY: 'test-secret-key-for-signed-media-urls' });
    owner = await signUp(t, 'video-publisher@example.com');
    await connect(t, owner, 'linkedin');
    const local = createMediaStorage(t.ctx.config);
    if (local.kind !== 'local') throw new Error('these tests keep media on disk');
    const recording: LocalMediaStorage = {
      ...local,
      read(key, range) {
        parted.events.push(range ? `read ${range.start}-${range.end}` : 'read the whole file');
        return local.read(key, range);
      },
    };
    t.ctx.storage = recording;
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads each part from storage just before it goes, never the whole file; LinkedIn gets it intact', async () => {
    const video = randomBytes(VIDEO_BYTES);
    const answer = await scheduleVideo(t, owner, 'Our pipeline review, in two minutes', video);
    await t.drainJobs();

    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published', error: null });
    expect(parted.events).toEqual([
      'read 0-999',
      'put part 0',
      'read 1000-1999',
      'put part 1',
      'read 2000-2499',
      'put part 2',
    ]);
    expectPartsInOrder(video);
    expect(linkedin.posts).toHaveLength(1);
    expect(linkedin.posts[0]!.commentary).toBe('Our pipeline review, in two minutes');
    expect(linkedin.posts[0]!.media?.equals(video)).toBe(true);
  });
});

describe('publishing a video through a LinkedIn integration, media in S3-compatible storage', () => {
  let s3: TestS3;
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await startTestApp({ ...appEnv(), ...s3.env });
    owner = await signUp(t, 's3-video-publisher@example.com');
    await connect(t, owner, 'linkedin');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('reads each part from the bucket by its range, and LinkedIn gets the video intact', async () => {
    const video = randomBytes(VIDEO_BYTES);
    const answer = await scheduleVideo(t, owner, 'The same review, from the bucket', video);
    await t.drainJobs();

    expect(await publicationOf(t, owner, answer.id)).toMatchObject({ status: 'published', error: null });
    expect(parted.events).toEqual(['put part 0', 'put part 1', 'put part 2']);
    expectPartsInOrder(video);
    expect(linkedin.posts).toHaveLength(1);
    expect(linkedin.posts[0]!.media?.equals(video)).toBe(true);
  });
});
