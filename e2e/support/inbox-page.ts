import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the text is on screen (dialogs and viewers load on demand). A test running beside others
 * (describe.concurrent) passes its own `expect`.
 */
export async function shows(page: Page, text: string | RegExp, timeout = 15_000, expectOfTest = expect): Promise<void> {
  await expectOfTest
    .poll(
      () =>
        page
          .getByText(text, { exact: typeof text === 'string' })
          .first()
          .isVisible(),
      { timeout },
    )
    .toBe(true);
}

/**
 * Opens the demo's printed sign-in link as its reader would (it was not asked for in this browser, so its page waits
 * for a click), and carries on without the browser extension (the demo user has finished the welcome tour and
 * onboarding, but no extension answers in this browser).
 */
export async function signInToDemo(page: Page, signInLink: string): Promise<void> {
  await page.goto(signInLink);
  await page.getByRole('button', { name: /^Sign in as / }).click();
  await page.waitForURL(/\/posts\?view=priority&dateRange=1/);
  const withoutExtension = page.getByRole('button', { name: 'Continue without the extension' });
  await withoutExtension.first().waitFor({ timeout: 20_000 });
  await withoutExtension.first().click();
  await withoutExtension.first().waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * A new account is greeted by the welcome tour, then the onboarding wizard (the sign-in lands on the app's home,
 * which asks for it), then asked for the extension; a person skips all three here.
 */
export async function dismissFirstRunDialogs(page: Page): Promise<void> {
  const skipTour = page.getByRole('button', { name: 'Skip the tour' });
  await skipTour.waitFor({ timeout: 15_000 });
  await skipTour.click();
  const closeWizard = page.getByRole('button', { name: 'Close onboarding' });
  await closeWizard.waitFor({ timeout: 15_000 });
  await closeWizard.click();
  const withoutExtension = page.getByRole('button', { name: 'Continue without the extension' });
  await withoutExtension.waitFor({ timeout: 15_000 });
  await withoutExtension.click();
  await withoutExtension.waitFor({ state: 'detached', timeout: 15_000 });
}

/** The element's text, trimmed. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** The inbox's count line, 'Showing N of M posts'; null while it is not shown. */
export async function postCounts(page: Page): Promise<{ shown: number; total: number } | null> {
  const line = page.getByText(/^Showing \d+ of \d+ posts$/);
  if (!(await line.isVisible())) return null;
  const match = (await textOf(line)).match(/^Showing (\d+) of (\d+) posts$/);
  return match ? { shown: Number(match[1]), total: Number(match[2]) } : null;
}

export async function totalPosts(page: Page): Promise<number | null> {
  return (await postCounts(page))?.total ?? null;
}

export function postRows(page: Page) {
  return page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
}

export function postDetails(page: Page) {
  return page.getByRole('region', { name: 'Post details' });
}

/** The open post's place in the detail pane's header, e.g. '3 of 50'. */
export async function openPosition(page: Page): Promise<{ index: number; count: number } | null> {
  const position = postDetails(page).getByText(/^\d+ of \d+$/);
  const text = (await position.count()) > 0 ? await textOf(position) : '';
  const match = text.match(/^(\d+) of (\d+)$/);
  return match ? { index: Number(match[1]), count: Number(match[2]) } : null;
}

/**
 * Whether the detail pane shows another post than the one at `placeBefore` (openPosition's index). The address
 * changes before the pane renders the move (the router updates in a transition): until the pane's place ('4 of 50')
 * moves too, what it shows is still the post left behind, which must not pass as the next. The place, not the
 * count: the list's next page arriving turns '40 of 50' into '40 of 100' on the same post, and a search waiting on
 * the count moved on a second time, past the post found between the two.
 */
async function paneMovedFrom(page: Page, placeBefore: number | undefined): Promise<boolean> {
  const place = (await openPosition(page))?.index;
  return place !== undefined && place !== placeBefore;
}

/** Moves the inbox on with `move` (j, Next post) and waits until the address and then the detail pane have moved. */
export async function moveToAnotherPost(page: Page, move: () => Promise<void>): Promise<void> {
  const before = searchParam(page, 'postId');
  const placeBefore = (await openPosition(page))?.index;
  await move();
  await expect.poll(() => searchParam(page, 'postId')).not.toBe(before);
  await expect.poll(() => paneMovedFrom(page, placeBefore)).toBe(true);
}

export function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** A tag filter's option and the number of posts listed beside it. */
export async function tagOption(page: Page, filter: string, tag: string) {
  const option = page.getByRole('dialog', { name: filter }).getByRole('checkbox', { name: tag });
  const count = async () =>
    Number(await textOf(option.locator('xpath=ancestor::div[contains(@class, "mantine-Group-root")][1]').locator('p')));
  return { option, count };
}

/**
 * The total of the next post list the inbox fetches (for lists refetched in the background after a change). A
 * list request the page gave up on (a newer fetch of the same list replaced it) has no body to read: the next one
 * answers instead. Every response is watched from the start, so one arriving while another is read is not missed.
 */
export function nextListTotal(page: Page, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      page.off('response', onResponse);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`No post list with a readable body within ${timeoutMs} ms`));
    }, timeoutMs);
    const onResponse = (response: Response) => {
      if (response.request().method() !== 'GET' || new URL(response.url()).pathname !== '/api/post') return;
      response.json().then(
        (body: { total: number }) => {
          stop();
          resolve(body.total);
        },
        () => {},
      );
    };
    page.on('response', onResponse);
  });
}
