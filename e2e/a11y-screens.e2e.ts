import { BILLING_MESSAGES } from '@inroad/contracts/billing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { goToScreen, navLink } from './support/controls.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { postDetails, postRows, searchParam, shows, totalPosts } from './support/inbox-page.ts';
import type { DemoProcess } from './support/inroad-process.ts';

// The screens and states of the demo workspace that no other journey passes through, each checked with axe in the
// light and the dark scheme: the signed-out pages of a spent sign-in link, the error and not-found pages, the
// confirmations and row menus of Data Feeds and Trackers, an empty search, and archiving with its Undo.

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

describe('the remaining screens of the demo workspace, with axe', () => {
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;

  beforeAll(async () => {
    session = await openDemoSession();
    ({ demo, page } = session);
  });
  afterAll(() => session?.close());

  it('a spent sign-in link offers a new one; the login page says why a link was refused', async () => {
    const context = await session.browser.newContext();
    try {
      const visitor = await context.newPage();
      // The session above signed in with the demo's link: opening it again finds it used.
      await visitor.goto(demo.signInLink);
      await visitor.getByText('This login link was already used. Request a new one.').waitFor();
      await expectAccessible(visitor, 'A spent sign-in link');
      await visitor.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
      await visitor.getByRole('button', { name: 'Send a new link' }).click();
      await visitor.getByText('Check your email for the login link!').waitFor();
      await expectAccessible(visitor, 'A new sign-in link sent');
      await visitor.goto(`${demo.url}/login?error=used`);
      await visitor.getByRole('textbox', { name: 'Email' }).waitFor();
      await expectAccessible(visitor, 'Sign in after a refused link');
    } finally {
      await context.close();
    }
  });

  it('the not-found page, and the error page when the server fails', async () => {
    await page.goto(`${demo.url}/no-such-screen`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'Page not found');

    // The session check answered with a server error rather than 'signed out': the error page, not the login.
    await page.route('**/api/user/settings', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
    );
    try {
      await page.goto(`${demo.url}/feeds`);
      await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor({ timeout: 20_000 });
      await expectAccessible(page, 'Error page');
    } finally {
      await page.unroute('**/api/user/settings');
    }
  });

  it('row menus and delete confirmations of Data Feeds and Trackers, and a search without results', async () => {
    // Loaded afresh after the error page; then through the main navigation, as a person moves on.
    await page.goto(`${demo.url}/feeds`);
    for (const [screen, heading, dialogName] of [
      ['Data Feeds', 'Feeds', 'Delete source'],
      ['Trackers', 'Trackers', 'Delete tracker'],
    ] as const) {
      await goToScreen(page, screen, heading);
      const actions = page.getByRole('button', { name: /^Actions for / }).first();
      await actions.waitFor({ timeout: 20_000 });
      await actions.click();
      const remove = page.getByRole('menuitem', { name: 'Delete' });
      await remove.waitFor();
      await expectAccessible(page, `${screen}, a row's actions`);
      await remove.click();
      const confirm = page.getByRole('dialog', { name: dialogName });
      await confirm.waitFor();
      // A destructive confirmation starts on Cancel.
      await eventually(() =>
        confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await expectAccessible(page, `${dialogName} confirmation`);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
    }

    await goToScreen(page, 'Data Feeds', 'Feeds');
    // Typed once the list is there, as a person reading it would: a fill while the screen was still loading was
    // seen to land nowhere on a busy machine (no input event reached the page).
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor({ timeout: 20_000 });
    const search = page.getByRole('searchbox', { name: 'Search feeds' });
    await search.fill('no feed has this name');
    expect(await search.inputValue()).toBe('no feed has this name');
    await shows(page, 'No feeds match "no feed has this name"');
    await expectAccessible(page, 'Data Feeds, no match');
  });

  it('archiving the open post says so with an Undo; a search without posts', async () => {
    await navLink(page, 'Priority Inbox').click();
    await postRows(page).first().getByRole('button').click();
    await eventually(() => searchParam(page, 'postId')).not.toBeNull();
    const archived = searchParam(page, 'postId');
    const before = (await totalPosts(page)) ?? 0;
    await postDetails(page).getByRole('button', { name: 'Archive' }).click();
    const status = page.getByRole('status', { name: 'Archiving' });
    const undo = status.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    await status.getByText(/^Post by .+ archived\.$/).waitFor();
    await expectAccessible(page, 'Inbox, a post archived, with Undo');
    await undo.click();
    await eventually(() => totalPosts(page)).toBe(before);
    await eventually(() => searchParam(page, 'postId')).toBe(archived);

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('no post says this at all');
    await shows(page, 'No posts found');
    await expectAccessible(page, 'Inbox, no posts found');
  });

  it('Settings without Stripe say how to turn billing on; deleting an e-mail template asks first', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    await page.getByText(BILLING_MESSAGES.notConfigured).first().waitFor();
    await expectAccessible(page, 'Settings, payment methods without billing configured');

    await page.getByRole('tab', { name: 'Email Templates' }).click();
    await page.getByRole('button', { name: 'Create Template' }).click();
    const editor = page.getByRole('dialog', { name: 'Create Email Template' });
    await editor.getByRole('textbox', { name: 'Name' }).fill('Checked for accessibility');
    await editor.getByRole('textbox', { name: 'Subject' }).fill('Hello');
    await editor.getByRole('textbox', { name: 'Body' }).fill('A short note.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Checked for accessibility' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete template' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectAccessible(page, 'Delete e-mail template confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Email templates' }).getByText('Checked for accessibility').waitFor();
  });
});
