import type { MediaContentType, MediaKind } from '@inroad/contracts/media';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * pending: an upload URL was handed out; uploading: the URL is being used (it works once);
 * uploaded: the file is in storage; failed: the upload broke off or broke a limit (a new URL is needed).
 */
export type MediaState = 'pending' | 'uploading' | 'uploaded' | 'failed';

/** A media file of a post; the bytes live in the media storage under `storageKey`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    contentType: text('content_type').$type<MediaContentType>().notNull(),
    /** The largest size the upload URL accepts; the exact size when the client declared one. */
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    /** Set when the client declared the size: the upload must be exactly this long. */
    declaredBytes: bigint('declared_bytes', { mode: 'number' }),
    size: bigint('size', { mode: 'number' }),
    storageKey: text('storage_key').notNull(),
    state: text('state').$type<MediaState>().notNull().default('pending'),
    /** When the upload URL stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_user_idx').on(t.userId, t.createdAt)],
);
