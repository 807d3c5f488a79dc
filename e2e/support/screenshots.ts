import type { Page } from 'playwright-core';
import { type ColorScheme, isThemed, settleInScheme } from './axe.ts';

/**
 * Takes the page as it is now in the light and the dark scheme, each to `pathOf(scheme)`, and leaves it light. Each
 * picture waits for the colours to end where the scheme puts them: a segmented control's labels change colour with a
 * transition, and a picture taken at once showed the active one white on white.
 */
export async function screenshotInBothSchemes(page: Page, pathOf: (scheme: ColorScheme) => string): Promise<void> {
  const themed = await isThemed(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await settleInScheme(page, colorScheme, themed);
    await page.screenshot({ path: pathOf(colorScheme) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
