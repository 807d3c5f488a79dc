import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHunterServer, hunterFound, startFakeHunter } from '../apps/server/test/fake-hunter-server.ts';
import { EXTENSION_TIMEOUT_MS } from '../apps/web/src/lib/extension-client.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowserWithExtension } from './support/browser.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { diagnostics, posterName, signInAndOpenLinkedinPost } from './support/engage-journey.ts';
import { expectWaiting, posterButton, profileModal, waitingCount } from './support/engage-page.ts';
import { workerExtension } from './support/extension-build.ts';
import {
  type FakeLinkedinPerson,
  FIXTURE_COMPANY,
  FIXTURE_PROFILE_ID,
  startFakeLinkedinPerson,
} from './support/fake-linkedin-person.ts';
import type { FakePerson } from './support/fake-network.ts';
import { postDetails, shows } from './support/inbox-page.ts';
import { type DemoProcess, removeDir } from './support/inroad-process.ts';

// Reaching out to a post's author on the demo workspace: following and connecting from the profile modal (queued
// for the browser extension), an e-mail template, then with the extension (built against a fake LinkedIn on
// loopback) the profile lists the author's roles, the e-mail lookup asks a fake Hunter, and the queued follow and
// connection reach LinkedIn.

const TEMPLATE = {
  name: 'Intro after a post',
  subject: 'Your post, {{firstName}}',
  body: 'Hi {{firstName}},\n\nI read your post and would like to compare notes.\n\nBest',
};
const DEMO_EMAIL = 'demo@inroad.localhost';
const LOGIN_LINK = /https?:\/\/\S+\/api\/login\/verify\?token=[A-Za-z0-9_-]+/;
/** An invented author; the recorded experience and About answers the fake LinkedIn serves are for this id. */
const PERSON: FakePerson = {
  name: 'Riley Fixture',
  headline: 'Revenue Operations Lead at Northwind Widgets',
  vanity: 'riley-fixture',
  profileId: FIXTURE_PROFILE_ID,
  text: 'Our forecast reviews got shorter once we stopped reading the CRM aloud. What changed it for you?',
};
const HUNTER_DOMAIN = 'northwind-widgets.example';
const FOUND_EMAIL = 'riley.fixture@northwind-widgets.example';
const NOTE = 'Enjoyed your post on forecasting. Happy to compare notes on how we run reviews.';

describe('reaching out to an author on the demo workspace', () => {
  let hunter: FakeHunterServer;
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;
  // The page on screen: the extension's browser has its own once that part starts.
  let onScreen: Page | undefined;
  const { record, withDiagnostics } = diagnostics(() => ({ page: onScreen ?? page, demo }));

  beforeAll(async () => {
    hunter = await startFakeHunter();
    session = await openDemoSession({
      env: {
        HUNTER_API_KEY: 'test-hunter-key',
        HUNTER_BASE_URL: hunter.baseUrl,
        // The extension waits out the spacing after each action it performs, feed reads included: one second
        // instead of 45 lets the refresh follow the actions queued earlier in the journey.
        ACTION_SPACING_SECONDS: '1',
      },
      viewport: { width: 1400, height: 900 },
      // The journey's first step opens the sign-in link.
      signIn: false,
    });
    ({ demo, page } = session);
    page.on('console', record(''));
  });
  afterAll(async () => {
    await session?.close();
    await hunter?.close();
  });

  const details = () => postDetails(page);

  /** A second browser signs in as the demo says: ask for a link at /login, read it in the demo's log. */
  async function signInWithRequestedLink(tab: Page) {
    const since = demo.output().length;
    await tab.goto(`${demo.url}/login`);
    await tab.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
    await tab.getByRole('button', { name: 'Send login link' }).click();
    await shows(tab, 'Check your email for the login link!');
    let link: string | undefined;
    await expect
      .poll(() => {
        link = demo.output().slice(since).match(LOGIN_LINK)?.[0];
        return link;
      })
      .toBeTruthy();
    await tab.goto(link ?? '');
    await tab.waitForURL(/\/posts/);
  }

  it('signs in with the printed link and opens a LinkedIn post', () =>
    withDiagnostics(() => signInAndOpenLinkedinPost(page, demo.signInLink)));

  it('follows the author and connects with a note from the profile modal; the goal bars show them waiting', () =>
    withDiagnostics(async () => {
      const name = await posterName(page);
      const follows = await waitingCount(page, 'Follows');
      const connects = await waitingCount(page, 'Connects');
      await posterButton(details(), name).click();
      const modal = profileModal(page);
      await modal.waitFor();
      // Without the extension the modal has only what the server knows, and says why. A browser that exposes
      // chrome.runtime but never answers for the missing extension gets there after the bridge's time-out.
      await modal
        .getByText('Browser extension needed', { exact: true })
        .waitFor({ timeout: EXTENSION_TIMEOUT_MS + 10_000 });
      await modal.getByText("You haven't engaged with this person yet", { exact: true }).waitFor();
      await expectAccessible(page, 'Profile without the extension');

      await modal.getByRole('button', { name: 'Follow', exact: true }).click();
      await modal.getByRole('button', { name: 'Following', exact: true }).waitFor();
      await expectWaiting(page, 'Follows', follows + 1);
      const timeline = modal.getByRole('list', { name: 'Activity Timeline' });
      await timeline.getByText('Started following this person', { exact: true }).waitFor({ timeout: 15_000 });

      await modal.getByRole('button', { name: 'Add Connection' }).click();
      const noteDialog = page.getByRole('dialog', { name: 'Add a note to your invitation' });
      const note = noteDialog.getByRole('textbox', { name: `Note to ${name}` });
      await note.waitFor();
      await noteDialog.getByText('0/300', { exact: true }).waitFor();
      await note.fill(NOTE);
      await noteDialog.getByText(`${NOTE.length}/300`, { exact: true }).waitFor();
      await expectAccessible(page, 'Connect with a note');
      await noteDialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await noteDialog.waitFor({ state: 'detached' });
      await modal.getByRole('button', { name: 'Connected', exact: true }).waitFor();
      await modal.getByText('Waiting for the extension', { exact: true }).waitFor();
      await expectWaiting(page, 'Connects', connects + 1);
      await expectAccessible(page, 'Profile after following and connecting');

      await modal.getByRole('button', { name: 'Close' }).click();
      await modal.waitFor({ state: 'detached' });
    }));

  it('creates an e-mail template in Settings → Email Templates', () =>
    withDiagnostics(async () => {
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.waitForURL(/\/settings/);
      await page.getByRole('tab', { name: 'Email Templates' }).click();
      await page.getByRole('button', { name: 'Create Template' }).waitFor();
      await expectAccessible(page, 'Settings, e-mail templates');
      await page.getByRole('button', { name: 'Create Template' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Email Template' });
      await dialog.getByRole('textbox', { name: 'Name' }).waitFor();
      await expectAccessible(page, 'Create e-mail template');
      await dialog.getByRole('textbox', { name: 'Name' }).fill(TEMPLATE.name);
      await dialog.getByRole('textbox', { name: 'Subject' }).fill(TEMPLATE.subject);
      await dialog.getByRole('textbox', { name: 'Body' }).fill(TEMPLATE.body);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const list = page.getByRole('list', { name: 'Email templates' });
      await list.getByText(TEMPLATE.name, { exact: true }).waitFor();
      await expectAccessible(page, 'Settings, e-mail templates with a template');
      await page.getByRole('link', { name: 'Priority Inbox' }).click();
      await page.waitForURL(/\/posts/);
    }));

  describe('with the browser extension, against a fake LinkedIn and Hunter', () => {
    let linkedin: FakeLinkedinPerson;
    let workDir: string;
    let extContext: BrowserContext;

    beforeAll(async () => {
      workDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-engage-e2e-'));
      const extension = await workerExtension();
      linkedin = await startFakeLinkedinPerson({ person: PERSON, port: extension.fakeNetworkPort });
      extContext = await launchBrowserWithExtension(extension.dir, path.join(workDir, 'profile'));
      extContext.on('console', record('extension page '));
      // Signed in to LinkedIn in this browser: the extension repeats JSESSIONID as its csrf token.
      await extContext.addCookies([{ name: 'JSESSIONID', value: '"ajax:5151515151"', url: linkedin.url }]);
      // The compose window goes to Gmail; the network here is closed, so the browser answers it itself.
      await extContext.route('https://mail.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Compose</title>' }),
      );
      hunter.setHandler((query) =>
        query.get('domain') === HUNTER_DOMAIN ? hunterFound(FOUND_EMAIL) : { status: 404, body: { data: null } },
      );
    });
    const fakeRequests = () =>
      `Fake LinkedIn requests:\n${linkedin.requests.map((r) => `${r.method} ${r.path}`).join('\n')}`;

    afterAll(async () => {
      await extContext?.close();
      await linkedin?.close();
      if (workDir) removeDir(workDir);
    });

    it('finds the author’s e-mail, composes it from the template in Gmail, logs it and sees it in the timeline', () =>
      withDiagnostics(async () => {
        const tab = extContext.pages()[0] ?? (await extContext.newPage());
        onScreen = tab;
        await tab.setViewportSize({ width: 1400, height: 900 });
        await signInWithRequestedLink(tab);
        // The extension answers, so no install prompt; the web app hands it a session. As a person reads the inbox
        // before refreshing it, the journey waits for the web app's first presence check to have its answer.
        await tab.locator('[data-extension-check="done"]').waitFor({ state: 'attached' });
        await tab.getByRole('button', { name: 'Refresh', exact: true }).click();
        const info = tab.getByRole('dialog', { name: 'Updating your feeds' });
        await info.getByRole('button', { name: 'Got it' }).waitFor();
        await expectAccessible(tab, 'Updating your feeds');
        await info.getByRole('button', { name: 'Got it' }).click();
        await expect
          .poll(() => linkedin.sent('GET', '/voyager/api/graphql?variables=').length, { timeout: 30_000 })
          .toBeGreaterThan(0);

        // The post the feeds found, among all posts.
        await tab.getByRole('link', { name: 'All Posts' }).click();
        await tab.getByRole('searchbox', { name: 'Search posts' }).fill(PERSON.name);
        const row = tab
          .getByRole('list', { name: 'Posts' })
          .getByRole('button', { name: new RegExp(`^${PERSON.name} `) });
        // The inbox reloads itself while the feeds are read.
        await expect.poll(() => row.count(), { timeout: 60_000 }).toBeGreaterThan(0);
        await row.first().click();
        const pane = postDetails(tab);
        await posterButton(pane, PERSON.name).click();

        const modal = profileModal(tab);
        const experience = modal.getByRole('region', { name: 'Experience' });
        await experience.getByText(FIXTURE_COMPANY.name, { exact: true }).first().waitFor({ timeout: 30_000 });
        await modal.getByRole('region', { name: 'About' }).waitFor();
        await experience.getByRole('button', { name: 'Find email address' }).first().click();
        await experience.getByText(FOUND_EMAIL, { exact: true }).waitFor({ timeout: 20_000 });
        await expectAccessible(tab, 'Profile with experience and a found e-mail');
        expect(hunter.requests.at(-1)?.path).toBe('/v2/email-finder');
        expect(hunter.requests.at(-1)?.query.get('domain')).toBe(HUNTER_DOMAIN);
        expect(hunter.requests.at(-1)?.query.get('api_key')).toBe('test-hunter-key');
        expect(hunter.requests.at(-1)?.query.get('first_name')).toBe('Riley');
        expect(hunter.requests.at(-1)?.query.get('last_name')).toBe('Fixture');

        await experience.getByRole('button', { name: 'Gmail' }).first().click();
        const picker = tab.getByRole('dialog', { name: 'Select Email Template' });
        await picker.getByText('Blank Email', { exact: true }).waitFor();
        await expectAccessible(tab, 'Select e-mail template');
        // The template opens the compose window, a new page in this browser.
        const [composeWindow] = await Promise.all([
          extContext.waitForEvent('page', { timeout: 15_000 }),
          picker.getByRole('menuitem', { name: TEMPLATE.name }).click(),
        ]);
        await expect.poll(() => composeWindow.url()).toMatch(/^https:\/\/mail\.google\.com\/mail\/\?/);
        const sent = new URL(composeWindow.url()).searchParams;
        expect(sent.get('to')).toBe(FOUND_EMAIL);
        expect(sent.get('su')).toBe('Your post, Riley');
        expect(sent.get('body')).toContain('Hi Riley,');
        await composeWindow.close();

        await experience.getByRole('button', { name: 'Log Sent Email' }).click();
        await experience.getByRole('button', { name: 'Email Logged' }).waitFor();
        const timeline = modal.getByRole('list', { name: 'Activity Timeline' });
        await timeline.getByText('Emailed person', { exact: true }).waitFor({ timeout: 15_000 });

        // Meanwhile the extension performed what waited in the queue: the follow and the note-carrying
        // connection request from the first browser reached LinkedIn.
        await expect
          .poll(() => linkedin.sent('POST', '/voyager/api/feed/dash/followingStates/').length, { timeout: 30_000 })
          .toBe(1);
        await expect
          .poll(() => linkedin.sent('POST', '/voyager/api/voyagerRelationshipsDashMemberRelationships').length, {
            timeout: 30_000,
          })
          .toBe(1);
        const [invitation] = linkedin.sent('POST', '/voyager/api/voyagerRelationshipsDashMemberRelationships');
        expect(JSON.parse(invitation?.body ?? '{}')).toMatchObject({ customMessage: NOTE });
      }, fakeRequests));
  });
});
