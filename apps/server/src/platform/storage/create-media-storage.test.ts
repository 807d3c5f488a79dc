import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMediaStorage, storageOrigins } from './create-media-storage.ts';

const S3 = {
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('choosing the media storage', () => {
  it('keeps media under DATA_DIR/media with the documented limits unless told otherwise', async () => {
    const config = loadConfig({ DATA_DIR: '/srv/inroad' });
    expect(config.media).toEqual({
      dir: path.resolve('/srv/inroad/media'),
      maxImageBytes: 10 * 1024 * 1024,
      maxVideoBytes: 200 * 1024 * 1024,
      quotaBytes: 5 * 1024 * 1024 * 1024,
      urlTtlSeconds: 900,
    });
    expect(config.secretKey).toBeUndefined();
    expect(loadConfig({ MEDIA_DIR: '/mnt/media' }).media.dir).toBe(path.resolve('/mnt/media'));
    const storage = createMediaStorage(config);
    expect(storage.kind).toBe('local');
    expect(storageOrigins(config)).toEqual([]);
    await storage.close();
  });

  it('uses S3 when every S3_* setting is there, and lets the browser reach the bucket', async () => {
    const config = loadConfig(S3);
    expect(config.s3).toMatchObject({ region: 'us-east-1', forcePathStyle: true });
    const storage = createMediaStorage(config);
    expect(storage.kind).toBe('s3');
    await storage.close();
    expect(storageOrigins(config)).toEqual(['https://s3.example.com']);
    expect(storageOrigins(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'false' }))).toEqual([
      'https://media.s3.example.com',
    ]);
    expect(createMediaStorage(loadConfig({ ...S3, S3_BUCKET: '' })).kind).toBe('local');
  });

  it('refuses a short SECRET_KEY', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow('SECRET_KEY: must be at least 32 characters');
  });
});
