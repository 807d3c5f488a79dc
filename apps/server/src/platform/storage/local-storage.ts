import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deriveKey } from '../secret-key.ts';
import { type LocalMediaStorage, MediaTooLargeError, STORAGE_KEY, type StoredObject } from './media-storage.ts';
import { signRead, signUpload } from './signed-url.ts';

/** The file name part of a media URL: `{mediaId}.{ext}`. */
function fileOf(object: StoredObject): string {
  return path.posix.basename(object.key);
}

/** Counts the bytes going through and fails the stream once they pass the limit. */
function byteLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) callback(new MediaTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

export function createLocalMediaStorage(options: { dir: string; secret: () => Promise<Buffer> }): LocalMediaStorage {
  let key: Promise<Buffer> | undefined;
  const signingKey = () => {
    key ??= options.secret().then((secret) => deriveKey(secret, 'media-url'));
    return key;
  };
  const pathOf = (storageKey: string) => {
    if (!STORAGE_KEY.test(storageKey)) throw new Error(`Not a media storage key: ${storageKey}`);
    return path.join(options.dir, storageKey);
  };

  return {
    kind: 'local',
    signingKey,

    async uploadTarget(object, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const sig = signUpload(await signingKey(), {
        mediaId: object.mediaId,
        contentType: object.contentType,
        maxBytes: object.maxBytes,
        expires,
      });
      return {
        url: `/api/media/upload/${fileOf(object)}?expires=${expires}&sig=${sig}`,
        headers: { 'Content-Type': object.contentType },
      };
    },

    async readLink(object, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const sig = signRead(await signingKey(), { mediaId: object.mediaId, expires });
      return `/api/media/${fileOf(object)}?expires=${expires}&sig=${sig}`;
    },

    async write(storageKey, body, maxBytes) {
      const target = pathOf(storageKey);
      await mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed when complete, so a broken upload never shows as the file.
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      const counted = { bytes: 0 };
      try {
        await pipeline(body, byteLimit(maxBytes, counted), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
        return counted.bytes;
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    read(storageKey, range) {
      return createReadStream(pathOf(storageKey), range ? { start: range.start, end: range.end } : {});
    },

    async stat(storageKey) {
      try {
        const info = await stat(pathOf(storageKey));
        return { size: info.size, contentType: undefined };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(storageKey) {
      await rm(pathOf(storageKey), { force: true });
    },

    async close() {},
  };
}
