import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium build without the browser's user interface underneath, which
 * Playwright itself runs for headless pages. Its browser process costs about half as much (2.0 against 3.8 CPU-s
 * over two demo journeys, the pages' renderers the same) and it starts no extra utility processes. Extensions need
 * the full browser (launchBrowserWithExtension); without the shell, the journeys run in the full browser.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';

/** Nothing that phones home: the network here is closed. */
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * V8's interpreter and baseline compiler only: a journey's page lives seconds, too short for the optimising
 * compilers to earn back their work. A signed-in inbox load, a post opened and two axe runs cost the browser 3.0
 * instead of 3.3 CPU-s (medians of 6, twice each); what the page does is the same.
 */
const LEAN_JS_FLAGS = ['--js-flags=--no-opt --no-maglev'];

/**
 * Pages open as for someone who asked their system for less motion, which the app honours (no transitions, loaders
 * that stand still): a spinning loader alone kept a renderer and the display compositor repainting 60 times a
 * second, ~0.12 of a core for as long as a page waited on something, and each colour transition repainted the page
 * for its length. Six demo journeys cost 250 and 245 CPU-s against 281 and 282 with motion. A context that passes
 * `reducedMotion` itself keeps what it asks for: the first-run journey runs with motion (onboarding.e2e.ts).
 */
const MOTION = { reducedMotion: 'reduce' } as const;

/**
 * A fake camera and microphone that need no permission prompt: Chromium's test pattern and a beeping tone, for
 * the Recording Studio's journeys. Pass to launchBrowser.
 */
export const FAKE_MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** The journey worker's browsers, one per set of extra flags, launched on first use (journeys share their worker's
 * modules: vitest.config.ts). */
const workerBrowsers = new Map<string, Promise<Browser>>();

/**
 * Debian's Chromium, headless (its headless shell where installed): the journey worker's own browser for these flags,
 * which the journeys it runs one after another share: a launch costs ~2.4 s of CPU (browser, zygote, GPU and utility
 * processes), which every journey paid, some twice (the studio journey's two parts both need the fake camera's flags).
 * The journey gets a handle on it whose contexts are its own (no cookies, storage or cache of another journey), and
 * whose close() closes those contexts and leaves the browser to the next journey; a browser that has gone (it crashed)
 * is launched again.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const key = extraArgs.join(' ');
  let launching = workerBrowsers.get(key);
  if (!launching) {
    launching = launch(extraArgs).catch((error: unknown) => {
      workerBrowsers.delete(key);
      throw error;
    });
    workerBrowsers.set(key, launching);
  }
  const browser = await launching;
  if (!browser.isConnected()) {
    workerBrowsers.delete(key);
    return launchBrowser(extraArgs);
  }
  return journeyHandle(browser);
}

function launch(extraArgs: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : EXECUTABLE,
    headless: true,
    args: [...QUIET_FLAGS, ...LEAN_JS_FLAGS, ...extraArgs],
  });
}

/**
 * The shared browser as one journey sees it: the contexts (and pages with contexts of their own) it opens are its
 * own, and close() closes only those, so that tests running side by side in one file do not close each other's.
 */
function journeyHandle(browser: Browser): Browser {
  const mine = new Set<BrowserContext>();
  const own = (context: BrowserContext) => {
    mine.add(context);
    context.once('close', () => mine.delete(context));
    return context;
  };
  const overrides: Partial<Browser> = {
    newContext: async (options) => own(await browser.newContext({ ...MOTION, ...options })),
    newPage: async (options) => {
      const page = await browser.newPage({ ...MOTION, ...options });
      own(page.context());
      return page;
    },
    contexts: () => [...mine],
    close: async () => {
      await Promise.all([...mine].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (typeof property === 'string' && property in overrides) return overrides[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Debian's Chromium, headless, with one unpacked extension loaded. Extensions run only in a persistent profile
 * (a normal browser context is incognito-like), and Playwright's default --disable-extensions must go.
 * Resolves once the extension's service worker runs: a fresh profile installs the extension after the browser has
 * started, and on a busy machine a page's first messages could otherwise go unanswered past the web app's 5 s
 * presence check, which then reports the extension missing.
 */
export async function launchBrowserWithExtension(
  extensionDir: string,
  userDataDir: string,
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE,
    headless: true,
    ...MOTION,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...QUIET_FLAGS,
      ...LEAN_JS_FLAGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...extraArgs,
    ],
  });
  if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker', { timeout: 60_000 });
  return context;
}
