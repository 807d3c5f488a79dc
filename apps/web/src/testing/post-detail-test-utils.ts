import {
  archivePost,
  bulkArchivePosts,
  getPost,
  listPosts,
  type Post,
  type PostListResponse,
  readPost,
} from '@inroad/contracts/post';
import { listSources } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../lib/api-client.ts';
import { buildPost, buildPostList, buildSource, listedPost } from './builders.ts';
import { buildUserSettings, fakeApi } from './fake-api.ts';
import { requestsTo } from './fake-server.ts';

export { bodiesSentTo as bodiesOf } from './fake-server.ts';

import type { currentUrl } from './render-app.tsx';

// What the detail pane's tests share: the fake API behind the inbox and ways to read the open post. The fakes here
// answer behind `fetch` (fake-server.ts).

export const INBOX = '/posts?view=priority&dateRange=1';

export interface Fakes {
  /** Answers GET /post; defaults to one page holding the posts. */
  list?: (query: Record<string, unknown>) => PostListResponse;
  /** Answers GET /post/:id for posts the list did not list (those it did answer whole by default). */
  single?: (id: string) => Post | undefined;
  /** Answers POST /post/read; throws to fail it. */
  read?: (id: string) => void;
  /** Answers POST /post/archive; returns the ids a hidden author's other posts (none by default). */
  archive?: (body: {
    id: string;
    archived: boolean;
    hideAuthor?: boolean;
  }) => string[] | undefined | Promise<string[] | undefined>;
}

export function setup(posts: Post[], fakes: Fakes = {}) {
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [listSources, () => [buildSource()]],
    [listPosts, (input) => (fakes.list ? fakes.list(input?.query as Record<string, unknown>) : buildPostList(posts))],
    [
      getPost,
      (input) => {
        const id = input.params.id ?? '';
        const post = fakes.single?.(id) ?? listedPost(id);
        if (!post)
          throw new ApiError({ status: 404, kind: 'unhandled', message: 'Not found', serverMessage: 'Post not found' });
        return post;
      },
    ],
    [
      readPost,
      (input) => {
        fakes.read?.((input?.body as { id?: string } | undefined)?.id ?? '');
        return { status: 'success' };
      },
    ],
    [
      archivePost,
      async (input) => {
        const alsoArchivedIds = await fakes.archive?.(
          input?.body as { id: string; archived: boolean; hideAuthor?: boolean },
        );
        return { status: 'success', alsoArchivedIds: alsoArchivedIds ?? [] };
      },
    ],
    [
      bulkArchivePosts,
      (input) => ({ status: 'success', count: (input?.body as { ids: string[] } | undefined)?.ids.length ?? 0 }),
    ],
  ]);
}

/** The ids GET /post/:id was called with. */
export function singleFetches(): string[] {
  return requestsTo(getPost).map((request) => request.params.id ?? '');
}

export const rowFor = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name} `) });

export const pane = () => screen.getByRole('region', { name: 'Post details' });
export const openPoster = () => within(pane()).getByRole('article').getAttribute('aria-label');
export const postIdOf = (router: Parameters<typeof currentUrl>[0]) =>
  new URLSearchParams(router.state.location.search).get('postId');
export const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

export function threePosts() {
  return [
    buildPost({ posterName: 'First Poster' }),
    buildPost({ posterName: 'Second Poster', isRead: true }),
    buildPost({ posterName: 'Third Poster' }),
  ];
}
