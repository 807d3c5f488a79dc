import type { Post, PostListResponse } from '@inroad/contracts/post';
import { listPosts } from '@inroad/contracts/post';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPost } from '../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../test/harness.ts';
import { posts, sources, trackers } from '../db/schema/index.ts';
import { createLogger } from '../http/logging.ts';
import { createInlineQueue } from '../jobs/queue.ts';
import { countPostsAwaitingEnrichment } from '../modules/ingest/ingest.queries.ts';
import { findPostsByIds } from '../modules/post/post.queries.ts';
import { toPost } from '../modules/post/post-view.ts';
import { DEMO_EMAIL, seedDemoWorkspace } from './demo-workspace.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo workspace', () => {
  it('seeds sources, trackers and about 1,500 varied posts, and a second run duplicates nothing', async () => {
    // No workers on this queue: enrichment is not what this test is about.
    const queue = createInlineQueue(createLogger('silent'));
    const now = new Date('2026-03-15T18:00:00Z');
    const first = await seedDemoWorkspace({ db: t.ctx.db, queue, now });
    expect(first).toMatchObject({ sourcesCreated: 7, trackersCreated: 4, updated: 0 });
    expect(first.inserted).toBeGreaterThan(1_300);
    expect(first.inserted).toBeLessThan(1_800);

    const second = await seedDemoWorkspace({ db: t.ctx.db, queue, now });
    expect(second).toMatchObject({
      userId: first.userId,
      sourcesCreated: 0,
      trackersCreated: 0,
      inserted: 0,
      updated: first.inserted,
    });
    const countOf = async (table: typeof posts | typeof sources | typeof trackers) =>
      (await t.ctx.db.select({ n: count() }).from(table).where(eq(table.userId, first.userId)))[0]?.n;
    expect(await countOf(posts)).toBe(first.inserted);
    expect(await countOf(sources)).toBe(7);
    expect(await countOf(trackers)).toBe(4);
    // Nothing enriched them (no workers): the demo's 'enriched' line waits for every one of them.
    expect(await countPostsAwaitingEnrichment(t.ctx.db, first.userId)).toBe(first.inserted);

    // A later day adds that day's posts only.
    const later = await seedDemoWorkspace({ db: t.ctx.db, queue, now: new Date('2026-03-16T23:00:00Z') });
    expect(later.inserted).toBeGreaterThan(30);
    expect(later.inserted).toBeLessThan(130);
  }, 180_000);

  it('covers every kind of post the inbox shows, with local or example.com URLs only', async () => {
    const { userId } = await seedDemoWorkspace({
      db: t.ctx.db,
      queue: createInlineQueue(createLogger('silent')),
    });
    const token = await t.session(DEMO_EMAIL);
    const res = expectOk(
      await t.call(listPosts, {
        token,
        query: { view: 'all', dateRange: '30', limit: '200', sortBy: 'date' },
      }),
    );
    const all: PostListResponse['posts'] = [...res.body.posts];
    let cursor = res.body.nextCursor;
    while (cursor) {
      const page = expectOk(
        await t.call(listPosts, {
          token,
          query: { view: 'all', dateRange: '30', limit: '200', sortBy: 'date', cursor },
        }),
      );
      all.push(...page.body.posts);
      cursor = page.body.nextCursor;
    }
    expect(all.length).toBeGreaterThan(1_200);
    // The list carries what a row shows; media and links come with each post itself (GET /api/post/:id). Every
    // listed post is read as that answer maps it, in one query: over a thousand GETs cost seconds of both cores.
    const seeded = await wholePosts(userId, all);
    expect(new Set(seeded.map((p) => p.platform))).toEqual(new Set(['linkedin', 'reddit']));
    expect(seeded.some((p) => p.videoURL)).toBe(true);
    expect(seeded.some((p) => p.carouselImages.length > 0 && p.fullCarouselURL)).toBe(true);
    expect(seeded.some((p) => p.externalLink)).toBe(true);
    expect(seeded.some((p) => p.content.length > 1_500)).toBe(true);
    for (const post of seeded) {
      for (const url of [
        post.postURL,
        post.posterImage,
        post.imageURL,
        post.videoURL,
        post.externalLink,
        post.fullCarouselURL,
        ...post.carouselImages,
      ]) {
        // Its own media by path, so that they load on whichever address or port the app is reached at.
        if (url) expect(url).toMatch(/^(\/demo-media\/[a-z]+\/[\w.-]+$|https:\/\/[a-z]+\.example\.com\/)/);
      }
    }
    // ...which the app itself serves, every kind.
    const paths = seeded.flatMap((p) => [
      p.posterImage,
      p.imageURL,
      p.videoURL,
      p.fullCarouselURL,
      ...p.carouselImages,
    ]);
    for (const kind of ['avatar', 'image', 'slide', 'document', 'video']) {
      const path = paths.find((url) => url?.startsWith(`/demo-media/${kind}/`));
      expect(path, kind).toBeDefined();
      expect((await fetch(`${t.baseUrl}${path}`)).status, path ?? kind).toBe(200);
      // The GET answers that post exactly as read above.
      const post = seeded.find((p) =>
        [p.posterImage, p.imageURL, p.videoURL, p.fullCarouselURL, ...p.carouselImages].includes(path ?? ''),
      );
      expect(await fullPost(t, { token }, post?.id ?? ''), kind).toEqual(post);
    }
  });
});

/** The posts of `listed`, in its order, each as GET /api/post/:id answers it: the same columns and mapping. */
async function wholePosts(userId: string, listed: readonly { id: string }[]): Promise<Post[]> {
  const rows = await findPostsByIds(
    t.ctx.db,
    userId,
    listed.map((post) => post.id),
  );
  const byId = new Map(rows.map((row) => [row.id, toPost(row)]));
  return listed.map((post) => {
    const whole = byId.get(post.id);
    if (!whole) throw new Error(`Post ${post.id} is listed but not stored`);
    return whole;
  });
}
