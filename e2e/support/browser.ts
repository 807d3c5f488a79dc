import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
 * A fake camera and microphone that need no permission prompt: Chromium's test pattern and a beeping tone, for
 * the Recording Studio's journeys. Pass to launchBrowser.
 */
export const FAKE_MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** Debian's Chromium, headless. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE, headless: true, args: [...QUIET_FLAGS, ...extraArgs] });
}

/**
 * Debian's Chromium, headless, with one unpacked extension loaded. Extensions run only in a persistent profile
 * (a normal browser context is incognito-like), and Playwright's default --disable-extensions must go.
 */
export async function launchBrowserWithExtension(
  extensionDir: string,
  userDataDir: string,
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE,
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...QUIET_FLAGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...extraArgs,
    ],
  });
}
