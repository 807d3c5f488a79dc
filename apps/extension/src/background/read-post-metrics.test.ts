import { Instruction } from '@inroad/contracts/instruction-payloads';
import { describe, expect, it } from 'vitest';
import { createHttpInstructionApi } from '../inroad/instruction-api.ts';
import { useFakeNetwork } from '../test/fake-network.ts';
import { executeInstruction } from './execute-instruction.ts';

// read_post_metrics against LinkedIn and Inroad as one fake server on loopback: the post's own update is read in
// the session, the server's formatter counts it, and the numbers go back with the report.

const net = useFakeNetwork();

const SHARE = 'urn:li:share:7300000000000000301';
const read = Instruction.parse({
  id: 'r1',
  type: 'read_post_metrics',
  payload: { platform: 'linkedin', publicationId: 7, postUrn: SHARE, read: 0 },
});

/** The post's update in the legacy UpdateV2 shape (normalized), with made-up ids and counts. */
const updateAnswer = {
  data: {
    $type: 'com.linkedin.voyager.feed.render.UpdateV2',
    '*socialDetail': 'urn:li:fs_socialDetail:urn:li:activity:7300000000000000302',
  },
  included: [
    {
      $type: 'com.linkedin.voyager.feed.shared.SocialActivityCounts',
      entityUrn: 'urn:li:fs_socialActivityCounts:urn:li:activity:7300000000000000302',
      urn: 'urn:li:activity:7300000000000000302',
      numLikes: 21,
      numComments: 4,
      numShares: 1,
    },
  ],
};

/** The server's formatter as the fake answers it: a redirect is a sign-in failure, else fixed counts. */
function countLikeTheServer(metrics: unknown = { likes: 21, comments: 4, shares: 1 }) {
  net().on('POST', '/api/extension/format/linkedin/post-metrics', (request) => {
    const body = JSON.parse(request.body) as { httpStatus?: number };
    if (body.httpStatus && body.httpStatus >= 300 && body.httpStatus < 400) {
      return {
        body: { metrics: null, failure: { kind: 'auth', message: 'LinkedIn redirected to sign-in', code: null } },
      };
    }
    return { body: { metrics, failure: null } };
  });
}

describe('read_post_metrics', () => {
  it('reads the post’s update in the session and reports the counted numbers', async () => {
    countLikeTheServer();
    net().on('GET', '/voyager/api/feed/updates/', { body: updateAnswer });
    const result = await executeInstruction(read, net().deps);
    expect(result).toEqual({
      ok: true,
      createdId: null,
      postCount: null,
      noteDropped: false,
      metrics: { likes: 21, comments: 4, shares: 1 },
    });
    const [asked] = net().sent('/voyager/api/feed/updates/');
    expect(asked?.method).toBe('GET');
    expect(asked?.path).toBe('/voyager/api/feed/updates/urn%3Ali%3Ashare%3A7300000000000000301?updateType=MAIN_FEED');
    expect(asked?.headers['csrf-token']).toBe('ajax:42');
    expect(asked?.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(JSON.parse(net().sent('/api/extension/format/linkedin/post-metrics')[0]?.body ?? '')).toEqual({
      rawData: updateAnswer,
      postUrn: SHARE,
    });
  });

  it('sends the numbers with the report to the server', async () => {
    net().on('POST', '/api/extension/instructions/r1/result', {
      body: { status: 'success', instructionStatus: 'done', pausedUntil: null },
    });
    const api = createHttpInstructionApi(net().deps.inroad);
    await api.report('r1', {
      ok: true,
      createdId: null,
      postCount: null,
      noteDropped: false,
      metrics: { likes: 21, comments: 4, shares: null },
    });
    expect(JSON.parse(net().sent('/api/extension/instructions/r1/result')[0]?.body ?? '')).toEqual({
      status: 'done',
      result: { noteDropped: false, metrics: { likes: 21, comments: 4, shares: null } },
    });
  });

  it('fails with the server’s reading of a login redirect, and when the answer holds no numbers', async () => {
    countLikeTheServer();
    net().on('GET', '/voyager/api/feed/updates/', {
      status: 302,
      headers: { location: `${net().url}/login` },
      body: '',
    });
    expect(await executeInstruction(read, net().deps)).toEqual({
      ok: false,
      failure: { kind: 'auth', message: 'LinkedIn redirected to sign-in', code: null },
    });

    await net().reset();
    countLikeTheServer(null);
    net().on('GET', '/voyager/api/feed/updates/', { body: { data: {}, included: [] } });
    expect(await executeInstruction(read, net().deps)).toMatchObject({ ok: false, failure: { code: 'NO_COUNTS' } });
  });
});
