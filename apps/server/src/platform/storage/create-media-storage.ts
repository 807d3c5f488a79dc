import type { Config } from '../../config.ts';
import { loadSecretKey } from '../secret-key.ts';
import { createLocalMediaStorage } from './local-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3MediaStorage } from './s3-storage.ts';

/** S3-compatible storage when S3_* is set, else files under MEDIA_DIR (default DATA_DIR/media). */
export function createMediaStorage(config: Pick<Config, 's3' | 'media' | 'secretKey' | 'dataDir'>): MediaStorage {
  if (config.s3) return createS3MediaStorage(config.s3);
  return createLocalMediaStorage({
    dir: config.media.dir,
    secret: () => loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir }),
  });
}

/** Where the browser talks to the bucket (uploads, reads), for the Content-Security-Policy; none without S3. */
export function storageOrigins(config: Pick<Config, 's3'>): string[] {
  if (!config.s3) return [];
  const endpoint = new URL(config.s3.endpoint);
  if (config.s3.forcePathStyle) return [endpoint.origin];
  return [`${endpoint.protocol}//${config.s3.bucket}.${endpoint.host}`];
}
