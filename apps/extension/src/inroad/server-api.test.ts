import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../platform/chrome.ts';
import { type FakeReply, startFakeServer } from '../test/fake-server.ts';
import { createInroadApi, InroadApiError, NOT_SIGNED_IN, outcomePart, rawPart } from './server-api.ts';
import { createSessionStore } from './session.ts';

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req): FakeReply => {
    if (req.headers['x-sessiontoken'] !== 'tok') return { status: 401, body: { status: 'error', message: 'Sign in' } };
    if (req.path.endsWith('/reddit/comments'))
      return { status: 400, body: { status: 'error', message: 'rawData: is not a Reddit comments answer' } };
    if (req.path.endsWith('/linkedin/company')) return { body: { company: 'not an object' } };
    if (req.path.includes('/media/')) {
      // Shed once (as the server does under load), then the image.
      const tries = server.requests.filter((r) => r.path === req.path).length;
      if (req.path.includes('shed') && tries === 1) {
        return { status: 503, headers: { 'retry-after': '0' }, body: { status: 'error', message: 'Busy' } };
      }
      if (req.path.includes('gone')) return { status: 404, body: { status: 'error', message: 'Not found' } };
      if (req.path.includes('moved')) return { status: 302, headers: { location: `${server.url}/storage/moved.png` } };
      return { body: 'PNG' };
    }
    return { body: { people: [], companies: [], failure: null } };
  });
});
afterAll(async () => {
  await server.close();
});

async function api(token: string | null) {
  const sessions = createSessionStore(memoryStore());
  if (token) await sessions.set({ token, apiBase: `${server.url}/api/` });
  return createInroadApi({ fetch, sessions });
}

describe('Inroad API client', () => {
  it('posts to the contract path under the session apiBase with the session token', async () => {
    const inroad = await api('tok');
    expect(await inroad.formatLinkedinTypeahead({ rawData: {}, kind: 'people' })).toEqual({
      people: [],
      companies: [],
      failure: null,
    });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/extension/format/linkedin/typeahead' });
  });

  it("carries the server's message, and reads 401 and a missing session as not signed in", async () => {
    await expect((await api('tok')).formatRedditComments({ rawData: [] })).rejects.toMatchObject({
      status: 400,
      message: 'rawData: is not a Reddit comments answer',
    });
    await expect((await api('other')).formatRedditComments({ rawData: [] })).rejects.toMatchObject({
      status: 401,
      message: NOT_SIGNED_IN,
    });
    const before = server.requests.length;
    await expect((await api(null)).formatRedditComments({ rawData: [] })).rejects.toBeInstanceOf(InroadApiError);
    expect(server.requests.length).toBe(before);
  });

  it('forgets a session the server no longer knows, so the web app hands it a new one', async () => {
    const sessions = createSessionStore(memoryStore());
    await sessions.set({ token: 'revoked', apiBase: `${server.url}/api`, userId: 'u1' });
    const inroad = createInroadApi({ fetch, sessions });
    await expect(inroad.formatRedditComments({ rawData: [] })).rejects.toMatchObject({ status: 401 });
    expect(await sessions.get()).toBeNull();
    // A newer session handed over while a refused call was under way is kept.
    await sessions.set({ token: 'tok', apiBase: `${server.url}/api`, userId: 'u1' });
    await sessions.clearIf('revoked');
    expect(await sessions.get()).toMatchObject({ token: 'tok' });
    // Other refusals keep the session.
    await expect(inroad.formatRedditComments({ rawData: [] })).rejects.toMatchObject({ status: 400 });
    await expect(inroad.readMedia('/media/gone-too.png')).rejects.toMatchObject({ status: 404 });
    expect(await sessions.get()).toMatchObject({ token: 'tok' });
  });

  it("reads a post's image again when the server shed the first read, and names any other refusal", async () => {
    const inroad = await api('tok');
    expect(await (await inroad.readMedia('/media/shed.png')).text()).toBe('PNG');
    expect(server.requests.filter((r) => r.path.endsWith('/media/shed.png'))).toHaveLength(2);
    await expect(inroad.readMedia('/media/gone.png')).rejects.toMatchObject({
      status: 404,
      message: "The post's image could not be read (404)",
    });
    expect(server.requests.filter((r) => r.path.endsWith('/media/gone.png'))).toHaveLength(1);
  });

  it('keeps the session token on Inroad: a redirected image read fails rather than following it', async () => {
    const inroad = await api('tok');
    await expect(inroad.readMedia('/media/moved.png')).rejects.toMatchObject({
      status: 302,
      message:
        "The post's image could not be read: Inroad sent it on to another address, which the extension does not follow",
    });
    expect(server.requests.filter((r) => r.path.startsWith('/storage/'))).toEqual([]);
  });

  it('refuses answers that do not match the contract', async () => {
    await expect((await api('tok')).formatLinkedinCompany({ rawData: {} })).rejects.toMatchObject({
      message: 'Inroad gave an answer the extension does not understand',
    });
  });

  it('sends the status only when the network did not answer 200, and write answers whole', () => {
    const base = { ok: true, url: 'x', body: { a: 1 } };
    expect(rawPart({ ...base, status: 200 })).toEqual({ rawData: { a: 1 } });
    expect(rawPart({ ...base, status: 429, ok: false })).toEqual({ rawData: { a: 1 }, httpStatus: 429 });
    expect(outcomePart({ ...base, status: 201, body: '', restliId: 'urn:li:x:1' })).toEqual({
      httpStatus: 201,
      restliId: 'urn:li:x:1',
    });
  });
});
