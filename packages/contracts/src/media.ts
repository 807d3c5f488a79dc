import { z } from 'zod';
import { PostFormat } from './ai.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { ownValue } from './records.ts';

// Media for posts (create-and-account.md §3, §5, §7): an image for a long-form post, a video for a short-form one.

/** The file types an upload may declare, by extension, with the content type the upload must carry. */
export const MEDIA_FILE_TYPES = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;
export type MediaFileType = keyof typeof MEDIA_FILE_TYPES;
export type MediaContentType = (typeof MEDIA_FILE_TYPES)[MediaFileType];
export const DEFAULT_MEDIA_FILE_TYPE: MediaFileType = 'mp4';

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The message every failed upload shows (spec §5, §8). */
export const MEDIA_UPLOAD_FAILED_MESSAGE = 'Failed to upload to S3';

/** A size as people read it: '1.5 KB', '200 MB', '5 GB' (binary units, one decimal at most). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Number((bytes / 1024 ** 3).toFixed(1))} GB`;
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** The extension of a content type, as media URLs end (`.mp4` plays as video, the rest shows as an image). */
export function extensionOf(contentType: MediaContentType): MediaFileType {
  const entry = Object.entries(MEDIA_FILE_TYPES).find(([, type]) => type === contentType);
  return (entry?.[0] ?? 'mp4') as MediaFileType;
}

/** An extension (`mp4`, `.png`) or a content type (`video/mp4`, `image/png`) to the content type, or null. */
export function mediaContentTypeOf(fileType: string): MediaContentType | null {
  const value = fileType.trim().toLowerCase().replace(/^\./, '');
  // Own keys only: 'constructor' and '__proto__' are in every object.
  const byExtension = ownValue<MediaContentType>(MEDIA_FILE_TYPES, value);
  if (byExtension) return byExtension;
  return (Object.values(MEDIA_FILE_TYPES) as string[]).includes(value) ? (value as MediaContentType) : null;
}

export function mediaKindOf(contentType: MediaContentType): MediaKind {
  return contentType.startsWith('video/') ? 'video' : 'image';
}

/** The media kind each post format takes: an image (image/*) for long-form text, a video for short-form. */
export const MEDIA_KIND_FOR_FORMAT: Record<PostFormat, MediaKind> = {
  longform_text: 'image',
  shortform_video: 'video',
};

/**
 * POST /create/answer/media. `fileType` is an extension or a content type (default mp4). With `postFormat`
 * the type must suit it; with `size` (bytes) the URL is bound to exactly that size (required with S3 storage).
 */
export const CreateMediaUploadBody = z.object({
  fileType: z
    .string({ error: 'must be text' })
    .max(100, 'must be at most 100 characters')
    .default(DEFAULT_MEDIA_FILE_TYPE)
    .refine(
      (value) => mediaContentTypeOf(value) !== null,
      `must be one of ${Object.keys(MEDIA_FILE_TYPES).join(', ')} (or its content type)`,
    ),
  postFormat: PostFormat.optional(),
  size: z
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .positive('must be a positive number of bytes')
    .optional(),
});
export type CreateMediaUploadBody = z.input<typeof CreateMediaUploadBody>;

export const CreateMediaUploadResponse = SuccessBody.extend({
  contentMediaId: z.uuid(),
  /** Where the browser PUTs the file: an S3 presigned URL, or Inroad's own signed URL (then relative). */
  presignedS3URL: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry exactly as given (the signature covers them). */
  headers: z.record(z.string(), z.string()),
  contentType: z.string(),
  /** The largest file the URL accepts, in bytes. */
  maxBytes: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Where the media is read back once uploaded; opens for the owner's session only. */
  mediaUrl: z.string(),
});
export type CreateMediaUploadResponse = z.infer<typeof CreateMediaUploadResponse>;

export const createMediaUpload = endpoint({
  method: 'POST',
  path: '/create/answer/media',
  summary:
    'An upload URL for one media file: expiring, single use, bound to its content type and size limit (413 when the declared size is over the limit)',
  body: CreateMediaUploadBody,
  response: CreateMediaUploadResponse,
});

/** The answer of Inroad's own upload URL (local storage); S3 answers with its own. */
export const MediaUploaded = SuccessBody.extend({ contentMediaId: z.uuid(), size: z.number().int() });
export type MediaUploaded = z.infer<typeof MediaUploaded>;

/** Paths of the two media routes that carry files rather than JSON (documented in the OpenAPI document). */
export const MEDIA_UPLOAD_PATH = '/media/upload/:file';
export const MEDIA_READ_PATH = '/media/:file';

/** A media URL as the API hands it out: `/api/media/{id}.{ext}`. */
export function mediaUrlOf(mediaId: string, contentType: MediaContentType): string {
  return `/api/media/${mediaId}.${extensionOf(contentType)}`;
}
