import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLOUR_RULES, expectAccessible, TAGS, untilSchemeIs } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';

// The accessibility check itself, on planted violations in a static page: every rule runs in one scheme, only the
// colour rules in the other (where the page is left for its next check), and a violation of either kind still fails
// the check, naming the screen and scheme.

/**
 * A page that follows the system's scheme as the app does (Mantine's attribute on <html>), with `css` on top of
 * readable black-on-white and white-on-black, and `body` as its content.
 */
function plantedPage(css: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <title>Planted</title>
  <style>
    body { background: #fff; color: #000; }
    @media (prefers-color-scheme: dark) { body { background: #000; color: #fff; } }
    ${css}
  </style>
  <script>
    const dark = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => document.documentElement.setAttribute('data-mantine-color-scheme', dark.matches ? 'dark' : 'light');
    follow();
    dark.addEventListener('change', follow);
  </script>
</head>
<body><main><h1>Planted</h1>${body}</main></body>
</html>`;
}

describe('the accessibility check', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(() => page?.close());

  it('passes a readable page in both schemes and leaves it in the other, where the next check runs every rule', async () => {
    await page.setContent(plantedPage('', '<p>Readable text.</p>'));
    await expectAccessible(page, 'Readable');
    await untilSchemeIs(page, 'dark');
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button></button>'));
    await expect(expectAccessible(page, 'A nameless button')).rejects.toThrow(
      /A nameless button, dark:\n- button-name \(critical\)/,
    );
    await untilSchemeIs(page, 'light');
  });

  it('reports text that is faint in the dark scheme only, naming the screen and the scheme', async () => {
    await page.setContent(
      plantedPage('@media (prefers-color-scheme: dark) { .faint { color: #222; } }', '<p class="faint">Faint.</p>'),
    );
    const failure = expectAccessible(page, 'Faint in the dark');
    await expect(failure).rejects.toThrow(/Faint in the dark, dark:\n- color-contrast \(serious\)/);
    await expect(failure).rejects.not.toThrow(/Faint in the dark, light/);
    await untilSchemeIs(page, 'dark');
  });

  it('reports text that is faint in the light scheme only, also when the page starts dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setContent(plantedPage('.faint { color: #ddd; }', '<p class="faint">Faint.</p>'));
    const failure = expectAccessible(page, 'Faint in the light');
    await expect(failure).rejects.toThrow(/Faint in the light, light:\n- color-contrast \(serious\)/);
    await expect(failure).rejects.not.toThrow(/Faint in the light, dark/);
    await untilSchemeIs(page, 'light');
  });

  it('reports a link told from its text by a colour too close to it in the dark scheme only', async () => {
    // Light: a dark red link in black text (3.3:1 between them); dark: a light grey link in white text (1.1:1).
    await page.setContent(
      plantedPage(
        `a { color: #c00000; text-decoration: none; }
         @media (prefers-color-scheme: dark) { a { color: #eee; } }`,
        '<p>Some text around <a href="#here">a link</a> that is told from it only by its colour.</p>',
      ),
    );
    await expect(expectAccessible(page, 'A link in text')).rejects.toThrow(
      /A link in text, dark:\n- link-in-text-block \(serious\)/,
    );
  });

  it('reports a structural violation (a button without a name)', async () => {
    await page.setContent(plantedPage('', '<button type="button"></button>'));
    await expect(expectAccessible(page, 'A nameless button')).rejects.toThrow(
      /A nameless button, light:\n- button-name \(critical\)/,
    );
  });

  it('runs in the second scheme every rule of the tag set that axe-core files under colour', async () => {
    await page.setContent(plantedPage('', '<p>Readable text.</p>'));
    await expectAccessible(page, 'Readable');
    const colourRules = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { getRules(tags: string[]): { ruleId: string; tags: string[] }[] } }).axe
          .getRules(tags)
          .filter((rule) => rule.tags.includes('cat.color') && !rule.tags.includes('experimental'))
          .map((rule) => rule.ruleId),
      TAGS,
    );
    expect(colourRules.length).toBeGreaterThan(0);
    expect(COLOUR_RULES).toEqual(expect.arrayContaining(colourRules));
  });
});
