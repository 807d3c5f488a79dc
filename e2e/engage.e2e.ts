import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, runningAnimations } from './support/axe.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { diagnostics, openUntouchedLinkedinPost, signInAndOpenLinkedinPost } from './support/engage-journey.ts';
import { dailyLikeCap, expectGoal, expectWaiting, likeCount, likeUpToDailyCap } from './support/engage-page.ts';
import { postDetails, searchParam, shows } from './support/inbox-page.ts';
import type { DemoProcess } from './support/inroad-process.ts';

// Engaging with posts on the demo workspace as its user would, without the browser extension: every action is
// queued for it and the screens show the server's answer. Reaching out to an author: engage-outreach.e2e.ts.

describe('engaging with posts on the demo workspace', () => {
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;
  const { record, withDiagnostics } = diagnostics(() => ({ page, demo }));

  beforeAll(async () => {
    // The journey's first step opens the sign-in link.
    session = await openDemoSession({ viewport: { width: 1400, height: 900 }, signIn: false });
    ({ demo, page } = session);
    page.on('console', record(''));
  });
  afterAll(() => session?.close());

  const details = () => postDetails(page);

  it('signs in with the printed link and opens a LinkedIn post', () =>
    withDiagnostics(() => signInAndOpenLinkedinPost(page, demo.signInLink)));

  it('likes the post (count +1 on the server’s answer), then takes the like back', () =>
    withDiagnostics(async () => {
      const pane = details();
      const before = await likeCount(pane);
      expect(before).not.toBeNull();
      await pane.getByRole('button', { name: 'Like', pressed: false }).click();
      await pane.getByRole('button', { name: 'Like', pressed: true }).waitFor();
      await expect.poll(() => likeCount(pane)).toBe((before ?? 0) + 1);
      // No extension here: the like waits in the queue, the post says so, and the goal counts it apart.
      await shows(page, '1 waiting for the extension');
      await expectWaiting(page, 'Likes', 1);
      await expectGoal(page, 'Likes', 0);
      await expectAccessible(page, 'A liked post waiting for the extension');
      // The journey runs as someone who asked for less motion: the waiting post's loader stands still. It spins for
      // everyone else.
      expect(await runningAnimations(page)).toBe(0);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect.poll(() => runningAnimations(page)).toBeGreaterThan(0);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(() => runningAnimations(page)).toBe(0);

      await pane.getByRole('button', { name: 'Like', pressed: true }).click();
      await pane.getByRole('button', { name: 'Like', pressed: false }).waitFor();
      await expect.poll(() => likeCount(pane)).toBe(before);
      await expectGoal(page, 'Likes', 0);
      await expectWaiting(page, 'Likes', 0);
    }));

  it('comments from an AI suggestion with Ctrl+Enter, edits the comment, deletes it after confirming', () =>
    withDiagnostics(async () => {
      const pane = details();
      await pane.getByRole('button', { name: 'AI suggestion' }).click();
      await shows(page, 'Suggested responses:');
      await expectAccessible(page, 'Post with AI suggestions');
      const suggestion = pane.getByTitle('Use this suggestion').first();
      const suggested = (await suggestion.textContent()) ?? '';
      expect(suggested.trim().length).toBeGreaterThan(0);
      await suggestion.click();
      const box = pane.getByRole('textbox', { name: 'Your comment' });
      expect(await box.inputValue()).toBe(suggested);
      await box.press('Control+Enter');

      await shows(page, 'Your comment:');
      await expect.poll(() => pane.getByText(suggested, { exact: true }).isVisible()).toBe(true);
      await expectAccessible(page, 'Post with your comment');
      expect(await box.isVisible()).toBe(false);
      await expectWaiting(page, 'Comments', 1);
      await expectGoal(page, 'Comments', 0);

      const edited = `${suggested} (edited)`;
      await pane.getByRole('button', { name: 'edit', exact: true }).click();
      const editBox = pane.getByRole('textbox', { name: 'Edit your comment' });
      expect(await editBox.inputValue()).toBe(suggested);
      await expectAccessible(page, 'Editing a comment');
      await editBox.fill(edited);
      await pane.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => pane.getByText(edited, { exact: true }).isVisible()).toBe(true);

      await pane.getByRole('button', { name: 'delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete comment' });
      await confirm.getByText('Are you sure you want to delete this comment?', { exact: true }).waitFor();
      await expectAccessible(page, 'Delete comment confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.waitFor({ state: 'detached' });
      await pane.getByRole('textbox', { name: 'Your comment' }).waitFor();
      expect(await pane.getByText('Your comment:', { exact: true }).isVisible()).toBe(false);
    }));

  it('reaches the daily like cap and reads why the next like is refused', () =>
    withDiagnostics(async () => {
      // 100 likes a day is the cap. Clicking through 100 posts would take minutes, so the likes up to the cap go
      // through the API call the Like button makes (the server counts them the same way); the refused one is
      // clicked.
      await openUntouchedLinkedinPost(page);
      const openPostId = searchParam(page, 'postId');
      expect(openPostId).toBeTruthy();
      await likeUpToDailyCap(page, demo.url, openPostId ?? '');
      expect((await dailyLikeCap(page, demo.url)).used).toBe(100);

      const pane = details();
      const before = await likeCount(pane);
      await pane.getByRole('button', { name: 'Like', pressed: false }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Limit reached' });
      await refusal.waitFor({ timeout: 15_000 });
      // Under the pointer the notification stays until checked.
      await refusal.hover();
      expect(await refusal.textContent()).toMatch(
        /Daily like limit reached \(100 per 24 hours\); the next like is possible /,
      );
      await expectAccessible(page, 'Like refused at the daily cap');
      // Refused: the post is not liked and its count has not moved.
      expect(await pane.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false');
      expect(await likeCount(pane)).toBe(before);
      // The likes above bypassed this page's cache; after a reload the sidebar says the cap is reached.
      await page.reload();
      await shows(page, 'Likes: 100 of 100 in 24 hours');
    }));
});
