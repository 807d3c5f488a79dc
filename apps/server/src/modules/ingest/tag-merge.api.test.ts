import { deleteTracker } from '@inroad/contracts/tracker';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNormalizedPost, createTracker, ingest, signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { posts, ruleVerdicts } from '../../db/schema/index.ts';
import { relevanceBaseOf } from '../post/post-fields.ts';
import type { AiJudge } from '../rules/rules-engine.ts';
import { enrichPosts, type PostEnricher } from './post-enrichment.ts';
import { applyTrackerToLatestPosts } from './retroactive-tagging.ts';

// A retroactive run and the enrichment job read a post, then spend seconds per post asking the AI about it, then
// write its tags. What another writer gave the post in those seconds (another tracker's run, an enrichment) must
// still be there after: tags only ever merge in, and the post's relevance is computed from all of them.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An enricher whose AI judge says yes, but only once the test lets it answer. */
function heldEnricher() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const askedOnce = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const enricher: PostEnricher = {
    enrich: async () => ({ contentTags: ['Pricing'], summary: 'About pricing.', summaryEngine: 'local' }),
    judgeFor: () => ({
      judge: async () => {
        asked();
        await released;
        return { match: true };
      },
      engines: new Map(),
      reasons: new Map(),
    }),
  };
  return { enricher, askedOnce, release };
}

const keywordTracker = (tag: string, keyword: string) => ({
  tags: [tag],
  rules: [
    { ruleType: 'keyword' as const, field: 'content' as const, inputs: [{ type: 'include' as const, value: keyword }] },
  ],
});
const aiTracker = (tag: string, criterion: string) => ({
  tags: [tag],
  rules: [
    { ruleType: 'ai' as const, field: 'content' as const, inputs: [{ type: 'include' as const, value: criterion }] },
  ],
});

/** A tracker's retroactive run over the user's last ten posts, with this enricher's AI. */
function runTracker(user: TestUser, trackerId: string, enricher: PostEnricher) {
  return applyTrackerToLatestPosts({ db: t.ctx.db, userId: user.userId, trackerId, lastN: 10, enricher });
}

async function storedPost(id: string) {
  const [row] = await t.ctx.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error(`post ${id} is gone`);
  return row;
}

/** The post as it was before its enrichment ran: the inline queue's enrichment (the local engine) undone. */
async function unenrich(postId: string) {
  await t.ctx.db
    .update(posts)
    .set({ rulesPending: true, ruleTags: [], enrichedAt: null, contentTags: [], aiSummary: null })
    .where(eq(posts.id, postId));
  await t.ctx.db.delete(ruleVerdicts).where(eq(ruleVerdicts.postId, postId));
}

/** The post's tags, and whether its stored relevance is the one its stored fields give. */
async function tagsAndRelevance(id: string) {
  const row = await storedPost(id);
  return { ruleTags: [...row.ruleTags].sort(), relevanceIsCurrent: row.relevanceBase === relevanceBaseOf(row) };
}

async function postAboutPricing(user: TestUser) {
  const { postIds } = await ingest(t, user, [
    buildNormalizedPost({ content: 'Our pricing page is live: plans for every webinar team.' }),
  ]);
  return postIds[0]!;
}

describe('tags written after a slow look at a post', () => {
  it('a retroactive run keeps the tags another run gave the post while it waited for the AI', async () => {
    const user = await signUp(t);
    const postId = await postAboutPricing(user);
    const slow = await createTracker(t, user, aiTracker('Buying signal', 'Talks about what something costs'));
    const quick = await createTracker(t, user, keywordTracker('Events', 'webinar'));
    const held = heldEnricher();

    const slowRun = runTracker(user, slow, held.enricher);
    await held.askedOnce;
    await runTracker(user, quick, held.enricher);
    expect((await tagsAndRelevance(postId)).ruleTags).toEqual(['Events']);
    held.release();
    await slowRun;

    expect(await tagsAndRelevance(postId)).toEqual({ ruleTags: ['Buying signal', 'Events'], relevanceIsCurrent: true });
  });

  it('a retroactive run whose tracker is deleted while it waits for the AI tags nothing more and asks nothing more', async () => {
    const user = await signUp(t);
    const { postIds } = await ingest(t, user, [
      buildNormalizedPost({ content: 'Plans start at $10 a seat.' }),
      buildNormalizedPost({ content: 'The enterprise plan is priced per team.' }),
      buildNormalizedPost({ content: 'Pricing for nonprofits is half.' }),
    ]);
    const tracker = await createTracker(t, user, aiTracker('Buying signal', 'Talks about what something costs'));
    const held = heldEnricher();
    let asked = 0;
    const judgeFor = held.enricher.judgeFor;
    const counting: PostEnricher = {
      ...held.enricher,
      judgeFor: (post) => {
        const judging = judgeFor(post);
        const judge: AiJudge = (criterion, subject) => {
          asked++;
          return judging.judge(criterion, subject);
        };
        return { ...judging, judge };
      },
    };

    const run = runTracker(user, tracker, counting);
    await held.askedOnce;
    expectOk(await t.call(deleteTracker, { token: user.token, body: { id: tracker } }), 200);
    held.release();
    expect(await run).toEqual({ analyzed: 0, tagged: 0 });

    expect(asked).toBe(1);
    const stored = await t.ctx.db.select().from(posts).where(inArray(posts.id, postIds));
    expect(stored.map((post) => post.ruleTags)).toEqual([[], [], []]);
  });

  it('the enrichment keeps the tags a retroactive run gave the post while it waited for the AI', async () => {
    const user = await signUp(t);
    await createTracker(t, user, aiTracker('Buying signal', 'Talks about what something costs'));
    const postId = await postAboutPricing(user);
    await unenrich(postId);
    const held = heldEnricher();

    const enrichment = enrichPosts({ db: t.ctx.db, userId: user.userId, postIds: [postId], enricher: held.enricher });
    await held.askedOnce;
    // A tracker made while the enrichment waits, and run over the latest posts at once.
    const quick = await createTracker(t, user, keywordTracker('Events', 'webinar'));
    await runTracker(user, quick, held.enricher);
    held.release();
    expect(await enrichment).toEqual({ enriched: 1 });

    expect(await tagsAndRelevance(postId)).toEqual({ ruleTags: ['Buying signal', 'Events'], relevanceIsCurrent: true });
    const row = await storedPost(postId);
    expect(row).toMatchObject({ contentTags: ['Pricing'], aiSummary: 'About pricing.', rulesPending: false });
  });

  it('the enrichment does not write back the tags of a tracker deleted while it waited for the AI', async () => {
    const user = await signUp(t);
    const tracker = await createTracker(t, user, aiTracker('Buying signal', 'Talks about what something costs'));
    await createTracker(t, user, keywordTracker('Events', 'webinar'));
    const postId = await postAboutPricing(user);
    await unenrich(postId);
    const held = heldEnricher();

    const enrichment = enrichPosts({ db: t.ctx.db, userId: user.userId, postIds: [postId], enricher: held.enricher });
    await held.askedOnce;
    expectOk(await t.call(deleteTracker, { token: user.token, body: { id: tracker } }), 200);
    await t.drainJobs();
    held.release();
    expect(await enrichment).toEqual({ enriched: 1 });

    expect(await tagsAndRelevance(postId)).toEqual({ ruleTags: ['Events'], relevanceIsCurrent: true });
    expect((await storedPost(postId)).ruleTagReasons).toEqual({});
  });

  it("keeps the AI's reason for a tag named like what every object has ('constructor')", async () => {
    const user = await signUp(t);
    await createTracker(t, user, aiTracker('constructor', 'Talks about what something costs'));
    const postId = await postAboutPricing(user);
    await unenrich(postId);
    const criterion = 'Talks about what something costs';
    const reasons = new Map([[criterion, 'It names a price.']]);
    const enricher: PostEnricher = {
      enrich: async () => ({ contentTags: [], summary: null, summaryEngine: null }),
      judgeFor: () => ({ judge: async () => ({ match: true }), engines: new Map(), reasons }),
    };
    await enrichPosts({ db: t.ctx.db, userId: user.userId, postIds: [postId], enricher });
    const row = await storedPost(postId);
    expect(row.ruleTags).toEqual(['constructor']);
    expect(Object.hasOwn(row.ruleTagReasons, 'constructor') && row.ruleTagReasons.constructor).toBe(
      'It names a price.',
    );
  });

  it('the enrichment leaves a post whose text changed meanwhile to the enrichment its new text queued', async () => {
    const user = await signUp(t);
    await createTracker(t, user, aiTracker('Buying signal', 'Talks about what something costs'));
    const original = buildNormalizedPost({ content: 'Our pricing page is live: plans for every webinar team.' });
    const postId = (await ingest(t, user, [original])).postIds[0]!;
    await unenrich(postId);
    const held = heldEnricher();

    const enrichment = enrichPosts({ db: t.ctx.db, userId: user.userId, postIds: [postId], enricher: held.enricher });
    await held.askedOnce;
    // The author edited the post; the re-fetch stores the new text (its own enrichment is held back here).
    const edited = 'Edited: the pricing page moved.';
    await t.ctx.db.update(posts).set({ content: edited }).where(eq(posts.id, postId));
    held.release();
    await enrichment;

    const row = await storedPost(postId);
    expect(row).toMatchObject({
      content: edited,
      contentTags: [],
      aiSummary: null,
      enrichedAt: null,
      rulesPending: true,
    });
  });
});
