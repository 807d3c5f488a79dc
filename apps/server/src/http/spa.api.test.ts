import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'inroad-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-3f2a9c.js"></script>',
  );
  writeFileSync(path.join(webDist, 'assets/index-3f2a9c.js'), 'console.log("inroad")');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The web build's compressed forms (apps/web/build/precompress.ts), here of index.html and of the bundle.
  for (const file of ['index.html', 'assets/index-3f2a9c.js']) {
    const content = readFileSync(path.join(webDist, file));
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
  }
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function cacheControl(pathname: string) {
  const res = await fetch(`${t.baseUrl}${pathname}`);
  expect({ pathname, status: res.status }).toEqual({ pathname, status: 200 });
  await res.arrayBuffer();
  return res.headers.get('cache-control');
}

describe('caching of the web app', () => {
  it('serves index.html no-cache on every path that answers it, so an upgrade never leaves a blank app', async () => {
    for (const pathname of ['/', '/index.html', '/posts?view=priority', '/settings']) {
      expect({ pathname, cache: await cacheControl(pathname) }).toEqual({ pathname, cache: 'no-cache' });
    }
  });

  it('serves hashed assets immutable for a year, and other files for an hour', async () => {
    expect(await cacheControl('/assets/index-3f2a9c.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/favicon.svg')).toBe('public, max-age=3600');
  });
});

describe('files the build does not hold', () => {
  it('answers 404 for a missing bundle or root file, and index.html for any route of the app', async () => {
    for (const pathname of ['/assets/index-0ld4a5.js', '/assets/home-0ld4a5.css', '/robots.txt', '/favicon.ico']) {
      const res = await fetch(`${t.baseUrl}${pathname}`);
      expect({ pathname, status: res.status, type: res.headers.get('content-type') }).toEqual({
        pathname,
        status: 404,
        type: expect.stringMatching(/^application\/json/),
      });
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const pathname of ['/create/ideas/12', '/create/ideas/1.5', '/posts?view=priority&postId=a.b']) {
      const res = await fetch(`${t.baseUrl}${pathname}`);
      expect({ pathname, status: res.status }).toEqual({ pathname, status: 200 });
      expect(await res.text()).toContain('/assets/index-3f2a9c.js');
    }
  });
});

describe('compression of the web app', () => {
  async function served(pathname: string, acceptEncoding: string) {
    const res = await fetch(`${t.baseUrl}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } });
    const text = await res.text();
    return { res, text };
  }

  it("sends the build's compressed forms as they are, with the original's type and cache headers", async () => {
    const plainScript = await served('/assets/index-3f2a9c.js', 'identity');
    const plainPage = await served('/', 'identity');
    expect(plainScript.res.headers.get('content-type')).toMatch(/javascript/);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const script = await served('/assets/index-3f2a9c.js', `${encoding}, deflate`);
      expect(script.res.headers.get('content-encoding')).toBe(encoding);
      // Sent from the file: its length is known (a response compressed on the fly has none).
      expect(script.res.headers.get('content-length')).toBe(
        String(statSync(path.join(webDist, `assets/index-3f2a9c.js${suffix}`)).size),
      );
      expect(script.res.headers.get('content-type')).toBe(plainScript.res.headers.get('content-type'));
      expect(script.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(script.res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(script.text).toBe('console.log("inroad")');
      for (const pathname of ['/', '/settings']) {
        const page = await served(pathname, encoding);
        expect(page.res.headers.get('content-encoding')).toBe(encoding);
        expect(page.res.headers.get('content-type')).toBe(plainPage.res.headers.get('content-type'));
        expect(page.res.headers.get('cache-control')).toBe('no-cache');
        expect(page.text).toContain('/assets/index-3f2a9c.js');
      }
    }
  });

  it('sends a file without compressed forms, and any file to a client that takes none, as it is', async () => {
    const icon = await served('/favicon.svg', 'br, gzip');
    expect(icon.res.status).toBe(200);
    expect(icon.text).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const plain = await served('/assets/index-3f2a9c.js', 'identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe('console.log("inroad")');
  });
});
