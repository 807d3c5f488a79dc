import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { retryingShed } from './shed-retry.ts';

// What the engagement journeys read on screen: the open post's like count, the sidebar's daily goals, the
// profile modal. Locators by role and accessible name, as a person would find them.

export type GoalLabel = 'Likes' | 'Comments' | 'Follows' | 'Connects';

/** The open post's like count from its stats line ('1,110 likes'); null while it is not shown. */
export async function likeCount(details: Locator): Promise<number | null> {
  const line = details.getByText(/^[\d,]+ likes?$/).first();
  if (!(await line.isVisible())) return null;
  // Not waited for: a line re-rendered between the two reads counts as not shown, and the caller's poll reads again.
  const text = await line.textContent({ timeout: 1_000 }).catch(() => null);
  return text === null ? null : Number(text.replace(/[^\d]/g, ''));
}

/**
 * The accessible names of the sidebar's goal bars named like `name`, read in one go: a bar that goes between a count
 * and a read (the waiting part of a goal is gone once a like is taken back) would leave a later read waiting for it.
 */
function goalBarNames(page: Page, name: RegExp): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Daily goals' })
    .getByRole('progressbar', { name })
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label') ?? ''));
}

/** Today's count on one of the sidebar's goal bars ('Likes: 3 of 10'); null while the panel is loading. */
export async function goalCount(page: Page, label: GoalLabel): Promise<number | null> {
  // A bar at 0 has no width, so it is never 'visible': being in the page is enough.
  const [name] = await goalBarNames(page, new RegExp(`^${label}: \\d+ of \\d+$`));
  const match = name?.match(/: (\d+) of \d+$/);
  return match ? Number(match[1]) : null;
}

/** The part of a goal bar waiting for the extension ('Likes: 1 waiting for the extension'); 0 when none. */
export async function waitingCount(page: Page, label: GoalLabel): Promise<number> {
  const [name] = await goalBarNames(page, new RegExp(`^${label}: \\d+ waiting for the extension$`));
  return Number(name?.match(/: (\d+) waiting/)?.[1] ?? 0);
}

export async function expectWaiting(page: Page, label: GoalLabel, count: number): Promise<void> {
  await expect.poll(() => waitingCount(page, label), { timeout: 15_000 }).toBe(count);
}

/** Waits until the goal bar shows `count`. */
export async function expectGoal(page: Page, label: GoalLabel, count: number, timeout = 15_000): Promise<void> {
  await expect.poll(() => goalCount(page, label), { timeout }).toBe(count);
}

export function profileModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Profile' });
}

/** The open post's author name, a button that opens their profile. */
export function posterButton(details: Locator, name: string): Locator {
  return details.getByTitle(`View ${name}'s profile`);
}

type CapUsage = { action: string; used: number; limit: number; windowHours: number };

/** The daily like cap and its use, as GET /api/engage/quota reports them. */
export async function dailyLikeCap(page: Page, baseUrl: string): Promise<CapUsage> {
  const answer = await retryingShed(() => page.request.get(`${baseUrl}/api/engage/quota`));
  expect(answer.status()).toBe(200);
  const quota = (await answer.json()) as { caps: CapUsage[] };
  const cap = quota.caps.find((c) => c.action === 'like' && c.windowHours === 24);
  if (!cap) throw new Error('No daily like cap in the quota');
  return cap;
}

/**
 * Likes posts of the last 30 days (never `exceptPostId`) through POST /api/post/engage/like, the call the Like
 * button makes, until the daily like cap is used up.
 */
export async function likeUpToDailyCap(page: Page, baseUrl: string, exceptPostId: string): Promise<void> {
  const cap = await dailyLikeCap(page, baseUrl);
  let missing = cap.limit - cap.used;
  let cursor: string | null = null;
  while (missing > 0) {
    // engaged=true leaves out the posts already liked, commented on or engaged with (list rows carry no like state).
    const query = new URLSearchParams({ view: 'all', dateRange: '30', limit: '100', engaged: 'true' });
    if (cursor) query.set('cursor', cursor);
    const answer = await retryingShed(() => page.request.get(`${baseUrl}/api/post?${query}`));
    expect(answer.status()).toBe(200);
    const listed = (await answer.json()) as {
      posts: { id: string }[];
      nextCursor: string | null;
    };
    for (const post of listed.posts) {
      if (missing === 0 || post.id === exceptPostId) continue;
      const liked = await retryingShed(() =>
        page.request.post(`${baseUrl}/api/post/engage/like`, { data: { id: post.id } }),
      );
      expect(liked.status()).toBe(200);
      missing--;
    }
    cursor = listed.nextCursor;
    if (missing > 0 && !cursor) throw new Error('Too few posts to reach the daily like cap');
  }
}
