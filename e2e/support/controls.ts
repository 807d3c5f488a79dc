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
 * Clicks a wizard's Next and waits for what the next step shows. A second Next clicked before the step has
 * changed lands on the same step's button again, as a person's double-click would, and the wizard moves on once.
 */
export async function clickNext(scope: Page | Locator, nextStepShows: Locator): Promise<void> {
  await exactButton(scope, 'Next').click();
  await nextStepShows.first().waitFor({ state: 'attached' });
}
