import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { vi } from 'vitest';

// Evaluated through the DevTools protocol rather than added as a <script>: the app's Content-Security-Policy
// (script-src 'self') refuses inline scripts, as it should.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, and Deque's best practices. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules of TAGS whose outcome can depend on a colour, found in axe-core's code (4.14): every path from a rule's
 * matcher or checks to a read of a colour from the computed style (color, background-color or -image, border and
 * text-shadow colours, text-decoration). Colour contrast and a link told from its text by colour alone read them;
 * th-has-data-cells' matcher takes a table whose rows differ in background colour for a data table. The other
 * rules read the DOM, names, roles, focus and geometry, which a change of scheme leaves as they are: the app's and
 * Mantine's dark styles change colour variables only (and borders of the same width). accessibility-check.e2e.ts
 * fails when a newer axe-core tags another rule as a colour rule.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block', 'th-has-data-cells'];
const BLOCKING = new Set(['critical', 'serious']);

export type ColorScheme = 'light' | 'dark';

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/** The violations of one axe run as lines a reader can act on: rule, impact, help, and the elements. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `- ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Waits until `predicate` holds in the page. Polled with evaluate rather than waitForFunction: that one compiles the
 * predicate with `new Function` inside the page, which the app's Content-Security-Policy (no 'unsafe-eval') reports
 * as a violation, and the studio's journey fails on any violation. vi.waitFor rather than expect.poll, which needs
 * to know the running test: tests running side by side (describe.concurrent) check their screens too.
 */
export async function untilInPage(page: Page, predicate: (arg: string) => boolean, arg = ''): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await page.evaluate(predicate, arg))) throw new Error(`The page did not come to hold: ${predicate}`);
    },
    { timeout: 5_000, interval: 50 },
  );
}

/** Waits until the app has switched to the scheme the page now emulates. */
export function untilSchemeIs(page: Page, colorScheme: ColorScheme): Promise<void> {
  return untilInPage(
    page,
    (scheme) => document.documentElement.getAttribute('data-mantine-color-scheme') === scheme,
    colorScheme,
  );
}

/**
 * Waits until the page's animations and transitions (a dialog's fade-in, colours changing with the scheme) have
 * ended. A loader's endless animation never ends, and changes no colour.
 */
function untilAnimationsSettle(page: Page): Promise<void> {
  return untilInPage(page, () =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Whether the app's theme runs in the page: a window the app writes into without it (the studio's popped-out script)
 * has no scheme to wait for.
 */
export function isThemed(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-mantine-color-scheme'));
}

/**
 * Emulates the scheme and waits until the page shows it with its colours where they end: not halfway through a
 * dialog's fade-in or the change of scheme itself.
 */
export async function settleInScheme(page: Page, colorScheme: ColorScheme, themed: boolean): Promise<void> {
  await page.emulateMedia({ colorScheme });
  if (themed) await untilSchemeIs(page, colorScheme);
  await untilAnimationsSettle(page);
}

/** How many animations and transitions run on the page now, a loader's endless spin included. */
export function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
}

/** Every rule of TAGS, or only the COLOUR_RULES. */
export type RuleSet = 'every' | 'colour';

/** Runs axe on the page as it is now; answers the critical and serious violations. */
export async function blockingViolations(page: Page, rules: RuleSet = 'every'): Promise<Result[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const runOnly = rules === 'every' ? { type: 'tag', values: TAGS } : { type: 'rule', values: COLOUR_RULES };
  // Only the violations leave the page: the whole result (every rule's passes and inapplicable entries, ~40 kB on
  // the inbox) cost the browser and the journey ~0.1 CPU-s each to send and read, per run, for nothing read here.
  // axe preloads the page's style sheets and media for css-orientation-lock and no-autoplay-audio, on any run unless
  // told not to: the colour rules read neither, and the colour run took ~30 ms less without (of ~180).
  const preload = rules === 'every';
  const violations = await page.evaluate(
    async ([only, preload]) => {
      if (!window.axe) throw new Error('axe-core did not load');
      return (await window.axe.run(document, { runOnly: only, resultTypes: ['violations'], preload })).violations;
    },
    [runOnly, preload] as const,
  );
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/**
 * Checks the screen as it is now in the light and the dark scheme, and fails naming every critical or serious
 * violation. Every rule runs in the scheme the page is in; in the other only the rules that read colours
 * (COLOUR_RULES), since a change of scheme changes nothing else: the second full run cost as much again and could
 * find nothing new. Leaves the page in that other scheme, as a system switched to it would (the app follows the
 * system's): switching back restyled the whole page once more for nothing checked (~0.1 CPU-s of the browser per
 * check), and the page's next check runs every rule in this scheme, so a journey's checks run them in both.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const found: string[] = [];
  const initial: ColorScheme = await page.evaluate(() =>
    window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const other: ColorScheme = initial === 'light' ? 'dark' : 'light';
  const themed = await isThemed(page);
  for (const [colorScheme, rules] of [
    [initial, 'every'],
    [other, 'colour'],
  ] as const) {
    // Contrast is measured on the colours as they end.
    await settleInScheme(page, colorScheme, themed);
    const violations = await blockingViolations(page, rules);
    if (violations.length > 0) found.push(`${screen}, ${colorScheme}:\n${describeViolations(violations)}`);
  }
  if (found.length > 0) throw new Error(`Accessibility violations (critical or serious):\n${found.join('\n')}`);
}

/**
 * expectAccessible for a journey that comes to the same screen more than once, at each sign-in or on each engine over
 * the same data: each screen, by its name, is checked the first time it is asked for and passed over after (a check
 * costs the page ~0.5 CPU-s, and the same screen in the same state can find nothing new).
 */
export function checkingEachScreenOnce(): (page: Page, screen: string) => Promise<void> {
  const checked = new Set<string>();
  return async (page, screen) => {
    if (checked.has(screen)) return;
    checked.add(screen);
    await expectAccessible(page, screen);
  };
}
