import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { postDetails, searchParam, signInToDemo } from './support/inbox-page.ts';
import type { DemoProcess } from './support/inroad-process.ts';

// The inbox with the keyboard alone: the list is one Tab stop moved through with the arrows, opening a post takes
// focus to it, Tab reaches its Like and Comment, j/k and the arrows move on from inside the post, and the dialogs
// opened from the keyboard (the author's profile, the keyboard help) give focus back on Escape.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe('the inbox by keyboard', () => {
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;

  beforeAll(async () => {
    // The journey's first step opens the sign-in link.
    session = await openDemoSession({ signIn: false });
    ({ demo, page } = session);
  });
  afterAll(() => session?.close());

  const list = () => page.getByRole('list', { name: 'Posts' });
  const focusedRow = () => list().locator('button:focus');

  /** Presses Tab (or Shift+Tab) until the element has focus; fails after `limit` presses. */
  async function tabTo(target: Locator, limit = 30, key: 'Tab' | 'Shift+Tab' = 'Tab') {
    for (let press = 0; press < limit; press++) {
      if (await isFocused(target)) return;
      await page.keyboard.press(key);
    }
    throw new Error(`${key} did not reach the element within ${limit} presses`);
  }

  /**
   * Presses the key in the open post: the next or previous post opens, focus stays on the pane, and the polite
   * live region says which post opened (its place, its author and its first words).
   */
  async function stepInPost(key: string) {
    const before = searchParam(page, 'postId');
    await page.keyboard.press(key);
    await expect.poll(() => searchParam(page, 'postId')).not.toBe(before);
    await expect.poll(() => isFocused(postDetails(page))).toBe(true);
    const pane = postDetails(page);
    const live = page.getByTestId('post-announcer');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    // The pane and the announcement settle separately: read both again until they speak of the same post. The
    // place is said as it was when the post opened; the demo may still be adding posts, so only its form is checked.
    const announcedAsShown = async () => {
      const author = (await pane.getByRole('article').getAttribute('aria-label'))?.replace(/^Post by /, '') ?? '';
      const said = (await live.textContent()) ?? '';
      return author !== '' && new RegExp(`^Post \\d+ of \\d+, by ${escapeRegExp(author)}: \\S`).test(said)
        ? 'matches'
        : `pane: by ${author}; announced: ${said}`;
    };
    await expect.poll(announcedAsShown).toBe('matches');
  }

  it('walks list, post, Like, Comment and a dialog and back with Tab, arrows and Escape', async () => {
    await signInToDemo(page, demo.signInLink);
    await list().getByRole('button').first().waitFor();
    await expectAccessible(page, 'Inbox');

    // The skip link leads to the list's one Tab stop, the first row.
    await page.getByRole('link', { name: 'Skip to the post list' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(list().getByRole('button').first())).toBe(true);

    // The arrows open the next post; focus follows its row.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => searchParam(page, 'postId')).not.toBeNull();
    await expect.poll(() => focusedRow().getAttribute('aria-current')).toBe('true');
    const second = searchParam(page, 'postId');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => searchParam(page, 'postId')).not.toBe(second);
    await expect.poll(() => focusedRow().getAttribute('aria-current')).toBe('true');

    // Enter opens the row's post and takes focus to it; Tab reaches Like, then the comment box.
    await page.keyboard.press('Enter');
    const pane = postDetails(page);
    await expect.poll(() => isFocused(pane)).toBe(true);
    await expectAccessible(page, 'Inbox with an open post');
    await tabTo(pane.getByRole('button', { name: 'Like' }));
    await tabTo(pane.getByRole('textbox', { name: 'Your comment' }));

    // Back to Like; j, the arrows and k move through the posts from inside the post, focus staying in it.
    await tabTo(pane.getByRole('button', { name: 'Like' }), 30, 'Shift+Tab');
    await stepInPost('j');
    await stepInPost('ArrowDown');
    await stepInPost('k');

    // The author's profile, a dialog, from the keyboard: Escape closes it and focus returns to the author's name.
    const poster = pane.locator('[title^="View "][title$="\'s profile"]').first();
    await tabTo(poster);
    await page.keyboard.press('Enter');
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await profile.waitFor();
    await expect.poll(() => profile.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectAccessible(page, 'Profile');
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(poster)).toBe(true);

    // Back to the list, then the keyboard help from there: Escape closes it and focus returns to the row.
    await page.getByRole('link', { name: 'Skip to the post list' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedRow().getAttribute('aria-current')).toBe('true');
    const row = await focusedRow().getAttribute('data-post-id');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await expectAccessible(page, 'Keyboard shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => focusedRow().getAttribute('data-post-id')).toBe(row);
  });
});
