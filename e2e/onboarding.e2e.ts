import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLinkIn, type SmtpCatcher, startSmtpCatcher } from '../apps/server/test/smtp-catcher.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { clickNext } from './support/controls.ts';
import { type InroadProcess, removeDir, startInroad } from './support/inroad-process.ts';
import { retryingShed } from './support/shed-retry.ts';

// One engine is enough here: the API suite runs onboarding on PGlite and PostgreSQL; this checks the screens.
describe('first run without the extension: welcome tour, onboarding wizard, feeds created', () => {
  let smtp: SmtpCatcher;
  let inroad: InroadProcess;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    inroad = await startInroad({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await inroad?.stop();
    await smtp?.close();
    if (inroad) removeDir(inroad.dataDir);
  });

  async function signIn(page: Page, email: string) {
    await page.goto(`${inroad.url}/login`);
    await expectAccessible(page, 'Sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    const since = smtp.messages.length;
    await page.getByRole('button', { name: 'Send login link' }).click();
    // As a person does: the page has its answer (and the browser the mark that it asked) before the link is opened.
    await page.getByText('Check your email for the login link!').waitFor();
    const link = loginLinkIn(await smtp.waitFor(email, { since }));
    await page.goto(link);
    // The link lands on the app's home, which sends a new account to the inbox with the wizard asked for.
    await page.waitForURL(/\/posts\?view=priority&dateRange=1&onboarding=1$/);
  }

  /** Waits until the text is on screen (dialogs load on demand). */
  async function shows(page: Page, text: string) {
    await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
  }

  it('takes a new user from the tour through the wizard to their first Data Feeds', async () => {
    // With the dialogs' and steps' transitions, which the other journeys leave out (browser.ts).
    const context = await browser.newContext({ reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await signIn(page, 'first-run@example.com');

    await shows(page, 'Step 1 of 6');
    await expectAccessible(page, 'Welcome tour, first step');
    for (let step = 1; step < 6; step++) await clickNext(page, page.getByText(`Step ${step + 1} of 6`));
    await shows(page, 'Coming soon');
    await expectAccessible(page, 'Welcome tour, last step');
    await page.getByRole('button', { name: 'Get Started' }).click();

    // With the tour done, the wizard the sign-in asked for opens over the inbox by itself.
    await page.getByRole('button', { name: 'Change mode' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('onboarding')).toBe('1');
    await shows(page, 'Welcome to Inroad');
    await expectAccessible(page, 'Onboarding wizard, welcome');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Competitors and adjacent products' }).check();
    await expectAccessible(page, 'Onboarding wizard, feed content');
    await clickNext(page, page.getByRole('textbox', { name: 'Topic' }));

    await page.getByRole('button', { name: 'Next' }).click();
    await shows(page, 'Please add at least one topic to continue');
    await expectAccessible(page, 'Onboarding wizard, topics with a problem');
    await page.getByRole('textbox', { name: 'Topic' }).fill('Restaurant payroll');
    await page.getByRole('button', { name: 'Add topic' }).click();
    await page.getByRole('textbox', { name: 'Keywords for Restaurant payroll' }).fill('tip pooling');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await expectAccessible(page, 'Onboarding wizard, a topic with keywords');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Competitors' }).fill('Acme Payroll');
    await page.getByRole('button', { name: 'Add competitor' }).click();
    await expectAccessible(page, 'Onboarding wizard, competitors');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete' }).waitFor();
    await expectAccessible(page, 'Onboarding wizard, ready');
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Complete' }).click();
    await shows(page, 'Building your feed...');

    // After the countdown the page reloads onto the inbox, onboarding done.
    await reloaded;
    expect(new URL(page.url()).searchParams.get('onboarding')).toBeNull();
    const sources = await (await retryingShed(() => page.request.get(`${inroad.url}/api/source`))).json();
    expect((sources as { name: string }[]).map((s) => s.name).sort()).toEqual([
      'Competitor Mention: Acme Payroll',
      'Search Topic: Restaurant payroll',
    ]);
    const settings = await (await retryingShed(() => page.request.get(`${inroad.url}/api/user/settings`))).json();
    expect(settings).toMatchObject({ metadata: { welcomeModalComplete: true, onboardingWizardComplete: true } });

    // Without the extension the install prompt follows; on a local host it can be bypassed.
    await shows(page, 'Chrome Extension Required');
    await expectAccessible(page, 'Extension required');
    await page.getByRole('button', { name: 'Continue without the extension' }).first().click();
    await shows(page, 'Extension not found');
    await expectAccessible(page, 'Inbox with the extension-not-found banner');

    // The banner is one compact line on a laptop screen, and can be put away for the session.
    await page.setViewportSize({ width: 1440, height: 900 });
    const banner = page.getByRole('status', { name: 'Extension not found' });
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(48);
    await banner.getByRole('button', { name: 'Dismiss for this session' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Priority Inbox' }).waitFor();
    // Once the extension check has answered, the banner is up or it stays away: wait for that answer, not a time.
    await page.locator('[data-extension-check="done"]').waitFor({ state: 'attached' });
    expect(await page.getByText('Extension not found').count()).toBe(0);

    // The new user's inbox shows the daily goal bars, drawn (a track with its colour), not only their counts.
    const goals = page.getByRole('region', { name: 'Daily goals' });
    await goals.getByText('Likes', { exact: true }).waitFor();
    const track = goals.locator('.mantine-Progress-root').first();
    expect((await track.boundingBox())?.width).toBeGreaterThan(50);
    expect((await track.boundingBox())?.height).toBeGreaterThan(0);
    expect(await track.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });
});
