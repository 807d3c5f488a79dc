import type { Readable } from 'node:stream';
import { REDDIT_TITLE_MAX } from '@inroad/contracts/publishing';
import type { AppContext } from '../../app-context.ts';
import { mediaStorageOf } from '../../platform/storage/create-media-storage.ts';
import type { PostContent } from './network-publisher.ts';
import { PermanentPublishError } from './publish-errors.ts';
import * as q from './publishing.queries.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function readMedia(ctx: AppContext, key: string, contentType: string): Promise<Buffer> {
  const storage = mediaStorageOf(ctx);
  if (storage.kind === 'local') return bytesOf(storage.read(key));
  const link = await storage.readLink(
    { mediaId: key, key, contentType, maxBytes: ctx.config.media.maxVideoBytes, declaredBytes: null },
    new Date(Date.now() + 10 * 60_000),
  );
  const response = await fetch(link);
  if (!response.ok) throw new Error(`Media storage answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** What the publication's item posts now (its text may have been edited since it was scheduled). */
export async function loadContent(ctx: AppContext, row: q.PublicationRow): Promise<PostContent> {
  const found = await q.contentOf(ctx.db, row);
  if (!found) throw new PermanentPublishError('The post no longer exists');
  const media =
    found.storageKey && found.contentType
      ? {
          bytes: await readMedia(ctx, found.storageKey, found.contentType),
          contentType: found.contentType,
          kind: found.contentType.startsWith('video/') ? ('video' as const) : ('image' as const),
        }
      : null;
  const title = row.title ?? (row.platform === 'reddit' ? firstLine(found.text) : null);
  return { text: found.text, title, subreddit: row.subreddit, redditKind: row.redditKind, media };
}

/** A Reddit post's title when none was given: the text's first line, cut to Reddit's 300 without splitting a character. */
export function firstLine(text: string): string {
  const line = (text.split('\n').find((l) => l.trim() !== '') ?? text).trim();
  return [...line].slice(0, REDDIT_TITLE_MAX).join('');
}
