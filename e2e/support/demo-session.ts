import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { demoTemplateReady } from './demo-template.ts';
import { signInToDemo } from './inbox-page.ts';
import { type DemoProcess, removeDir, startDemo, startSeededDemo, withServerLog } from './inroad-process.ts';

export interface DemoSession {
  demo: DemoProcess;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Closes the browser, stops the demo and removes its data folder. */
  close(): Promise<void>;
}

export interface DemoSessionOptions {
  /** Settings for the demo process (fake services' addresses, shorter spacing…). */
  env?: Record<string, string>;
  /** Extra Chromium flags, e.g. FAKE_MEDIA_FLAGS. */
  browserArgs?: string[];
  viewport?: { width: number; height: number };
  /** Whether to open the printed sign-in link now (true), or leave it to the journey's first step. */
  signIn?: boolean;
  /**
   * The demo's very first start (`npm run demo` on an empty folder: seeding, then enriching in the background
   * while the journey runs) instead of `npm start` on a copy of the workspace seeded once for the run.
   */
  firstRun?: boolean;
  /** The port of the demo's copy, for a journey that must know its address before it starts (default: any free one). */
  port?: number;
}

/**
 * The demo workspace (see `firstRun`) and a headless Chromium with one page on it, signed in to the demo workspace
 * unless told not to. What started before a failure is stopped again, so a journey whose start-up fails leaves
 * nothing running.
 */
export async function openDemoSession(options: DemoSessionOptions = {}): Promise<DemoSession> {
  const template = inject('demoTemplate');
  // A first run seeds and enriches a workspace of its own: not while the run's demo workspace is being seeded, when
  // the two would starve each other (and the journeys beside them) of the two cores.
  if (options.firstRun) await demoTemplateReady(template);
  const demo = options.firstRun
    ? await startDemo(options.env, { port: options.port })
    : await startSeededDemo(template, options.env, options.port);
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await demo.stop();
    removeDir(demo.dataDir);
  };
  try {
    browser = await launchBrowser(options.browserArgs);
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1440, height: 900 } });
    const page = await context.newPage();
    if (options.signIn ?? true) await signInToDemo(page, demo.signInLink);
    return { demo, browser, context, page, close };
  } catch (error) {
    await close();
    throw withServerLog(error, demo);
  }
}
