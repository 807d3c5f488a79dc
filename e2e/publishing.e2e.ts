import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../apps/server/test/fake-linkedin-server.ts';
import { expectAccessible } from './support/axe.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import type { DemoProcess } from './support/inroad-process.ts';

// Publishing as a user meets it: LinkedIn is a fake on loopback (its sign-in pages and its Posts and Images APIs),
// Inroad runs as `npm run demo` with its real job queue.

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 200 });
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'inroad-publishing-shots');

const exactButton = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

describe('publishing journey', () => {
  let linkedin: FakeLinkedIn;
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;

  beforeAll(async () => {
    linkedin = await startFakeLinkedIn();
    session = await openDemoSession({ env: linkedInEnv(linkedin) });
    ({ demo, page } = session);
    mkdirSync(SHOTS, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await session?.close();
    await linkedin?.close();
  });

  async function shoot(name: string) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForFunction(
        (scheme) => document.documentElement.getAttribute('data-mantine-color-scheme') === scheme,
        colorScheme,
      );
      await page.screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  /** Writes a post from the Content Queue with an image, as soon as possible. */
  async function postAsap(text: string) {
    await page.goto(`${demo.url}/create/content`);
    await page.getByRole('heading', { name: 'Content Queue' }).waitFor();
    await exactButton(page, 'Create New Content').first().click();
    const create = page.getByRole('dialog', { name: 'Create Content' });
    await create.getByRole('radio', { name: 'Long-form text' }).check();
    await create.getByRole('textbox', { name: 'Idea' }).fill('Why forecasts slip');
    await create.getByRole('textbox', { name: 'Advice' }).fill('Review deals by exit criteria');
    await exactButton(create, 'Create').click();
    await create.getByRole('textbox', { name: 'Draft 1' }).waitFor({ timeout: 30_000 });
    await create.getByRole('radio', { name: 'Use draft 1' }).check();
    await create.getByRole('textbox', { name: 'Draft 1' }).fill(text);
    await exactButton(create, 'Next').click();
    await create.locator('input[type=file]').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PIXEL });
    await create.getByRole('img', { name: 'Preview of chart.png' }).waitFor();
    await exactButton(create, 'Next').click();
    await create.getByRole('radio', { name: 'As soon as possible' }).check();
    await exactButton(create, 'Schedule').click();
    await create.getByText('Your post is saved.').waitFor();
    await exactButton(create, 'Done').click();
    return page.getByRole('table', { name: 'Content queue' }).getByRole('row').filter({ hasText: text });
  }

  it('connects LinkedIn, publishes an ASAP post with its image once, and retries a failed one', async () => {
    await page.goto(`${demo.url}/integrations`);
    await page.getByRole('heading', { name: 'Integrations' }).waitFor();
    await page.getByText('No integrations yet.').waitFor();
    // Reddit has no client settings here: the screen names them.
    await page.getByText('REDDIT_CLIENT_ID').waitFor();
    await shoot('integrations-empty');
    await expectAccessible(page, 'Integrations');

    await exactButton(page, 'Add Integration').click();
    const add = page.getByRole('dialog', { name: 'Add Integration' });
    await add.getByRole('textbox', { name: 'Name' }).fill('My LinkedIn');
    await add.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'LinkedIn' });
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
  });
});
