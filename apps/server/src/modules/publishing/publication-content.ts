import type { Readable } from 'node:stream';
import { REDDIT_TITLE_MAX } from '@inroad/contracts/publishing';
import type { AppContext } from '../../app-context.ts';
import { mediaStorageOf } from '../../platform/storage/create-media-storage.ts';
import type { S3MediaStorage, StoredObject } from '../../platform/storage/media-storage.ts';
import type { ByteRange, PostContent, PostMedia, VideoSource } from './network-publisher.ts';
import { PermanentPublishError, TransientPublishError } from './publish-errors.ts';
import * as q from './publishing.queries.ts';

/** How long a link into the bucket, made for one read, stays good. */
const READ_LINK_TTL_MS = 10 * 60_000;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A range's bytes, copied into one buffer of its length as they come. */
async function rangeBytesOf(stream: Readable, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = Buffer.allocUnsafeSlow(length);
  let filled = 0;
  for await (const chunk of stream) {
    const piece = chunk as Buffer;
    if (filled + piece.length > length) throw new Error('Media storage sent more than the range asked for');
    filled += piece.copy(bytes, filled);
  }
  if (filled !== length) throw new Error('The stored file is shorter than it was');
  return bytes;
}

function bucketLink(ctx: AppContext, storage: S3MediaStorage, key: string, contentType: string): Promise<string> {
  const object: StoredObject = {
    mediaId: key,
    key,
    contentType,
    maxBytes: ctx.config.media.maxVideoBytes,
    declaredBytes: null,
  };
  return storage.readLink(object, new Date(Date.now() + READ_LINK_TTL_MS));
}

async function readMedia(ctx: AppContext, key: string, contentType: string): Promise<Buffer> {
  const storage = mediaStorageOf(ctx);
  if (storage.kind === 'local') return bytesOf(storage.read(key));
  const response = await fetch(await bucketLink(ctx, storage, key, contentType));
  if (!response.ok) throw new Error(`Media storage answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function readRange(
  ctx: AppContext,
  key: string,
  contentType: string,
  range: ByteRange,
): Promise<Uint8Array<ArrayBuffer>> {
  const length = range.end - range.start + 1;
  const storage = mediaStorageOf(ctx);
  if (storage.kind === 'local') return rangeBytesOf(storage.read(key, range), length);
  const response = await fetch(await bucketLink(ctx, storage, key, contentType), {
    headers: { range: `bytes=${range.start}-${range.end}` },
  });
  if (response.status !== 206) {
    // A 200 would be the whole file: not read, whatever its size.
    await response.body?.cancel();
    throw new Error(`Media storage answered ${response.status} to a range request`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length !== length) throw new Error('Media storage sent another length than the range asked for');
  return bytes;
}

async function storedVideo(ctx: AppContext, key: string, contentType: string): Promise<VideoSource> {
  const info = await mediaStorageOf(ctx).stat(key);
  if (!info) throw new Error('The video is missing from media storage');
  return {
    size: info.size,
    async read(range) {
      try {
        return await readRange(ctx, key, contentType, range);
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        // Storage out of reach for a moment, as when the content is loaded: tried again later. Nothing is posted
        // before every part is up, so the next attempt posts afresh.
        throw new TransientPublishError(error.message, { mayHavePosted: false });
      }
    },
  };
}

/** An image read whole; a video never is: it is read a range at a time, as the network asks for each part. */
async function mediaOf(ctx: AppContext, key: string, contentType: string): Promise<PostMedia> {
  if (!contentType.startsWith('video/')) {
    return { kind: 'image', contentType, bytes: await readMedia(ctx, key, contentType) };
  }
  return { kind: 'video', contentType, video: await storedVideo(ctx, key, contentType) };
}

/** What the publication's item posts now (its text may have been edited since it was scheduled). */
export async function loadContent(ctx: AppContext, row: q.PublicationRow): Promise<PostContent> {
  const found = await q.contentOf(ctx.db, row);
  if (!found) throw new PermanentPublishError('The post no longer exists');
  const media = found.storageKey && found.contentType ? await mediaOf(ctx, found.storageKey, found.contentType) : null;
  const title = row.title ?? (row.platform === 'reddit' ? firstLine(found.text) : null);
  return { text: found.text, title, subreddit: row.subreddit, redditKind: row.redditKind, media };
}

/** A Reddit post's title when none was given: the text's first line, cut to Reddit's 300 without splitting a character. */
export function firstLine(text: string): string {
  const line = (text.split('\n').find((l) => l.trim() !== '') ?? text).trim();
  return [...line].slice(0, REDDIT_TITLE_MAX).join('');
}
