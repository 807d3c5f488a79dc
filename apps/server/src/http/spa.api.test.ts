import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
