import type { Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import { expectGoal } from './engage-page.ts';
import { moveToAnotherPost, postDetails, signInToDemo } from './inbox-page.ts';
import type { DemoProcess } from './inroad-process.ts';

// What the engagement journeys share: finding a post to engage with, and saying what went wrong when a step fails.

/** The open post's author, from the article's accessible name ('Post by …'). */
export async function posterName(page: Page): Promise<string> {
  return (await postDetails(page).getByRole('article').getAttribute('aria-label'))?.replace(/^Post by /, '') ?? '';
}

/** Moves through the inbox (Next post) until the open post is a LinkedIn post the user has not touched. */
export async function openUntouchedLinkedinPost(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Posts' }).getByRole('button').first().click();
  for (let step = 0; step < 40; step++) {
    const pane = postDetails(page);
    await pane.getByRole('button', { name: 'Like' }).waitFor();
    const linkedin = await pane.getByRole('article').getByText('LinkedIn', { exact: true }).isVisible();
    const liked = (await pane.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')) === 'true';
    const fresh = await pane.getByRole('textbox', { name: 'Your comment' }).isVisible();
    if (linkedin && !liked && fresh) return;
    await moveToAnotherPost(page, () => pane.getByRole('button', { name: 'Next post' }).click());
  }
  throw new Error('No untouched LinkedIn post among the first 40');
}

/** The journeys' first step: the printed sign-in link, an untouched LinkedIn post, and every goal still at 0. */
export async function signInAndOpenLinkedinPost(page: Page, signInLink: string): Promise<void> {
  await signInToDemo(page, signInLink);
  await openUntouchedLinkedinPost(page);
  await expectAccessible(page, 'A LinkedIn post');
  // Right after start-up the demo is still enriching its posts, and the goal bars' first answer can take a while.
  for (const label of ['Likes', 'Comments', 'Follows', 'Connects'] as const) await expectGoal(page, label, 0, 45_000);
}

/** What every open dialog says, to tell which one is in the way. */
async function dialogTexts(tab: Page): Promise<string> {
  const dialogs = await tab.getByRole('dialog').all();
  const texts = await Promise.all(dialogs.map((d) => d.textContent({ timeout: 1_000 }).catch(() => '(unreadable)')));
  return texts.map((t) => `- ${(t ?? '').replace(/\s+/g, ' ').slice(0, 600)}`).join('\n') || '(none)';
}

/**
 * Collects the page's console and gives a step runner that, on failure, prints what the browser and the server
 * said (and `more`, e.g. a fake's requests). `current` is read at failure time: the page and demo start in beforeAll.
 */
export function diagnostics(current: () => { page: Page; demo: DemoProcess }) {
  const consoleLines: string[] = [];
  const record = (source: string) => (message: { type(): string; text(): string }) =>
    consoleLines.push(`[${source}${message.type()}] ${message.text()}`);
  async function withDiagnostics(run: () => Promise<void>, more?: () => string) {
    try {
      await run();
    } catch (error) {
      const { page, demo } = current();
      console.log(`Inroad output (tail):\n${demo.output().slice(-3000)}`);
      const said = [
        `Browser console (tail):\n${consoleLines.slice(-20).join('\n')}`,
        `Open page: ${page.url()}\nDialogs on screen:\n${await dialogTexts(page)}`,
        `Today's counts as the server tells them now: ${await serverCounts(page)}`,
        ...(more ? [more()] : []),
      ].join('\n');
      // In the error itself, so that the failure's report carries it even where only its end is kept.
      if (error instanceof Error) error.message += `\n\n${said}`;
      else console.log(said);
      throw error;
    }
  }
  return { record, withDiagnostics };
}

/**
 * GET /api/profile/engagement/count from the page, as the goals panel asks for it: a goal or waiting count that
 * did not come tells whether the server or the screen is behind.
 */
async function serverCounts(page: Page): Promise<string> {
  try {
    return await page.evaluate(async () => {
      const response = await fetch('/api/profile/engagement/count', { credentials: 'same-origin' });
      return `${response.status} ${await response.text()}`;
    });
  } catch (error) {
    return `not read (${error instanceof Error ? error.message : String(error)})`;
  }
}
