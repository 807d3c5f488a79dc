import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';

// Notices: what the server has to tell the user about work done in the background (a like LinkedIn refused,
// a paused queue). The web app shows them until dismissed.

/**
 * linkedin_sign_in: the extension found the user signed out of LinkedIn (a login redirect, no session cookie) while
 * performing a LinkedIn action or publishing a post; the web app answers it with 'Complete LinkedIn Integration'.
 */
export const NOTICE_KINDS = ['action_failed', 'queue_paused', 'publish_failed', 'linkedin_sign_in'] as const;
export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

export const Notice = z.object({
  id: z.string(),
  kind: NoticeKind,
  message: z.string(),
  /** The post the notice is about, when there is one. */
  postId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeList = z.object({ notices: z.array(Notice) });
export type NoticeList = z.infer<typeof NoticeList>;

export const DismissNoticesBody = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'must be notice ids (UUID)' }))
    .min(1, 'name at least one notice')
    .max(500),
});
export type DismissNoticesBody = z.infer<typeof DismissNoticesBody>;

export const listNotices = endpoint({
  method: 'GET',
  path: '/notices',
  summary: 'Notices not yet dismissed, newest first',
  response: NoticeList,
});

export const dismissNotices = endpoint({
  method: 'POST',
  path: '/notices/dismiss',
  summary: 'Dismiss notices by id',
  body: DismissNoticesBody,
  response: SuccessBody.extend({ count: z.int().nonnegative() }),
});
