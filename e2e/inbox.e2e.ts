import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import {
  moveToAnotherPost,
  nextListTotal,
  openPosition,
  postCounts,
  postDetails,
  postRows,
  searchParam,
  shows,
  signInToDemo,
  tagOption,
  textOf,
  totalPosts,
} from './support/inbox-page.ts';
import type { DemoProcess } from './support/inroad-process.ts';

// The list refetches after every change of filter, over a debounced search box: give each check some time.
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

// One engine is enough here: the sign-in journey and the API suite cover PostgreSQL; this checks the screens.
describe('Priority inbox on the demo workspace', () => {
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;

  beforeAll(async () => {
    // The journey's first step opens the sign-in link. The demo's real first start: a person's first look at
    // Inroad is this inbox, while the demo still enriches its posts (the other journeys start on a copy).
    session = await openDemoSession({ viewport: { width: 1400, height: 900 }, signIn: false, firstRun: true });
    ({ demo, page } = session);
  });
  afterAll(() => session?.close());

  const details = () => postDetails(page);
  const openButtons = () => page.getByRole('list', { name: 'Posts' }).getByRole('button');
  const firstRowText = () => textOf(openButtons().first());
  const total = () => totalPosts(page);
  // Chips are labels over visually hidden inputs: a person clicks the label.
  const filterChip = (label: string) => page.getByRole('group', { name: 'Filters' }).getByText(label, { exact: true });

  async function openFirstPost() {
    // The list may still be settling after the previous step (a refetch can move rows); a person whose click
    // landed on a row that moved down clicks the top row again.
    await eventually(async () => {
      if ((await openPosition(page))?.index !== 1) await openButtons().first().click();
      return openPosition(page);
    }).toMatchObject({ index: 1 });
  }

  /**
   * Moves through the inbox with j until the open post shows `marker`, as a person skims. Each move is awaited
   * on screen, so the marker is looked for in the post just moved to.
   */
  async function nextPostWith(marker: () => ReturnType<Page['getByRole']>, limit = 150) {
    for (let step = 0; step < limit; step++) {
      if (await marker().isVisible()) return;
      await moveToAnotherPost(page, () => page.keyboard.press('j'));
    }
    throw new Error(`No post within ${limit} posts shows what was looked for`);
  }

  it('signs in with the printed link and shows the inbox with its count line', async () => {
    await signInToDemo(page, demo.signInLink);
    await eventually(() => total()).toBeGreaterThan(0);
    const counts = await postCounts(page);
    expect(counts?.shown).toBeGreaterThan(0);
    expect(await openButtons().count()).toBeGreaterThan(0);
    await eventually(() => page.getByRole('link', { name: '7 Data Feeds' }).isVisible()).toBe(true);
    await eventually(() => details().getByText('Select a post to view details').isVisible()).toBe(true);
    await expectAccessible(page, 'Inbox');
  });

  it('widens the date range to 30 days and sorts by date', async () => {
    const today = await total();
    await filterChip('30 days').click();
    await eventually(() => searchParam(page, 'dateRange')).toBe('30');
    await eventually(() => total()).toBeGreaterThan(today ?? 0);

    const byDate = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/post' && url.searchParams.get('sortBy') === 'date';
    });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Date' });
    await eventually(() => searchParam(page, 'sortBy')).toBe('date');
    await byDate;
    // Newest first: the dates the rows show never go up. (The first row may stay where it was: at some times of
    // day the most relevant post is also the newest.)
    const rowDates = async () =>
      (
        await openButtons().evaluateAll((buttons) =>
          buttons.map((b) => (b.textContent ?? '').match(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)?.[0] ?? ''),
        )
      ).map((d) => Date.parse(d));
    // The list is empty for a moment while the sorted rows replace the others.
    const newestFirst = (dates: number[]) =>
      dates.length > 2 && dates.every((time, i) => i === 0 || time <= (dates[i - 1] ?? 0));
    await eventually(async () => newestFirst(await rowDates())).toBe(true);
    const shown = await rowDates();
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.every((time) => !Number.isNaN(time))).toBe(true);
    for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeLessThanOrEqual(shown[i - 1] ?? 0);
  });

  it('searches for a word seen in posts: rows filtered, the word highlighted in the open post', async () => {
    const before = await total();
    const word = 'Pipewise';
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(word);
    await eventually(() => searchParam(page, 'q')).toBe(word);
    await eventually(() => total()).toBeLessThan(before ?? 0);
    expect(await total()).toBeGreaterThan(0);
    const texts = await openButtons().allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain(word.toLowerCase());

    // The competitor tracker has the word as a keyword, so a post that says it shows it marked.
    await openFirstPost();
    await nextPostWith(() => details().getByTestId('post-content').getByText(word, { exact: true }));
    const marked = details().getByTestId('post-content').locator('mark', { hasText: word }).first();
    expect(await marked.getAttribute('title')).toBe(`Keyword: ${word}`);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await eventually(() => searchParam(page, 'q')).toBeNull();
    await eventually(() => total()).toBe(before);
  });

  it('filters by a tracker tag', async () => {
    const before = await total();
    await page.getByRole('button', { name: 'Trackers', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Trackers' });
    const { option, count: listed } = await tagOption(page, 'Trackers', 'Buying intent');
    // Each tag is listed with the number of posts carrying it.
    const count = await listed();
    expect(count).toBeGreaterThan(0);
    await expectAccessible(page, 'Trackers tag filter');
    await option.click();
    await eventually(() => searchParam(page, 'ruleTags')).toBe('Buying intent');
    await eventually(() => total()).toBe(count);
    await page.getByRole('button', { name: 'Trackers (1)' }).click();
    await panel.waitFor({ state: 'detached' });

    await openFirstPost();
    await eventually(() => details().locator('[title="Tracker tag: Buying intent"]').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Trackers (1)' }).click();
    await panel.getByRole('button', { name: 'Clear trackers' }).click();
    await page.getByRole('button', { name: 'Trackers', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await eventually(() => searchParam(page, 'ruleTags')).toBeNull();
    await eventually(() => total()).toBe(before);
  });

  it('bulk-archives two selected rows after the confirmation', async () => {
    const before = (await total()) ?? 0;
    const boxes = postRows(page).getByRole('checkbox', { name: /^Select post by / });
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    // The list may still be settling from the previous filter change (a refetch can reorder rows under the
    // pointer), so tick the top unticked rows until two are selected, as a person would.
    await eventually(async () => {
      for (let i = 0; i < 2; i++) if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
      return bar.getByText('2 selected').isVisible();
    }).toBe(true);
    const picked = await postRows(page)
      .filter({ has: page.locator('input[type="checkbox"]:checked') })
      .getByRole('button')
      .allTextContents();
    expect(picked).toHaveLength(2);
    await bar.getByRole('button', { name: 'Archive' }).click();

    const confirm = page.getByRole('dialog', { name: 'Bulk archive' });
    await confirm.waitFor();
    expect(await confirm.getByText('Are you sure you want to bulk archive these posts?').isVisible()).toBe(true);
    await expectAccessible(page, 'Bulk archive confirmation');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await confirm.waitFor({ state: 'detached' });

    await eventually(() => total()).toBe(before - 2);
    await eventually(() => bar.getByText('0 selected').isVisible()).toBe(true);
    const now = await openButtons().allTextContents();
    for (const text of picked) expect(now).not.toContain(text);
  });

  it('archives the open post and moves on to the next', async () => {
    const before = (await total()) ?? 0;
    await openFirstPost();
    const archivedId = searchParam(page, 'postId');
    const nextText = await textOf(openButtons().nth(1));

    await details().getByRole('button', { name: 'Archive' }).click();
    await eventually(() => total()).toBe(before - 1);
    await eventually(() => searchParam(page, 'postId')).not.toBe(archivedId);
    expect(await firstRowText()).toBe(nextText);
    await eventually(() => openPosition(page)).toMatchObject({ index: 1 });
  });

  it('hides an author: their posts leave the list', async () => {
    await openFirstPost();
    const inbox = (await total()) ?? 0;
    const name = details().getByTitle(/^View .+'s profile$/);
    const author = await textOf(name);
    // Two people may share a name: the headline under it tells them apart (Reddit users have none).
    const headlineText = name.locator('xpath=../following-sibling::p[1]');
    const headline = (await headlineText.count()) > 0 ? await textOf(headlineText) : null;
    // A Reddit author's rows are the ones of that name without a headline: a LinkedIn namesake's rows show theirs
    // (the row's headline line, by its style module's class name).
    const rowsByThisAuthor = async () =>
      (
        await postRows(page).evaluateAll((rows) =>
          rows.map((row) => ({
            label: row.querySelector('input')?.getAttribute('aria-label'),
            rowHeadline: row.querySelector('[class*="_headline_"]')?.textContent?.trim() ?? null,
          })),
        )
      ).filter(({ label, rowHeadline }) => label === `Select post by ${author}` && rowHeadline === headline).length;

    // Everything posted under this name; the open post stays open.
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(author);
    await eventually(() => searchParam(page, 'q')).toBe(author);
    await eventually(async () => {
      const rows = await openButtons().allTextContents();
      return rows.length > 0 && rows.every((text) => text.includes(author));
    }).toBe(true);
    const sameName = (await total()) ?? 0;
    expect(await rowsByThisAuthor()).toBeGreaterThan(0);
    expect(await textOf(name)).toBe(author);

    await details().getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Hide Posts from this Author' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hide Posts from this Author' });
    await confirm.waitFor();
    await expectAccessible(page, 'Hide Posts from this Author');
    // A destructive confirmation starts on Cancel.
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await confirm.getByText(`Hide all posts from ${author}?`, { exact: false }).isVisible()).toBe(true);
    // The server alone knows the author's other posts: the list is fetched again.
    const searched = nextListTotal(page);
    await confirm.getByRole('button', { name: 'Hide Posts' }).click();
    await confirm.waitFor({ state: 'detached' });
    const left = await searched;
    await eventually(() => total()).toBe(left);
    expect(left).toBeLessThan(sameName);
    // The rows follow the count line: on a busy page the list's new rows can come a render after it.
    await eventually(() => rowsByThisAuthor()).toBe(0);
    if (left === 0) await shows(page, 'No posts found');

    // The whole inbox lost the same posts: the unfiltered list, cached before the hiding, is fetched again.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await eventually(() => searchParam(page, 'q')).toBeNull();
    await eventually(() => total()).toBe(inbox - (sameName - left));
  });

  it('lists archived posts under the Archived filter and unarchives one', async () => {
    const inbox = (await total()) ?? 0;
    await filterChip('Archived').click();
    await eventually(() => searchParam(page, 'archived')).toBe('true');
    await eventually(() => total()).toBeLessThan(inbox);
    // Two bulk-archived, one archived from the pane, and every post of the hidden author.
    expect(await total()).toBeGreaterThanOrEqual(4);
    const archived = (await total()) ?? 0;

    await openFirstPost();
    const unarchive = details().getByRole('button', { name: 'Unarchive' });
    await unarchive.waitFor();
    await unarchive.click();
    await eventually(() => total()).toBe(archived - 1);

    // The inbox list, cached before the unarchive, is fetched again and holds the post once more.
    await filterChip('Archived').click();
    await eventually(() => searchParam(page, 'archived')).toBeNull();
    await eventually(() => total()).toBe(inbox + 1);
  });

  it('moves the selection with j and k', async () => {
    await openFirstPost();
    const { count } = (await openPosition(page)) ?? { count: 0 };
    await page.keyboard.press('j');
    await eventually(() => openPosition(page)).toEqual({ index: 2, count });
    await page.keyboard.press('j');
    await eventually(() => openPosition(page)).toEqual({ index: 3, count });
    await page.keyboard.press('k');
    await eventually(() => openPosition(page)).toEqual({ index: 2, count });
    await expectAccessible(page, 'Inbox with an open post');
    const active = page.getByRole('list', { name: 'Posts' }).locator('[aria-current="true"]');
    expect(await textOf(active)).toBe(await textOf(openButtons().nth(1)));
    // The first post of a list with more to load is not its end: Back goes nowhere from it, and says so.
    await page.keyboard.press('k');
    await eventually(() => openPosition(page)).toEqual({ index: 1, count });
    expect(count).toBeGreaterThan(await openButtons().count());
    await eventually(() => postDetails(page).getByRole('button', { name: 'Previous post' }).isDisabled()).toBe(true);
    await page.keyboard.press('k');
    expect(await openPosition(page)).toEqual({ index: 1, count });
  });

  it('opens an image full screen and closes it with Esc', async () => {
    const fullSize = () => details().getByRole('button', { name: 'View full size image' });
    await nextPostWith(fullSize);
    await fullSize().click();
    const viewer = page.getByRole('dialog', { name: 'Image' });
    await viewer.waitFor();
    await expectAccessible(page, 'Image viewer');
    for (const hint of ['← Previous', '→ Next', 'ESC Close']) {
      expect(await viewer.getByRole('button', { name: hint }).isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('pages through a carousel with the arrow keys and opens its full document with zoom', async () => {
    const carousel = () => details().getByRole('group', { name: 'Post images' });
    await nextPostWith(() => carousel().getByRole('button', { name: /^Open image 1 of \d+ full screen$/ }));
    const open = carousel().getByRole('button', { name: /^Open image 1 of \d+ full screen$/ });
    const slides = Number((await open.getAttribute('aria-label'))?.match(/of (\d+)/)?.[1]);
    expect(slides).toBeGreaterThan(1);

    await open.click();
    const first = page.getByRole('dialog', { name: `Image 1 of ${slides}` });
    await first.waitFor();
    expect(await first.getByRole('button', { name: 'ESC Close' }).isVisible()).toBe(true);
    await expectAccessible(page, 'Image viewer of a carousel');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Image 2 of ${slides}` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Left from the first image wraps around to the last.
    await page.getByRole('dialog', { name: `Image ${slides} of ${slides}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The document is the carousel's last slide: back from the first wraps to it.
    await carousel().getByRole('button', { name: 'Previous slide' }).click();
    await carousel().getByRole('button', { name: 'View full document' }).click();
    const viewer = page.getByRole('dialog', { name: 'Full Document' });
    await viewer.waitFor();
    expect(await viewer.locator('iframe[title="Full document"]').count()).toBe(1);
    await viewer.getByRole('button', { name: '100%' }).waitFor();
    await expectAccessible(page, 'Full document viewer');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: '125%' }).click();
    await viewer.getByRole('button', { name: '100%' }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });
});
