import {
  archivePost,
  bulkArchivePosts,
  getPost,
  listPosts,
  type Post,
  type PostListResponse,
  readPost,
} from '@inroad/contracts/post';
import { listSources, type Source } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { buildPostList, buildSource } from './builders.ts';
import { answerGetPost, buildUserSettings, fakeApi } from './fake-api.ts';

// The inbox's server as its tests need it: the posts, the Data Feeds, and the archive calls.

export const INBOX = '/posts?view=priority&dateRange=1';

export interface InboxSetup {
  posts?: Post[];
  sources?: Source[];
  /** Answers GET /post; defaults to one page holding `posts`. */
  list?: (query: Record<string, unknown>) => PostListResponse | Promise<PostListResponse>;
  archive?: () => unknown;
  bulk?: () => unknown;
}

/** Installs the fake server for the inbox screen. */
export function setupInbox({ posts = [], sources = [buildSource()], list, archive, bulk }: InboxSetup = {}) {
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [listSources, () => sources],
    [listPosts, (input) => (list ? list(input?.query as Record<string, unknown>) : buildPostList(posts))],
    [getPost, answerGetPost],
    [readPost, () => ({ status: 'success' })],
    [archivePost, archive ?? (() => ({ status: 'success', alsoArchivedIds: [] }))],
    [
      bulkArchivePosts,
      bulk ??
        ((input) => ({ status: 'success', count: (input?.body as { ids: string[] } | undefined)?.ids.length ?? 0 })),
    ],
  ]);
}
