import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './local-storage.ts';
import { MediaTooLargeError } from './media-storage.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const MEDIA = '22222222-2222-4222-8222-222222222222';
const KEY = `${USER}/${MEDIA}.mp4`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inroad-local-media-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function storage() {
  return createLocalMediaStorage({ dir, secret: async () => Buffer.alloc(32, 3) });
}

function chunks(...sizes: number[]): Readable {
  return Readable.from(sizes.map((size) => Buffer.alloc(size, 7)));
}

describe('local media storage', () => {
  it('streams a file in, reads it back whole or by range, and removes it', async () => {
    const store = storage();
    expect(await store.write(KEY, chunks(1000, 1000, 500), 5000)).toBe(2500);
    expect(await store.stat(KEY)).toEqual({ size: 2500, contentType: undefined });
    const whole = await readFile(path.join(dir, KEY));
    expect(whole.length).toBe(2500);
    const part: Buffer[] = [];
    for await (const chunk of store.read(KEY, { start: 10, end: 19 })) part.push(chunk as Buffer);
    expect(Buffer.concat(part).length).toBe(10);
    await store.remove(KEY);
    expect(await store.stat(KEY)).toBeNull();
  });

  it('stops past the limit and leaves no file, not even a partial one', async () => {
    const store = storage();
    await expect(store.write(KEY, chunks(1000, 1000, 1000), 2500)).rejects.toBeInstanceOf(MediaTooLargeError);
    expect(await readdir(path.join(dir, USER))).toEqual([]);
  });

  it('refuses a key it did not make', async () => {
    const store = storage();
    await expect(store.write('../escape.mp4', chunks(10), 100)).rejects.toThrow('Not a media storage key');
    expect(() => store.read(`${USER}/../../etc/passwd`)).toThrow('Not a media storage key');
  });

  it('signs upload URLs and read links bound to the object', async () => {
    const store = storage();
    const object = { mediaId: MEDIA, key: KEY, contentType: 'video/mp4', maxBytes: 100, declaredBytes: null };
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    const upload = await store.uploadTarget(object, expiresAt);
    expect(upload.url).toMatch(new RegExp(`^/api/media/upload/${MEDIA}\\.mp4\\?expires=1893456000&sig=[\\w-]+$`));
    expect(upload.headers).toEqual({ 'Content-Type': 'video/mp4' });
    expect(await store.readLink(object, expiresAt)).toMatch(
      new RegExp(`^/api/media/${MEDIA}\\.mp4\\?expires=1893456000&sig=`),
    );
  });
});
