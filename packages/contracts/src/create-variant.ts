import { z } from 'zod';
import { PostFormat } from './ai.ts';
import { PostStatus } from './create-schedule.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { RowId, RowIdParam } from './fields.ts';

// Post variants (create-and-account.md §2 'Posts' table, §3): versions of an answer's post, each with its own
// format, media, status and time. A new variant is saved through POST /create/answer with contentAnswerId.

export const Variant = z.object({
  id: z.number().int(),
  contentAnswerId: z.number().int(),
  format: PostFormat,
  content: z.string(),
  contentMediaId: z.uuid().nullable(),
  /** `/api/media/{id}.{ext}`: a `.mp4` plays as video, anything else shows as an image. */
  mediaUrl: z.string().nullable(),
  status: PostStatus,
  /** UTC text `YYYY-MM-DD HH:MM:SS`; null with status scheduled means 'ASAP'. */
  scheduledTime: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Variant = z.infer<typeof Variant>;

export const VariantsQuery = z.object({ contentAnswerId: RowIdParam });
export type VariantsQuery = z.input<typeof VariantsQuery>;

export const listVariants = endpoint({
  method: 'GET',
  path: '/create/variant',
  summary: "An answer's post variants, oldest first",
  query: VariantsQuery,
  response: z.array(Variant),
});

export const deleteVariant = endpoint({
  method: 'DELETE',
  path: '/create/variant',
  summary: 'Delete a post variant',
  body: z.object({ id: RowId }),
  response: SuccessBody,
});
