import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './axe.ts';
import { exactButton } from './controls.ts';
import type { DemoSession } from './demo-session.ts';
import { screenshotInBothSchemes } from './screenshots.ts';
import { retryingShed } from './shed-retry.ts';

// The Recording Studio as a person uses it in the journeys (e2e/studio.e2e.ts): its buttons, takes, videos and
// the content queue that plays them.

/** Where to write screenshots of the studio's states, light and dark, when set. */
const SHOTS = process.env.E2E_SCREENSHOTS;

export const eventually = <T>(read: () => T | Promise<T>, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 100 });

export const CLOSE_CONFIRMATION =
  'You will lose all progress in the recording studio by closing this window. Are you sure you want to proceed?';
export const OVERWRITE_CONFIRMATION =
  "You haven't accepted or rejected your last draft recording yet. Doing this will overwrite the draft. Do you want to do this?";

/**
 * Presses the button as a keyboard user does, once it is enabled (a click waits for that by itself; a key press
 * on a disabled button would do nothing). A key press reaches a button a notice covers; a click would not.
 */
export async function pressButton(button: Locator, timeout = 30_000) {
  await eventually(() => button.isEnabled(), timeout).toBe(true);
  await button.press('Enter');
}

/** The seconds shown on the studio's recording badge. */
export async function recordedFor(studio: Locator): Promise<number> {
  // The take's clock: a timer, which a screen reader leaves unread as it ticks.
  const text = (await studio.getByRole('timer').textContent()) ?? '';
  return Number(text.match(/([\d.]+) s/)?.[1] ?? 0);
}

/**
 * Collects the Content-Security-Policy violations of every page of the context, the pop-ups included: the console
 * line Chromium writes for each, and the page's own violation events (for those it reports without one).
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || document.URL}:${event.lineNumber}`;
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} at ${where}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text);
  });
  return violations;
}

/** Screenshots of the page as it is now, light and dark, when E2E_SCREENSHOTS names a folder. */
export async function shoot(on: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await screenshotInBothSchemes(on, (colorScheme) => path.join(SHOTS, `studio-${name}-${colorScheme}.png`));
}

/** Runs a step; when it fails, the error says what the studio showed (an alert of a failed take, say). */
export async function showingStudio<T>(studio: Locator, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const shown = await studio.textContent({ timeout: 2_000 }).catch(() => '(the studio is gone)');
    throw new Error(`${(error as Error).message}\nThe studio showed: ${shown}`, { cause: error });
  }
}

/** Waits, on a busy machine, for the take's clock to pass `seconds`. */
export function untilRecordedFor(studio: Locator, seconds: number) {
  return showingStudio(studio, () => eventually(() => recordedFor(studio), 45_000).toBeGreaterThanOrEqual(seconds));
}

/** Stops the take and waits until the section holds it as its draft (the take is written out after Stop). */
export async function stopTake(studio: Locator, index: number) {
  await exactButton(studio, 'Stop').click();
  const item = studio.getByRole('list', { name: 'Sections' }).getByRole('listitem').nth(index);
  await showingStudio(studio, () => eventually(() => item.textContent(), 60_000).toMatch(/Draft [\d.]+ s$/));
}

/** Records a take of at least `seconds` on the section at `index`, waiting on the studio's own clock. */
export async function recordTake(studio: Locator, index: number, seconds: number) {
  await exactButton(studio, 'Record').click();
  await untilRecordedFor(studio, seconds);
  await stopTake(studio, index);
}

/** The seconds the section list shows for a recorded section. */
export async function sectionSeconds(studio: Locator, index: number): Promise<number> {
  const item = studio.getByRole('list', { name: 'Sections' }).getByRole('listitem').nth(index);
  const text = (await item.textContent()) ?? '';
  return Number(text.match(/Recorded ([\d.]+) s/)?.[1] ?? Number.NaN);
}

/** The final video's size and duration, once its metadata has loaded. */
export async function videoFacts(video: Locator) {
  await eventually(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  return video.evaluate(async (v: HTMLVideoElement) => {
    // A file without a duration in its header reports Infinity until the end is sought once.
    if (!Number.isFinite(v.duration)) {
      v.currentTime = 1e6;
      await new Promise((resolve) => v.addEventListener('durationchange', resolve, { once: true }));
    }
    return { width: v.videoWidth, height: v.videoHeight, duration: v.duration };
  });
}

/** Plays the video until its clock moves: it decodes, not just loads. */
export async function plays(video: Locator) {
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 0;
    return v.play();
  });
  await eventually(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
}

/** A short-form post with this script, on its record step, with the studio open. */
export async function openStudio(on: Page, baseUrl: string, script: string) {
  await on.goto(`${baseUrl}/create/content`);
  // Earlier posts' 'Post not published' notices (bottom right, until closed) can cover this button and the dialog's
  // own, and one may arrive at any step: each button is pressed as a keyboard user would, not clicked (a covered
  // button fails its click after half a minute). The first visit after the demo starts loads slowly on a busy
  // machine.
  await pressButton(exactButton(on, 'Create New Content').first(), 60_000);
  const create = on.getByRole('dialog', { name: 'Create Content' });
  await create.getByRole('radio', { name: 'Short-form video (about 60 seconds)' }).check();
  await create.getByRole('textbox', { name: 'Idea' }).fill('Forecasts slip');
  await pressButton(exactButton(create, 'Create'));
  // Drafting takes a while on a busy machine.
  await create.getByRole('textbox', { name: 'Draft 1' }).waitFor({ timeout: 60_000 });
  await create.getByRole('radio', { name: 'Use draft 1' }).check();
  await create.getByRole('textbox', { name: 'Draft 1' }).fill(script);
  await pressButton(exactButton(create, 'Next'));
  await pressButton(exactButton(create, 'Open Recording Studio'));
  const studio = on.getByRole('dialog', { name: 'Recording Studio' });
  // The studio's code (mediabunny) loads on first use.
  await studio.waitFor({ timeout: 60_000 });
  return { create, studio };
}

export async function scheduleAsap(create: Locator) {
  await create.getByRole('radio', { name: 'As soon as possible' }).check();
  await exactButton(create, 'Schedule').click();
  await create.getByText('Your post is saved.').waitFor();
  await exactButton(create, 'Done').click();
}

export async function savedPost(on: Page, baseUrl: string, text: string) {
  const posts = (await (await retryingShed(() => on.request.get(`${baseUrl}/api/create/user_posts`))).json()) as {
    id: number;
    postContent: string;
    mediaUrl: string | null;
  }[];
  return posts.find((post) => post.postContent.includes(text));
}

/** Opens the post's media from the content queue and plays it: 390x844, decoding. */
export async function playFromQueue(on: Page, post: { id: number }, text: string) {
  await on.getByRole('table', { name: 'Content queue' }).getByText(text).first().waitFor();
  await on.getByRole('button', { name: `Preview media of post ${post.id}` }).click();
  const media = on.getByRole('dialog', { name: 'Media' });
  const queued = media.locator('video');
  expect(await videoFacts(queued)).toMatchObject({ width: 390, height: 844 });
  await plays(queued);
  await expectAccessible(on, 'Media preview of a queued post');
  await exactButton(media, 'Close').click();
}

/** A second context on the signed-in session, with the browser's media answers changed by `init` before any page. */
export async function otherBrowser(session: DemoSession, init: () => void) {
  const other = await session.browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: await session.context.storageState(),
  });
  const violations = await watchContentSecurityPolicy(other);
  await other.addInitScript(init);
  const otherPage = await other.newPage();
  // A new tab asks about the extension once.
  await otherPage.goto(`${session.demo.url}/create/content`);
  const withoutExtension = otherPage.getByRole('button', { name: 'Continue without the extension' });
  await withoutExtension.first().click();
  await withoutExtension.first().waitFor({ state: 'detached' });
  return { other, otherPage, violations };
}

/**
 * The share of near-white pixels in rows `top` to `bottom` of the video's frame at half a second. The fake camera
 * draws greens only, so white there is the burned-in caption's text.
 */
export async function whiteShare(video: Locator, top: number, bottom: number): Promise<number> {
  return video.evaluate(
    async (v: HTMLVideoElement, [from, to]) => {
      v.pause();
      v.currentTime = 0.5;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      const canvas = document.createElement('canvas');
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      const context = canvas.getContext('2d');
      if (!context) return Number.NaN;
      context.drawImage(v, 0, 0);
      const { data } = context.getImageData(0, from, canvas.width, to - from);
      let white = 0;
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 200 && (data[i + 2] ?? 0) > 200) white++;
      }
      return white / (data.length / 4);
    },
    [top, bottom] as const,
  );
}
