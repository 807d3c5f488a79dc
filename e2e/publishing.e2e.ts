import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../apps/server/test/fake-linkedin-server.ts';
import { type FakeReddit, redditEnv, startFakeReddit } from '../apps/server/test/fake-reddit-server.ts';
import { expectAccessible } from './support/axe.ts';
import { clickNext, exactButton, goToScreen, navLink } from './support/controls.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { DEMO_START_TIMEOUT_MS } from './support/demo-template.ts';
import type { DemoProcess } from './support/inroad-process.ts';
import { screenshotInBothSchemes } from './support/screenshots.ts';

// Publishing as a user meets it: LinkedIn and Reddit are fakes on loopback (their sign-in pages and publishing
// APIs), Inroad runs as `npm run demo` with its real job queue.

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 200 });
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Where to write screenshots of the journey's screens, light and dark, when set (as the other journeys do). */
const SHOTS = process.env.E2E_SCREENSHOTS;

describe('publishing journey', () => {
  let linkedin: FakeLinkedIn;
  let reddit: FakeReddit;
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;

  beforeAll(async () => {
    linkedin = await startFakeLinkedIn();
    reddit = await startFakeReddit();
    session = await openDemoSession({ env: { ...linkedInEnv(linkedin), ...redditEnv(reddit) } });
    ({ demo, page } = session);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  }, DEMO_START_TIMEOUT_MS);
  afterAll(async () => {
    await session?.close();
    await linkedin?.close();
    await reddit?.close();
  });

  async function shoot(name: string) {
    if (!SHOTS) return;
    await screenshotInBothSchemes(page, (colorScheme) => path.join(SHOTS, `${name}-${colorScheme}.png`));
  }

  /**
   * Writes a post from the Content Queue, as soon as possible: with an image unless told otherwise, to where
   * `destination` picks on the schedule step (LinkedIn when it picks nothing).
   */
  async function postAsap(
    text: string,
    options: { image?: boolean; destination?: (create: Locator) => Promise<void> } = {},
  ) {
    await goToScreen(page, 'Content Queue');
    await exactButton(page, 'Create New Content').first().click();
    const create = page.getByRole('dialog', { name: 'Create Content' });
    await create.getByRole('radio', { name: 'Long-form text' }).check();
    await create.getByRole('textbox', { name: 'Idea' }).fill('Why forecasts slip');
    await create.getByRole('textbox', { name: 'Advice' }).fill('Review deals by exit criteria');
    await exactButton(create, 'Create').click();
    await create.getByRole('textbox', { name: 'Draft 1' }).waitFor({ timeout: 30_000 });
    await create.getByRole('radio', { name: 'Use draft 1' }).check();
    await create.getByRole('textbox', { name: 'Draft 1' }).fill(text);
    await clickNext(create, create.locator('input[type=file]'));
    if (options.image ?? true) {
      const file = { name: 'chart.png', mimeType: 'image/png', buffer: PIXEL };
      await create.locator('input[type=file]').setInputFiles(file);
      await create.getByRole('img', { name: 'Preview of chart.png' }).waitFor();
    }
    await exactButton(create, 'Next').click();
    await create.getByRole('radio', { name: 'As soon as possible' }).check();
    await options.destination?.(create);
    await exactButton(create, 'Schedule').click();
    await create.getByText('Your post is saved.').waitFor();
    await exactButton(create, 'Done').click();
    return page.getByRole('table', { name: 'Content queue' }).getByRole('row').filter({ hasText: text });
  }

  it('connects LinkedIn, publishes an ASAP post with its image once, and retries a failed one', async () => {
    await goToScreen(page, 'Integrations');
    expect(await navLink(page, 'Integrations').getAttribute('aria-current')).toBe('page');
    await page.getByText('No integrations yet.').waitFor();
    await shoot('integrations-empty');
    await expectAccessible(page, 'Integrations');

    const addLinkedIn = async () => {
      await exactButton(page, 'Add Integration').click();
      const add = page.getByRole('dialog', { name: 'Add Integration' });
      await add.getByRole('textbox', { name: 'Name' }).fill('My LinkedIn');
      await add.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'LinkedIn' });
      return add;
    };

    // Cancelled on the fake LinkedIn's consent page: back on the screen, the server's reason (from its cookie).
    await exactButton(await addLinkedIn(), 'Integrate').click();
    await page.getByRole('heading', { name: 'Sign in to LinkedIn' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/integrations$/);
    const refused = page.getByRole('alert').filter({ hasText: 'LinkedIn did not grant access: access_denied' });
    await refused.getByRole('button', { name: 'Dismiss' }).click();

    const add = await addLinkedIn();
    await expectAccessible(page, 'Add Integration');
    await exactButton(add, 'Integrate').click();

    // The fake LinkedIn's consent page, then back to the screen with the integration connected.
    await page.getByRole('heading', { name: 'Sign in to LinkedIn' }).waitFor();
    expect(new URL(page.url()).searchParams.get('scope')).toBe('openid profile w_member_social');
    await page.getByRole('link', { name: 'Allow' }).click();
    await page.waitForURL(/\/integrations$/);
    const row = page.getByRole('table', { name: 'Integrations' }).getByRole('row').filter({ hasText: 'My LinkedIn' });
    await row.getByText('Connected').waitFor();
    await row.getByText('Ada Example').waitFor();
    await shoot('integrations-connected');
    await expectAccessible(page, 'Integrations with a connection');
    // Removing it would send its LinkedIn posts through the extension instead: the confirmation says so. Kept.
    await row.getByRole('button', { name: 'Remove My LinkedIn' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove integration' });
    await removal
      .getByText('Remove My LinkedIn? LinkedIn posts scheduled through it will go out through the Inroad extension')
      .waitFor();
    await shoot('integration-removal');
    await expectAccessible(page, 'Remove integration');
    await exactButton(removal, 'Cancel').click();
    await removal.waitFor({ state: 'hidden' });

    const text = 'Forecasts slip when deals skip exit criteria.';
    const queued = await postAsap(text);
    await queued.getByText('Published', { exact: true }).waitFor({ timeout: 30_000 });
    const link = queued.getByRole('link', { name: 'View on LinkedIn' });
    await eventually(() => link.getAttribute('href')).toMatch(
      /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:/,
    );
    expect(linkedin.posts).toHaveLength(1);
    expect(linkedin.posts[0]!.commentary).toBe(text);
    expect(linkedin.posts[0]!.media?.equals(PIXEL)).toBe(true);
    await shoot('queue-published');
    await expectAccessible(page, 'Content Queue with a published post');
    // It had no time of its own (as soon as possible): on the calendar it sits at the time it went out.
    await page.getByText('Week', { exact: true }).click();
    const week = page.getByRole('region', { name: 'Content calendar, week view' });
    await week
      .locator('.fc-event')
      .filter({ hasText: `Published: ${text}` })
      .waitFor();
    await shoot('calendar-published-asap');

    // LinkedIn refuses the next one: its reason shows, and Retry publishes it.
    linkedin.failNextPost(422, 'The image was rejected');
    const second = 'Second post: the pipeline review checklist.';
    const failing = await postAsap(second);
    await failing.getByText('Failed', { exact: true }).waitFor({ timeout: 30_000 });
    await failing.getByText('LinkedIn answered 422: The image was rejected').waitFor();
    // The failure's notice comes with it: the queue, its reason, Retry and the notice are checked together.
    await page.getByRole('alert').filter({ hasText: 'Post not published' }).waitFor({ timeout: 30_000 });
    await shoot('queue-failed');
    await expectAccessible(page, 'Content Queue with a failed post, its reason, Retry and its notice');
    await exactButton(failing, 'Retry').click();
    await failing.getByText('Published', { exact: true }).waitFor({ timeout: 30_000 });
    expect(linkedin.posts.map((post) => post.commentary)).toEqual([text, second]);
    // The notice stays until closed, and shows again on the next page load while its dismissal has not reached a
    // busy server (a shed request is sent again): from here on it is closed whenever it covers what the journey
    // clicks next (a dialog's Schedule button at the bottom right), as a person closes it. Behind one of the app's
    // own dialogs (a <dialog> in the browser's top layer) it covers nothing and cannot be clicked: it is left until
    // that dialog closes, so the handler does not wait for it to go.
    await page.addLocatorHandler(
      page.getByRole('alert').filter({ hasText: 'Post not published' }),
      async (notices) => {
        if ((await page.locator('dialog[open]').count()) > 0) return;
        // Each one shown (a second failed post adds its own); one may go meanwhile, replaced or closed already.
        for (const notice of await notices.all()) {
          await notice
            .getByRole('button', { name: 'Close notification' })
            .click({ timeout: 5_000 })
            .catch(() => {});
        }
      },
      { noWaitAfter: true },
    );
  });

  it('connects Reddit and publishes a text post once to the subreddit picked from the subscriptions', async () => {
    await page.goto(`${demo.url}/integrations`);
    await exactButton(page, 'Add Integration').click();
    const add = page.getByRole('dialog', { name: 'Add Integration' });
    await add.getByRole('textbox', { name: 'Name' }).fill('My Reddit');
    await add.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'Reddit' });
    await exactButton(add, 'Integrate').click();
    await page.getByRole('heading', { name: 'Sign in to Reddit' }).waitFor();
    await page.getByRole('link', { name: 'Allow' }).click();
    await page.waitForURL(/\/integrations$/);
    const row = page.getByRole('table', { name: 'Integrations' }).getByRole('row').filter({ hasText: 'My Reddit' });
    await row.getByText('Connected').waitFor();
    await row.getByText(reddit.username).waitFor();

    const text = 'How we review pipeline every Monday, in three questions.';
    const title = 'Our Monday pipeline review';
    const queued = await postAsap(text, {
      image: false,
      destination: async (create) => {
        await create
          .getByRole('combobox', { name: 'Publish to' })
          .selectOption({ label: `Reddit: My Reddit (u/${reddit.username})` });
        await create.getByRole('radio', { name: 'A subreddit' }).check();
        // The suggestions are the account's subscriptions, read through the integration.
        await create.getByLabel('Subreddit', { exact: true }).fill('r/sa');
        await page.getByRole('option', { name: 'r/SaaS', exact: true }).click();
        await create.getByRole('textbox', { name: 'Title' }).fill(title);
        await shoot('create-reddit-target');
        await expectAccessible(page, 'Create Content, a Reddit subreddit picked');
      },
    });
    await queued.getByText('Published', { exact: true }).waitFor({ timeout: 30_000 });
    const link = queued.getByRole('link', { name: 'View on Reddit' });
    await eventually(() => link.getAttribute('href')).toMatch(/^https:\/\/www\.reddit\.com\/r\/SaaS\/comments\//);
    const submits = reddit.requests.filter((request) => request.method === 'POST' && request.path === '/api/submit');
    expect(submits).toHaveLength(1);
    expect(reddit.posts).toHaveLength(1);
    expect(reddit.posts[0]).toMatchObject({ sr: 'SaaS', kind: 'self', title, text });
    await shoot('queue-reddit-published');
    await expectAccessible(page, 'Content Queue with a Reddit post published');
  });

  it("shows the best posting hours panel beside the queue's calendar", async () => {
    await goToScreen(page, 'Content Queue');
    await page.getByText('Month', { exact: true }).click();
    const panel = page.getByRole('region', { name: 'Best posting hours so far' });
    await panel.waitFor();
    // The numbers of a published post are first read an hour after it went out, so a fresh workspace's history
    // has none yet: the panel says how many posts it still needs rather than guess.
    await panel.getByText(/^Not enough history yet\./).waitFor();
    await panel.getByText(/From your own published posts, in /).waitFor();
    await shoot('queue-best-hours');
    await expectAccessible(page, 'The month calendar with the best posting hours');
  });

  it("publishes a post's variant, which shows its own state and link", async () => {
    await goToScreen(page, 'Content Plan');
    await exactButton(page, 'Create New Plan').click();
    const planDialog = page.getByRole('dialog', { name: 'Create Content Plan' });
    await planDialog.getByRole('combobox', { name: 'Content plan type' }).selectOption({ label: 'Blank' });
    await planDialog.getByRole('textbox', { name: 'Content Plan Name' }).fill('Variants');
    await exactButton(planDialog, 'Create Plan').click();
    await page.waitForURL(/\/create\/ideas\/\d+$/);
    await exactButton(page, 'Add Content Topic').click();
    const topicDialog = page.getByRole('dialog', { name: 'Add Content Topic' });
    await topicDialog.getByRole('textbox', { name: 'Content Topic Name' }).fill('Forecasting');
    await exactButton(topicDialog, 'Save').click();
    const topic = page.getByRole('region', { name: 'Forecasting' });
    await exactButton(topic, 'Add Content Idea').click();
    const ideaDialog = page.getByRole('dialog', { name: 'Add Content Idea' });
    await ideaDialog.getByRole('textbox', { name: 'Content Idea' }).fill('Forecast calls');
    await exactButton(ideaDialog, 'Save').click();
    const ideaRow = topic.getByRole('row').filter({ hasText: 'Forecast calls' });
    const ideaId = ((await ideaRow.getByRole('cell').first().textContent()) ?? '').trim();

    // The post itself stays a draft; its variant goes out.
    await page.getByRole('button', { name: `Show posts for idea ${ideaId}` }).click();
    const posts = page.getByRole('region', { name: `Posts for idea ${ideaId}` });
    await exactButton(posts, 'Create Content').click();
    const create = page.getByRole('dialog', { name: 'Create Content' });
    await create.getByRole('radio', { name: 'Long-form text' }).check();
    await create.getByRole('textbox', { name: 'Advice' }).fill('Ask what changed since last week');
    await exactButton(create, 'Create').click();
    await create.getByRole('textbox', { name: 'Draft 1' }).waitFor({ timeout: 30_000 });
    await create.getByRole('radio', { name: 'Use draft 1' }).check();
    await create.getByRole('textbox', { name: 'Draft 1' }).fill('Forecast calls: the draft itself.');
    await clickNext(create, create.locator('input[type=file]'));
    await exactButton(create, 'Next').click();
    await create.getByRole('radio', { name: 'Save as draft' }).check();
    await exactButton(create, 'Save Draft').click();
    await exactButton(create, 'Done').click();
    await page.getByRole('button', { name: /^Show variants of answer \d+$/ }).click();
    const variants = page.getByRole('region', { name: /^Posts of answer \d+$/ });
    await exactButton(variants, 'New Post Variant').click();
    const variantDialog = page.getByRole('dialog', { name: 'New Post Variant' });
    await exactButton(variantDialog, 'Create').click();
    await variantDialog.getByRole('textbox', { name: 'Draft 1' }).waitFor({ timeout: 30_000 });
    await variantDialog.getByRole('radio', { name: 'Use draft 1' }).check();
    const variantText = 'Forecast calls go faster when each rep names what changed.';
    await variantDialog.getByRole('textbox', { name: 'Draft 1' }).fill(variantText);
    await clickNext(variantDialog, variantDialog.locator('input[type=file]'));
    await exactButton(variantDialog, 'Next').click();
    await variantDialog.getByRole('radio', { name: 'As soon as possible' }).check();
    await exactButton(variantDialog, 'Schedule').click();
    await variantDialog.getByText('Your post variant is saved.').waitFor();
    await exactButton(variantDialog, 'Done').click();

    const variantRow = variants.getByRole('table').getByRole('row').filter({ hasText: variantText });
    await variantRow.getByText('Published', { exact: true }).waitFor({ timeout: 30_000 });
    const link = variantRow.getByRole('link', { name: 'View on LinkedIn' });
    await eventually(() => link.getAttribute('href')).toMatch(
      /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:/,
    );
    expect(linkedin.posts.filter((post) => post.commentary === variantText)).toHaveLength(1);
    // The link is the variant's own post on LinkedIn.
    const published = linkedin.posts.find((post) => post.commentary === variantText);
    expect(await link.getAttribute('href')).toContain(published?.urn);
    await shoot('variant-published');
    await expectAccessible(page, 'A published post variant');
  });

  it('asks to complete LinkedIn when LinkedIn refuses the sign-in, then waits for the extension', async () => {
    // LinkedIn no longer accepts the integration's token: the post fails, asking the user to sign in again.
    linkedin.failNextPost(401, 'The token was revoked');
    const text = 'Third post: what a revoked token looks like.';
    const failing = await postAsap(text, { image: false });
    await failing.getByText('Failed', { exact: true }).waitFor({ timeout: 30_000 });
    await exactButton(failing, 'Sign in to LinkedIn').click();
    const complete = page.getByRole('dialog', { name: 'Complete LinkedIn Integration' });
    await complete.getByRole('link', { name: 'Connect' }).waitFor();
    await shoot('complete-linkedin');
    await expectAccessible(page, 'Complete LinkedIn Integration');
    await page.keyboard.press('Escape');
    await complete.waitFor({ state: 'detached' });

    // With the integration revoked, the next LinkedIn post goes out through the extension in the user's session.
    const waiting = await postAsap('Fourth post: sent from my own session.', { image: false });
    await waiting
      .getByText('Waiting for the Inroad extension to publish it in your LinkedIn session')
      .waitFor({ timeout: 30_000 });
    await shoot('queue-waiting-for-extension');
    await expectAccessible(page, 'Content Queue with a post waiting for the extension');
  });
});
