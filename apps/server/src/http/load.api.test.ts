import { once } from 'node:events';
import net, { type Socket } from 'node:net';
import { OAUTH_FAILURE } from '@inroad/contracts/integrations';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTheLoopInSteps } from '../../test/event-loop-load.ts';
import { buildNormalizedPost } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { sessions } from '../db/schema/users.ts';
import { INGEST_MAX_POSTS, ingestPosts } from '../modules/ingest/ingest.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Opens a connection to the app and sends the head of a request (its body, if any, is left unsent). */
async function sendHead(baseUrl: string, head: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => undefined);
  socket.write(head);
  return socket;
}

/**
 * Sends a request whose body never ends, so it stays in flight: its head has been read, the rest of its body is
 * awaited. Right after an earlier answer the server may still count that one (its connection's 'close' comes a
 * moment later) and shed this one at once: then it is sent again.
 */
async function holdRequestInFlight(baseUrl: string, token: string): Promise<Socket> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const socket = await sendHead(
      baseUrl,
      `POST /api/post/read HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\nx-sessiontoken: ${token}\r\n\r\n{`,
    );
    const answered = await Promise.race([
      once(socket, 'data').then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 250)),
    ]);
    if (!answered) return socket;
    socket.destroy();
  }
  throw new Error('Every request meant to stay in flight was answered at once');
}

/** The machine running the tests is shared: conditions are waited for generously (they usually hold at once). */
const WAIT = { timeout: 15_000, interval: 50 };

describe('per-request cost and load shedding', () => {
  it('answers 503 with Retry-After beyond MAX_REQUESTS_IN_FLIGHT, and serves again once those finish', async () => {
    t = await startTestApp({ MAX_REQUESTS_IN_FLIGHT: '1' });
    const token = await t.signIn('busy@example.com');
    const held = await holdRequestInFlight(t.baseUrl, token);
    let shed: Response | undefined;
    await vi.waitFor(async () => {
      shed = await fetch(`${t?.baseUrl}/api/health`);
      expect(shed.status).toBe(503);
    }, WAIT);
    expect(shed?.headers.get('retry-after')).toBe('2');
    expect(await shed?.json()).toMatchObject({
      status: 'error',
      code: 'UNAVAILABLE',
      message: expect.stringContaining('busy'),
    });
    // The client goes away: its request is no longer in flight.
    held.destroy();
    await vi.waitFor(async () => {
      const answer = await fetch(`${t?.baseUrl}/api/post?view=all`, { headers: { 'x-sessiontoken': token } });
      expect(answer.status).toBe(200);
    }, WAIT);
  });

  it('drops a request whose client went away before its handler runs its queries', async () => {
    const lines: string[] = [];
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    const token = await t.signIn('gone@example.com');
    // The request waits for its session as requests wait under load (here behind a lock on the sessions table),
    // and its client gives up meanwhile: by the time it could run, nobody would read its answer.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${sessions} in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const socket = await sendHead(
      t.baseUrl,
      `GET /api/post?view=all HTTP/1.1\r\nHost: x\r\nx-sessiontoken: ${token}\r\n\r\n`,
    );
    socket.end();
    await once(socket, 'close');
    release();
    await holding;
    await vi.waitFor(
      () => expect(lines.join('')).toContain('client went away; request dropped before its handler'),
      WAIT,
    );
    const dropped = lines.find((line) => line.includes('request dropped'));
    expect(dropped).toContain('/api/post?view=all');
    // Nothing was answered for it, and a client that stays gets its list.
    expect(
      lines.some((line) => line.includes('request completed') && line.includes(JSON.parse(dropped ?? '{}').reqId)),
    ).toBe(false);
    const answer = await fetch(`${t.baseUrl}/api/post?view=all`, { headers: { 'x-sessiontoken': token } });
    expect(answer.status).toBe(200);
  });

  it('answers 503 with Retry-After while the event loop lags, instead of queueing the request', async () => {
    t = await startTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50', MAX_EVENT_LOOP_UTILIZATION: '0' });
    let shed: Response | undefined;
    let pageFileStatus: number | undefined;
    let linkPage: Response | undefined;
    let linkScriptStatus: number | undefined;
    let mediaStatus: number | undefined;
    let oauthReturn: Response | undefined;
    // The lag is read from how late one sampling timer comes (event-loop-pressure.ts): lag the loop in steady steps
    // well past the limit, as a burst of work does, until a sample saw it.
    for (let attempt = 0; attempt < 20 && !shed; attempt++) {
      await holdTheLoopInSteps(6, 150);
      // Sent together, so that all of them meet the same lag.
      const [answer, pageFile, link, linkScript, media, oauth] = await Promise.all([
        fetch(`${t.baseUrl}/api/health`),
        fetch(`${t.baseUrl}/assets/not-built.js`),
        fetch(`${t.baseUrl}/api/login/verify?token=unknown-token-of-forty-three-characters-xx`, {
          headers: { accept: 'text/html' },
        }),
        fetch(`${t.baseUrl}/api/login/sign-in.js`),
        fetch(`${t.baseUrl}/api/media/00000000-0000-4000-8000-000000000000.mp4`),
        fetch(`${t.baseUrl}/api/integrations/oauth/callback/reddit?code=c&state=s`, {
          headers: { accept: 'text/html' },
          redirect: 'manual',
        }),
      ]);
      if (answer.status === 503) {
        shed = answer;
        // The web app's own files are never shed: a page half loaded would be a blank screen.
        pageFileStatus = pageFile.status;
        linkPage = link;
        linkScriptStatus = linkScript.status;
        mediaStatus = media.status;
        oauthReturn = oauth;
      }
    }
    expect(shed?.status).toBe(503);
    expect(pageFileStatus).not.toBe(503);
    // Nor are the sign-in link's pages: a person who opened the link would be left on the busy JSON.
    expect(linkPage?.status).toBe(400);
    expect(linkPage?.headers.get('content-type')).toContain('text/html');
    expect(linkScriptStatus).toBe(200);
    // Nor media files: a <video> or <img> does not send a shed request again.
    expect(mediaStatus).toBe(401);
    // Nor the network's redirect back with its one-time code, a page the person lands on.
    expect(oauthReturn?.status).toBe(303);
    expect(oauthReturn?.headers.get('location')).toBe(OAUTH_FAILURE.redirect);
    expect(Number(shed?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await shed?.json()).toMatchObject({
      status: 'error',
      code: 'UNAVAILABLE',
      message: expect.stringContaining('busy'),
    });
  });

  it('compresses large JSON answers for clients that accept gzip', async () => {
    t = await startTestApp();
    const answer = await fetch(`${t.baseUrl}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect((await answer.json()) as object).toHaveProperty('openapi');
  });

  it('refuses more posts in one ingest call than the cap, naming the limit', async () => {
    t = await startTestApp();
    const posts = Array.from({ length: INGEST_MAX_POSTS + 1 }, () => buildNormalizedPost());
    const call = ingestPosts({ db: t.ctx.db, queue: t.ctx.queue, userId: crypto.randomUUID(), sourceId: null, posts });
    await expect(call).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining(`at most ${INGEST_MAX_POSTS} posts`),
    });
  });
});
