import { describe, expect, it } from 'vitest';
import { summarizeLocal } from '../platform/ai/local/summarize.ts';
import { demoPeople } from './demo-people.ts';
import { demoPost } from './demo-posts.ts';
import { seededRandom } from './demo-random.ts';

function longPosts(): string[] {
  const random = seededRandom('demo-posts-test');
  const people = demoPeople().linkedin;
  const feed = { source: 'Sales leaders', platform: 'linkedin' as const, topics: ['pipeline reviews', 'forecasting'] };
  const contents: string[] = [];
  for (let i = 0; i < 3_000; i++) {
    const post = demoPost({
      random,
      feed,
      author: random.pick(people),
      key: String(i),
      postedAt: new Date('2026-03-15T12:00:00Z'),
    });
    if (post.content.length > 1_200) contents.push(post.content);
  }
  return contents;
}

/** A month of one feed's posts, as the demo seeds them: its few topics make repeats likelier than the demo's mix. */
function monthOfPosts(): string[] {
  const random = seededRandom('demo-month-test');
  const people = demoPeople().linkedin;
  const feed = {
    source: 'Search Topic: Sales automation',
    platform: 'linkedin' as const,
    topics: ['sales automation', 'outbound sequences', 'lead scoring'],
  };
  return Array.from(
    { length: 1_500 },
    (_, i) =>
      demoPost({
        random,
        feed,
        author: random.pick(people),
        key: String(i),
        postedAt: new Date('2026-03-15T12:00:00Z'),
      }).content,
  );
}

describe('demo posts', () => {
  const contents = longPosts();

  it('reads as many people writing: over a month of a feed, few texts recur and none more than 3 times', () => {
    const month = monthOfPosts();
    const copies = new Map<string, number>();
    for (const content of month) copies.set(content, (copies.get(content) ?? 0) + 1);
    expect(copies.size / month.length).toBeGreaterThan(0.85);
    const [mostCopied, times] = [...copies.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(times, mostCopied).toBeLessThanOrEqual(3);
  });

  it('gives long posts paragraphs of their own, not one filler repeated across the feed', () => {
    expect(contents.length).toBeGreaterThan(100);
    const postsWith = new Map<string, number>();
    for (const content of contents) {
      for (const paragraph of new Set(content.split('\n\n').slice(1, -1))) {
        postsWith.set(paragraph, (postsWith.get(paragraph) ?? 0) + 1);
      }
    }
    const mostShared = Math.max(...postsWith.values());
    // Only the openings' own lists recur (a template with a numbered list), in well under a tenth of the posts.
    expect(mostShared / contents.length).toBeLessThan(0.1);
    for (const content of contents) {
      const paragraphs = content.split('\n\n');
      expect(new Set(paragraphs).size).toBe(paragraphs.length);
    }
  });

  it('shows under a post only comments it counts, each once', () => {
    const random = seededRandom('demo-comments-test');
    const people = demoPeople().linkedin;
    const feed = { source: 'Sales leaders', platform: 'linkedin' as const, topics: ['forecasting'] };
    for (let i = 0; i < 500; i++) {
      const post = demoPost({
        random,
        feed,
        author: random.pick(people),
        key: String(i),
        postedAt: new Date('2026-03-15T12:00:00Z'),
      });
      const comments = post.comments ?? [];
      expect(post.counts?.comments ?? 0).toBeGreaterThanOrEqual(comments.length);
      expect(new Set(comments).size).toBe(comments.length);
    }
  });

  it("leaves the basic summary something of each post's own to say", () => {
    const summaries = contents.map(summarizeLocal);
    expect(new Set(summaries).size / summaries.length).toBeGreaterThan(0.9);
  });
});
