import type { Locator, Page } from 'playwright-core';

/** The button named exactly `name` ('Next', not 'Next free slot'). */
export function exactButton(scope: Page | Locator, name: string) {
  return scope.getByRole('button', { name, exact: true });
}

/** The main navigation's link to a screen, as a person moves between screens (cheaper than loading one afresh). */
export function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

/**
 * Moves to a screen through the main navigation and waits for its heading (`heading`, else the link's name). The
 * router renders a move in a transition: until the new screen commits, the page still shows the old one's rows and
 * buttons, and a step taken on them (a row's menu opened) is undone when it does.
 */
export async function goToScreen(page: Page, link: string, heading = link): Promise<void> {
  await navLink(page, link).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/**
 * Clicks a wizard's Next and waits for what the next step shows. A second Next clicked before the step has
 * changed lands on the same step's button again, as a person's double-click would, and the wizard moves on once.
 */
export async function clickNext(scope: Page | Locator, nextStepShows: Locator): Promise<void> {
  await exactButton(scope, 'Next').click();
  await nextStepShows.first().waitFor({ state: 'attached' });
}
