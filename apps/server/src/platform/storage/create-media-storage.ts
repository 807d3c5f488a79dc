import type { Config } from '../../config.ts';
import { loadSecretKey } from '../secret-key.ts';
import { createLocalMediaStorage } from './local-storage.ts';
import type { MediaStorage, S3MediaStorage } from './media-storage.ts';
import type { S3StorageConfig } from './s3-storage.ts';

/** S3-compatible storage when S3_* is set, else files under MEDIA_DIR (default DATA_DIR/media). */
export function createMediaStorage(config: Pick<Config, 's3' | 'media' | 'secretKey' | 'dataDir'>): MediaStorage {
  if (config.s3) return lazyS3MediaStorage(config.s3);
  return createLocalMediaStorage({
    dir: config.media.dir,
    secret: () => loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir }),
  });
}

const storages = new WeakMap<object, MediaStorage>();

/** The media storage of a job's context: its own when it has one, else one built from its config once per context. */
export function mediaStorageOf(ctx: {
  config: Pick<Config, 's3' | 'media' | 'secretKey' | 'dataDir'>;
  storage?: MediaStorage;
}): MediaStorage {
  if (ctx.storage) return ctx.storage;
  let storage = storages.get(ctx);
  if (!storage) {
    storage = createMediaStorage(ctx.config);
    storages.set(ctx, storage);
  }
  return storage;
}

/**
 * The S3 storage, its SDK loaded on first use: the SDK takes about half a second of CPU to load, which a server
 * storing media on disk (the default) would pay at every start.
 */
function lazyS3MediaStorage(config: S3StorageConfig): S3MediaStorage {
  let storage: Promise<S3MediaStorage> | undefined;
  const loaded = () => {
    storage ??= import('./s3-storage.ts').then((module) => module.createS3MediaStorage(config));
    return storage;
  };
  return {
    kind: 's3',
    uploadTarget: async (object, expiresAt) => (await loaded()).uploadTarget(object, expiresAt),
    readLink: async (object, expiresAt) => (await loaded()).readLink(object, expiresAt),
    stat: async (key) => (await loaded()).stat(key),
    remove: async (key) => (await loaded()).remove(key),
    close: async () => {
      if (storage) await (await storage).close();
    },
  };
}

/** Where the browser talks to the bucket (uploads, reads), for the Content-Security-Policy; none without S3. */
export function storageOrigins(config: Pick<Config, 's3'>): string[] {
  if (!config.s3) return [];
  const endpoint = new URL(config.s3.endpoint);
  if (config.s3.forcePathStyle) return [endpoint.origin];
  return [`${endpoint.protocol}//${config.s3.bucket}.${endpoint.host}`];
}
