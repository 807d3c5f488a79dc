import { Instruction, type InstructionInput } from '@inroad/contracts/instruction-payloads';
import { describe, expect, it } from 'vitest';
import { useFakeNetwork } from '../test/fake-network.ts';
import { executeInstruction } from './execute-instruction.ts';

// publish_post against LinkedIn and Inroad as one fake server on loopback: the image is read from Inroad with the
// session, uploaded where LinkedIn says, and the post created with it; the server's classifier reads each answer.

const net = useFakeNetwork();

const MEDIA_PATH = '/media/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const SHARE = 'urn:li:share:7300000000000000042';
const run = (input: Partial<Extract<InstructionInput, { type: 'publish_post' }>['payload']> = {}) =>
  executeInstruction(
    Instruction.parse({
      id: 'p1',
      type: 'publish_post',
      payload: {
        platform: 'linkedin',
        publicationId: 7,
        idempotencyKey: 'publication-7-attempt-1',
        text: 'Forecasts are stories',
        ...input,
      },
    }),
    net().deps,
  );

/** The server's classifier as the fake answers it: a redirect is a sign-in failure, else the share's URN. */
function classifyLikeTheServer() {
  net().on('POST', '/api/extension/format/linkedin/outcome', (request) => {
    const body = JSON.parse(request.body) as { httpStatus: number; location?: string; rawData?: unknown };
    if (body.httpStatus >= 300 && body.httpStatus < 400) {
      return {
        body: {
          failure: { kind: 'auth', message: 'LinkedIn redirected to sign-in', code: null },
          createdId: null,
        },
      };
    }
    if (body.httpStatus >= 400) {
      return {
        body: { failure: { kind: 'unknown', message: 'refused', code: String(body.httpStatus) }, createdId: null },
      };
    }
    const urn = (body.rawData as { data?: { status?: { urn?: string } } } | undefined)?.data?.status?.urn ?? null;
    return { body: { failure: null, createdId: urn } };
  });
}

describe('publish_post', () => {
  it('creates a text post in the session and reports its URN and address', async () => {
    classifyLikeTheServer();
    net().on('POST', '/voyager/api/contentcreation/normShares', {
      status: 201,
      body: { data: { status: { urn: SHARE } } },
    });
    const result = await run();
    expect(result).toEqual({
      ok: true,
      createdId: SHARE,
      postCount: null,
      noteDropped: false,
      url: `${net().url}/feed/update/${SHARE}/`,
    });
    const [created] = net().sent('/voyager/api/contentcreation/normShares');
    expect(created?.headers['csrf-token']).toBe('ajax:42');
    expect(JSON.parse(created?.body ?? '')).toMatchObject({
      commentaryV2: { text: 'Forecasts are stories', attributes: [] },
      postState: 'PUBLISHED',
      visibleToConnectionsOnly: false,
      media: [],
    });
  });

  it('reads the image from Inroad, uploads it where LinkedIn says, and posts it with the image', async () => {
    classifyLikeTheServer();
    net().on('GET', `/api${MEDIA_PATH}`, { headers: { 'content-type': 'image/png' }, body: 'PNG-BYTES' });
    net().on('POST', '/voyager/api/voyagerMediaUploadMetadata', {
      body: { value: { singleUploadUrl: `${net().url}/dms-uploads/abc`, urn: 'urn:li:digitalmediaAsset:D1' } },
    });
    net().on('PUT', '/dms-uploads/abc', { status: 201, body: '' });
    net().on('POST', '/voyager/api/contentcreation/normShares', {
      status: 201,
      body: { data: { status: { urn: SHARE } } },
    });
    const result = await run({ media: { path: MEDIA_PATH, contentType: 'image/png', kind: 'image' } });
    expect(result).toMatchObject({ ok: true, createdId: SHARE });
    expect(net().sent(`/api${MEDIA_PATH}`)[0]?.headers['x-sessiontoken']).toBe('test-session-token');
    expect(net().sent('/voyager/api/voyagerMediaUploadMetadata')[0]?.path).toContain('action=upload');
    expect(JSON.parse(net().sent('/voyager/api/voyagerMediaUploadMetadata')[0]?.body ?? '')).toEqual({
      mediaUploadType: 'IMAGE_SHARING',
      fileSize: 9,
      filename: '0f8fad5b-d9cb-469f-a165-70867728950e.png',
    });
    const [upload] = net().sent('/dms-uploads/abc');
    expect(upload?.body).toBe('PNG-BYTES');
    expect(upload?.headers['content-type']).toBe('image/png');
    expect(JSON.parse(net().sent('/voyager/api/contentcreation/normShares')[0]?.body ?? '').media).toEqual([
      { category: 'IMAGE', mediaUrn: 'urn:li:digitalmediaAsset:D1', tapTargets: [] },
    ]);
  });

  it('reports a login redirect as a sign-in failure and posts nothing', async () => {
    classifyLikeTheServer();
    net().on('POST', '/voyager/api/contentcreation/normShares', {
      status: 302,
      headers: { location: `${net().url}/login?session_redirect=feed` },
      body: '',
    });
    const result = await run();
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'auth', message: 'LinkedIn redirected to sign-in', code: null },
    });
    expect(JSON.parse(net().sent('/api/extension/format/linkedin/outcome')[0]?.body ?? '')).toMatchObject({
      httpStatus: 302,
      location: `${net().url}/login?session_redirect=feed`,
    });
  });

  it('does not post when the image cannot be uploaded, nor upload anywhere but LinkedIn', async () => {
    classifyLikeTheServer();
    net().on('GET', `/api${MEDIA_PATH}`, { headers: { 'content-type': 'image/png' }, body: 'PNG-BYTES' });
    net().on('POST', '/voyager/api/voyagerMediaUploadMetadata', {
      body: { value: { singleUploadUrl: `${net().url}/dms-uploads/abc`, urn: 'urn:li:digitalmediaAsset:D1' } },
    });
    net().on('PUT', '/dms-uploads/abc', { status: 400, body: { message: 'bad image' } });
    const media = { path: MEDIA_PATH, contentType: 'image/png', kind: 'image' } as const;
    expect(await run({ media })).toMatchObject({ ok: false, failure: { code: '400' } });

    net().on('POST', '/voyager/api/voyagerMediaUploadMetadata', {
      body: { value: { singleUploadUrl: 'https://uploads.example.com/abc', urn: 'urn:li:digitalmediaAsset:D2' } },
    });
    expect(await run({ media })).toMatchObject({
      ok: false,
      failure: { message: 'LinkedIn named an upload address elsewhere' },
    });
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(0);
  });
});
