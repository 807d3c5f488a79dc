import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLinkIn, type SmtpCatcher, startSmtpCatcher } from '../apps/server/test/smtp-catcher.ts';
import { checkingEachScreenOnce } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { exactButton } from './support/controls.ts';
import { dismissFirstRunDialogs } from './support/inbox-page.ts';
import { askForSignInLink, type InroadProcess, removeDir, startInroad } from './support/inroad-process.ts';
import { engines } from './support/suites.ts';

/** The sign-in and sign-up screens and the Create dialog are the same on every engine and at every sign-in. */
const checkOnce = checkingEachScreenOnce();

for (const engine of engines()) {
  describe(`sign-in journey on ${engine.name}`, () => {
    let smtp: SmtpCatcher;
    let inroad: InroadProcess;
    let browser: Browser;

    beforeAll(async () => {
      smtp = await startSmtpCatcher();
      inroad = await startInroad({ SMTP_URL: smtp.url, ...(await engine.env()) });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await inroad?.stop();
      await smtp?.close();
      await engine.stop();
      if (inroad) removeDir(inroad.dataDir);
    });

    async function signIn(page: Page, email: string) {
      await page.goto(inroad.url);
      await page.waitForURL(/\/login/);
      await page.getByRole('textbox', { name: 'Email' }).waitFor();
      await checkOnce(page, 'Sign in');
      // The sign-up wording of the same form, and back.
      await page.getByRole('link', { name: 'Sign Up for free' }).click();
      await page.getByRole('link', { name: 'Log in' }).waitFor();
      await checkOnce(page, 'Sign up');
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.getByRole('link', { name: 'Sign Up for free' }).waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      const since = smtp.messages.length;
      await page.getByRole('button', { name: 'Send login link' }).click();
      await expect
        .poll(() => page.getByText('Check your email for the login link!').isVisible(), { timeout: 15_000 })
        .toBe(true);
      const link = loginLinkIn(await smtp.waitFor(email, { since }));
      // The link's page signs in with a POST by itself and lands on the app's home, which routes to the inbox.
      await page.goto(link);
      await page.waitForURL(/\/posts\?view=priority&dateRange=1/);
    }

    it('signs in by e-mail link, keeps dark mode, edits the name, logs out', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, 'journey@example.com');
      expect(new URL(page.url()).search).toMatch(/^\?view=priority&dateRange=1(&onboarding=1)?$/);
      await dismissFirstRunDialogs(page);
      await expect.poll(() => page.getByRole('link', { name: 'Priority Inbox' }).isVisible()).toBe(true);

      const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
      const before = await scheme();
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect.poll(scheme).not.toBe(before);
      const toggled = await scheme();
      await page.reload();
      await expect.poll(scheme).toBe(toggled);
      expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe(toggled === 'dark' ? 'true' : 'false');

      await page.getByRole('button', { name: 'Settings' }).click();
      await page.waitForURL(/\/settings/);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText('Profile saved').first().isVisible()).toBe(true);
      await page.reload();
      await expect.poll(() => page.getByText('Lovelace').first().isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL(/\/login/);
      await page.goto(`${inroad.url}/trackers`);
      await page.waitForURL(/\/login/);
      await context.close();
    });

    // The Create area's screens do not depend on the engine: on the embedded default only, as the Create journeys.
    if (engine.name === 'PGlite') {
      it('writes post drafts in the Create area with nothing configured, labelled basic', async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, 'writer@example.com');
        await dismissFirstRunDialogs(page);
        await page.getByRole('link', { name: 'Content Queue' }).click();
        await page.waitForURL(/\/create\/content$/);
        await page.getByRole('button', { name: 'Create New Content' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create Content' });
        await dialog.getByRole('radio', { name: 'Long-form text' }).check();
        await dialog.getByRole('textbox', { name: 'Idea' }).fill('Why discovery calls stall');
        await dialog.getByRole('textbox', { name: 'Desired Outcome' }).fill('Calls that end with a booked next step');
        await dialog.getByRole('textbox', { name: 'Advice' }).fill('Ask what the problem costs before any demo');
        await dialog.getByRole('button', { name: 'Create' }).click();
        const firstDraft = dialog.getByRole('textbox', { name: 'Draft 1' });
        await expect.poll(() => firstDraft.isVisible(), { timeout: 30_000 }).toBe(true);
        expect((await firstDraft.inputValue()).toLowerCase()).toContain('what the problem costs');
        expect(await dialog.getByText('Basic drafts (no AI model is configured)').isVisible()).toBe(true);
        await checkOnce(page, 'Create Content');
        await dialog.getByRole('radio', { name: 'Use draft 2' }).check();
        await dialog.getByRole('button', { name: 'Delete draft 1' }).click();
        expect(await dialog.getByRole('radio', { name: 'Use draft 1' }).isChecked()).toBe(true);
        // Escape asks before the drafts are thrown away; Discard closes the dialog and hands focus back to the button
        // that opened it.
        await page.keyboard.press('Escape');
        const discard = page.getByRole('dialog', { name: 'Discard this post?' });
        await exactButton(discard, 'Discard').click();
        await dialog.waitFor({ state: 'detached' });
        await expect
          .poll(() =>
            page.getByRole('button', { name: 'Create New Content' }).evaluate((el) => el === document.activeElement),
          )
          .toBe(true);
        await context.close();
      });
    }

    it("shows a used link's page in the system's dark scheme, and its form mails a new link", async () => {
      const context = await browser.newContext({ colorScheme: 'dark' });
      const page = await context.newPage();
      const email = 'twice@example.com';
      const firstSince = smtp.messages.length;
      // Asked for elsewhere (not in this browser): the link's page names the account and waits for a click.
      await askForSignInLink(inroad, email);
      const link = loginLinkIn(await smtp.waitFor(email, { since: firstSince }));
      await page.goto(link);
      await page.getByText('Sign in to Inroad as twice@example.com?').waitFor();
      await checkOnce(page, 'Sign-in link opened in another browser');
      // The check leaves the page in the other scheme; this journey's page follows a dark system.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByRole('button', { name: 'Sign in as twice@example.com' }).click();
      await page.waitForURL(/\/posts/);
      // The same link again: a page of the server's own, not the web app.
      await page.goto(link);
      await expect
        .poll(() => page.getByText('This login link was already used. Request a new one.').isVisible())
        .toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
      await checkOnce(page, 'Used sign-in link');
      const since = smtp.messages.length;
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send a new link' }).click();
      await expect.poll(() => page.getByText('Check your email for the login link!').isVisible()).toBe(true);
      expect(loginLinkIn(await smtp.waitFor(email, { since }))).not.toBe(link);
      await context.close();
    });

    it('sends a signed-out visitor of a protected page to /login and /signin there too', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${inroad.url}/feeds`);
      await page.waitForURL(/\/login/);
      await page.goto(`${inroad.url}/signin`);
      await page.waitForURL(/\/login$/);
      await expect
        .poll(() => page.getByText('Dominate your niche on social media in 10 minutes a day.').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await context.close();
    });
  });
}
