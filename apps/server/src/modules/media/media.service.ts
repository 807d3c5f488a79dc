import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PostFormat } from '@inroad/contracts/ai';
import type { CreateMediaUploadBody } from '@inroad/contracts/media';
import {
  type CreateMediaUploadResponse,
  extensionOf,
  formatBytes,
  MEDIA_KIND_FOR_FORMAT,
  type MediaKind,
  type MediaUploaded,
  mediaContentTypeOf,
  mediaKindOf,
  mediaUrlOf,
} from '@inroad/contracts/media';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type MediaStorage, MediaTooLargeError, type StoredObject } from '../../platform/storage/media-storage.ts';
import { verifyRead, verifyUpload } from '../../platform/storage/signed-url.ts';
import { lockUser } from '../user/user.queries.ts';
import * as q from './media.queries.ts';

type Limits = Config['media'];

const MEDIA_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{2,5})$/;

/** `{mediaId}.{ext}` of a media URL, or null. */
export function parseMediaFile(file: string): { mediaId: string; ext: string } | null {
  const m = MEDIA_FILE.exec(file.toLowerCase());
  return m ? { mediaId: m[1]!, ext: m[2]! } : null;
}

function tooLarge(maxBytes: number, kind: MediaKind): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the ${formatBytes(maxBytes)} limit for ${kind}s`);
}

function overQuota(used: number, asked: { bytes: number; declared: boolean }, quota: number): AppError {
  const size = `${asked.declared ? '' : 'up to '}${formatBytes(asked.bytes)}`;
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `This file (${size}) would take your media past its ${formatBytes(quota)} of storage, ${formatBytes(used)} of which is in use: delete posts whose media you no longer need (their files go within a day)`,
  );
}

function limitFor(kind: MediaKind, limits: Limits): number {
  return kind === 'video' ? limits.maxVideoBytes : limits.maxImageBytes;
}

function objectOf(row: q.MediaRow): StoredObject {
  return {
    mediaId: row.id,
    key: row.storageKey,
    contentType: row.contentType,
    maxBytes: row.maxBytes,
    declaredBytes: row.declaredBytes,
  };
}

const FORMAT_MEDIA: Record<PostFormat, string> = {
  longform_text: 'a longform_text post takes an image (image/*)',
  shortform_video: 'a shortform_video post takes a video (video/mp4 or video/webm)',
};

/** POST /create/answer/media: a media row waiting for its file, and the URL to upload it to. */
export async function createMediaUpload(options: {
  db: Db;
  storage: MediaStorage;
  limits: Limits;
  userId: string;
  body: z.output<typeof CreateMediaUploadBody>;
  now?: Date;
}): Promise<CreateMediaUploadResponse> {
  const { body, limits } = options;
  const contentType = mediaContentTypeOf(body.fileType);
  if (!contentType) throw new AppError('BAD_REQUEST', 'fileType: is not a media type Inroad takes');
  const kind = mediaKindOf(contentType);
  if (body.postFormat && MEDIA_KIND_FOR_FORMAT[body.postFormat] !== kind) {
    throw new AppError('BAD_REQUEST', `fileType: ${FORMAT_MEDIA[body.postFormat]}`);
  }
  const limit = limitFor(kind, limits);
  if (body.size !== undefined && body.size > limit) throw tooLarge(limit, kind);
  // A presigned PUT stays usable until it expires, also after the file was checked: unbound by a signed length,
  // it could put a file of any size in the bucket after the check, past the size limit and the quota.
  if (options.storage.kind === 's3' && body.size === undefined) {
    throw new AppError('BAD_REQUEST', "size: is required: the upload URL is bound to the file's size in bytes");
  }

  const id = randomUUID();
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + limits.urlTtlSeconds * 1000);
  const maxBytes = body.size ?? limit;
  const row = await options.db.transaction(async (tx) => {
    // Two uploads asked for at once must not both pass the quota.
    await lockUser(tx, options.userId);
    const used = await q.mediaBytesInUse(tx, options.userId);
    if (used + maxBytes > limits.quotaBytes) {
      throw overQuota(used, { bytes: maxBytes, declared: body.size !== undefined }, limits.quotaBytes);
    }
    return q.insertMedia(tx, {
      id,
      userId: options.userId,
      kind,
      contentType,
      maxBytes,
      declaredBytes: body.size ?? null,
      storageKey: `${options.userId}/${id}.${extensionOf(contentType)}`,
      state: 'pending',
      expiresAt,
    });
  });
  const target = await options.storage.uploadTarget(objectOf(row), expiresAt);
  return {
    status: 'success',
    contentMediaId: id,
    presignedS3URL: target.url,
    method: 'PUT',
    headers: target.headers,
    contentType,
    maxBytes: row.maxBytes,
    expiresAt: expiresAt.toISOString(),
    mediaUrl: mediaUrlOf(id, contentType),
  };
}

const INVALID_URL = 'This upload URL is not valid; ask for a new one';

/**
 * The PUT to Inroad's own upload URL (local storage): checks the signature, the expiry, the content type and
 * the size, takes the URL's one use, and streams the body to storage without holding it in memory.
 */
export async function receiveUpload(options: {
  db: Db;
  storage: Extract<MediaStorage, { kind: 'local' }>;
  file: string;
  expires: number;
  signature: string;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable;
  now?: Date;
}): Promise<MediaUploaded> {
  const parsed = parseMediaFile(options.file);
  const row = parsed && (await q.findMedia(options.db, parsed.mediaId));
  if (!row || parsed.ext !== extensionOf(row.contentType)) throw new AppError('FORBIDDEN', INVALID_URL);
  const key = await options.storage.signingKey();
  const grant = { mediaId: row.id, contentType: row.contentType, maxBytes: row.maxBytes, expires: options.expires };
  if (!verifyUpload(key, grant, options.signature)) throw new AppError('FORBIDDEN', INVALID_URL);
  const now = options.now ?? new Date();
  if (options.expires * 1000 < now.getTime() || row.expiresAt.getTime() < now.getTime()) {
    throw new AppError('FORBIDDEN', 'This upload URL has expired; ask for a new one');
  }
  const sentType = options.contentType?.split(';')[0]?.trim().toLowerCase();
  if (sentType !== row.contentType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${row.contentType} (this URL takes only that type)`);
  }
  if (options.contentLength !== undefined && options.contentLength > row.maxBytes)
    throw tooLarge(row.maxBytes, row.kind);
  if (
    row.declaredBytes !== null &&
    options.contentLength !== undefined &&
    options.contentLength !== row.declaredBytes
  ) {
    throw new AppError('BAD_REQUEST', `This upload URL takes a file of exactly ${row.declaredBytes} bytes`);
  }
  if (!(await q.moveMediaState(options.db, row.id, 'pending', 'uploading'))) {
    throw new AppError('CONFLICT', 'This upload URL was already used; ask for a new one');
  }

  let size: number;
  try {
    size = await options.storage.write(row.storageKey, options.body, row.maxBytes);
  } catch (error) {
    await q.moveMediaState(options.db, row.id, 'uploading', 'failed');
    if (error instanceof MediaTooLargeError) throw tooLarge(row.maxBytes, row.kind);
    throw new AppError('BAD_REQUEST', 'The upload broke off before the whole file arrived; ask for a new URL', {
      cause: error,
    });
  }
  if (row.declaredBytes !== null && size !== row.declaredBytes) {
    await options.storage.remove(row.storageKey);
    await q.moveMediaState(options.db, row.id, 'uploading', 'failed');
    throw new AppError('BAD_REQUEST', `This upload URL takes a file of exactly ${row.declaredBytes} bytes`);
  }
  await q.moveMediaState(options.db, row.id, 'uploading', 'uploaded', { size, uploadedAt: now });
  return { status: 'success', contentMediaId: row.id, size };
}

/**
 * Whether a file arrived for the row: known for local uploads (Inroad received them); for S3 the bucket is
 * asked once, and a file past its limit or of another type is removed rather than kept.
 */
async function confirmUploaded(db: Db, storage: MediaStorage, row: q.MediaRow): Promise<q.MediaRow | null> {
  if (row.state === 'uploaded') return row;
  if (storage.kind !== 's3' || row.state !== 'pending') return null;
  const info = await storage.stat(row.storageKey);
  if (!info) return null;
  const typeMatches = info.contentType === undefined || info.contentType.split(';')[0] === row.contentType;
  if (info.size > row.maxBytes || !typeMatches) {
    await storage.remove(row.storageKey);
    await q.moveMediaState(db, row.id, 'pending', 'failed');
    if (!typeMatches) return null;
    throw tooLarge(row.maxBytes, row.kind);
  }
  const uploadedAt = new Date();
  await q.moveMediaState(db, row.id, 'pending', 'uploaded', { size: info.size, uploadedAt });
  return { ...row, state: 'uploaded', size: info.size, uploadedAt };
}

/** The user's uploaded media for a post of that format; 404 for another user's or an unknown id. */
export async function attachableMedia(options: {
  db: Db;
  storage: MediaStorage;
  userId: string;
  mediaId: string;
  postFormat: PostFormat;
}): Promise<q.MediaRow> {
  const row = await q.findOwnedMedia(options.db, options.userId, options.mediaId);
  if (!row) throw notFound('Media');
  if (MEDIA_KIND_FOR_FORMAT[options.postFormat] !== row.kind) {
    throw new AppError('BAD_REQUEST', `contentMediaId: ${FORMAT_MEDIA[options.postFormat]}`);
  }
  const uploaded = await confirmUploaded(options.db, options.storage, row);
  if (!uploaded) throw new AppError('BAD_REQUEST', 'contentMediaId: the file has not been uploaded');
  return uploaded;
}

export type MediaToSend =
  | { kind: 'redirect'; url: string }
  | { kind: 'file'; key: string; contentType: string; size: number }
  /** Read from the bucket through `url` and streamed on by Inroad. */
  | { kind: 'relay'; url: string; contentType: string; size: number };

/** GET /media/{id}.{ext}: the owner's session, or a signed read link, opens an uploaded file. */
export async function openMedia(options: {
  db: Db;
  storage: MediaStorage;
  limits: Limits;
  file: string;
  userId: string | null;
  link?: { expires: number; signature: string };
  /**
   * The reader must not be sent on to the bucket: a redirect would carry its session token header to the storage
   * host, and the bucket's CORS admits only the web app, so the extension could not read the file there anyway.
   */
  relay?: boolean;
  now?: Date;
}): Promise<MediaToSend> {
  const parsed = parseMediaFile(options.file);
  if (!parsed) throw notFound('Media');
  const now = options.now ?? new Date();
  let row: q.MediaRow | undefined;
  if (options.link) {
    row = await q.findMedia(options.db, parsed.mediaId);
    const valid =
      row !== undefined &&
      options.storage.kind === 'local' &&
      verifyRead(
        await options.storage.signingKey(),
        { mediaId: row.id, expires: options.link.expires },
        options.link.signature,
      );
    if (!valid) throw new AppError('FORBIDDEN', 'This media link is not valid');
    if (options.link.expires * 1000 < now.getTime()) throw new AppError('FORBIDDEN', 'This media link has expired');
  } else {
    if (!options.userId) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    row = await q.findOwnedMedia(options.db, options.userId, parsed.mediaId);
  }
  if (!row || parsed.ext !== extensionOf(row.contentType)) throw notFound('Media');
  const uploaded = await confirmUploaded(options.db, options.storage, row);
  if (!uploaded) throw notFound('Media');
  if (options.storage.kind === 's3') {
    const expiresAt = new Date(now.getTime() + Math.min(options.limits.urlTtlSeconds, 3600) * 1000);
    const url = await options.storage.readLink(objectOf(uploaded), expiresAt);
    if (!options.relay) return { kind: 'redirect', url };
    return { kind: 'relay', url, contentType: uploaded.contentType, size: uploaded.size ?? 0 };
  }
  return { kind: 'file', key: uploaded.storageKey, contentType: uploaded.contentType, size: uploaded.size ?? 0 };
}
