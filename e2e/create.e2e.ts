import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { clickNext, exactButton } from './support/controls.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { DEMO_START_TIMEOUT_MS } from './support/demo-template.ts';
import type { DemoProcess } from './support/inroad-process.ts';
import { retryingShed } from './support/shed-retry.ts';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const ZONE = 'America/New_York';
// A one-pixel PNG: the upload only needs a real image file.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Tomorrow's date in the zone, as a date input takes it. */
function tomorrowIn(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return parts.format(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

// One engine is enough here: the API suite runs the Create area on PGlite and PostgreSQL.
describe('The Create area on the demo workspace', () => {
  let session: DemoSession;
  let demo: DemoProcess;
  let page: Page;

  beforeAll(async () => {
    session = await openDemoSession();
    ({ demo, page } = session);
    const zone = await retryingShed(() =>
      page.request.put(`${demo.url}/api/user/settings`, { data: { timeZone: ZONE } }),
    );
    expect(zone.status()).toBe(200);
    // The screens read the zone from the settings loaded at start.
    await page.reload();
  }, DEMO_START_TIMEOUT_MS);
  afterAll(() => session?.close());

  async function menu(name: string, action: string) {
    await page.getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: action }).click();
  }

  it('plans, writes, schedules and edits a post from a Lead Development plan', async () => {
    await page.getByRole('link', { name: 'Content Plan', exact: true }).click();
    await page.waitForURL(/\/create\/content_plan$/);
    await page.getByRole('heading', { name: 'Content Plan' }).waitFor();
    await expectAccessible(page, 'Content plans');

    await exactButton(page, 'Create New Plan').click();
    const planDialog = page.getByRole('dialog', { name: 'Create Content Plan' });
    await planDialog
      .getByRole('combobox', { name: 'Content plan type' })
      .selectOption({ label: 'Lead Development (Quick Start)' });
    await planDialog.getByRole('textbox', { name: 'Content Plan Name' }).fill('Q1 pipeline');
    await planDialog.getByRole('textbox', { name: 'Ideal Customer Title' }).fill('VP of Sales');
    await planDialog.getByRole('textbox', { name: 'Target Company Description' }).fill('B2B SaaS, 50-500 people');
    await planDialog.getByRole('textbox', { name: 'Customer Observed Problems' }).fill('Forecasts slip');
    await planDialog.getByRole('textbox', { name: "Customer's hypothesis on problem" }).fill('They need more reps');
    await planDialog.getByRole('textbox', { name: 'Customer Blockers' }).fill('Budget freeze');
    await expectAccessible(page, 'Create content plan');
    await exactButton(planDialog, 'Create Plan').click();

    // The new plan opens on its proposed topics and ideas.
    await page.waitForURL(/\/create\/ideas\/\d+$/);
    await page.getByText('Content Plan: Q1 pipeline').waitFor();
    const topics = page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Add Content Idea' }) });
    await eventually(() => topics.count()).toBeGreaterThan(0);
    await expectAccessible(page, 'Content topics and ideas');

    // A topic and an idea of our own, then edited.
    await exactButton(page, 'Add Content Topic').click();
    const topicDialog = page.getByRole('dialog', { name: 'Add Content Topic' });
    expect(await exactButton(topicDialog, 'Save').isDisabled()).toBe(true);
    await expectAccessible(page, 'Add content topic');
    await topicDialog.getByRole('textbox', { name: 'Content Topic Name' }).fill('Objections');
    await exactButton(topicDialog, 'Save').click();
    const objections = page.getByRole('region', { name: 'Objections' });
    await objections.waitFor();
    await menu('Actions for topic Objections', 'Edit');
    const editTopic = page.getByRole('dialog', { name: 'Edit Content Topic' });
    await editTopic.getByRole('textbox', { name: 'Content Topic Name' }).fill('Objections we hear');
    await exactButton(editTopic, 'Save').click();
    const topic = page.getByRole('region', { name: 'Objections we hear' });
    await topic.waitFor();

    await exactButton(topic, 'Add Content Idea').click();
    const ideaDialog = page.getByRole('dialog', { name: 'Add Content Idea' });
    await ideaDialog.getByRole('textbox', { name: 'Content Idea' }).fill('Too expensive');
    await expectAccessible(page, 'Add content idea');
    await exactButton(ideaDialog, 'Save').click();
    await topic.getByText('Too expensive', { exact: true }).waitFor();
    const ideaRow = topic.getByRole('row').filter({ hasText: 'Too expensive' });
    const ideaId = ((await ideaRow.getByRole('cell').first().textContent()) ?? '').trim();
    await menu(`Actions for idea ${ideaId}`, 'Edit');
    const editIdea = page.getByRole('dialog', { name: 'Edit Content Idea' });
    await editIdea.getByRole('textbox', { name: 'Content Idea' }).fill('Too expensive for this quarter');
    await exactButton(editIdea, 'Save').click();
    await topic.getByText('Too expensive for this quarter', { exact: true }).waitFor();

    // Create Content from the idea: pick and edit a draft, upload an image, schedule for tomorrow 09:00.
    await page.getByRole('button', { name: `Show posts for idea ${ideaId}` }).click();
    const posts = page.getByRole('region', { name: `Posts for idea ${ideaId}` });
    await posts.getByText("You haven't come up with any posts for this content idea yet.").waitFor();
    await expectAccessible(page, 'An idea without posts');
    await exactButton(posts, 'Create Content').click();
    const create = page.getByRole('dialog', { name: 'Create Content' });
    await create.getByText('Too expensive for this quarter').waitFor();
    expect(await exactButton(create, 'Create').isDisabled()).toBe(true);
    await expectAccessible(page, 'Create Content, the kind of post');
    await create.getByRole('radio', { name: 'Long-form text' }).check();
    await create.getByRole('textbox', { name: 'Advice' }).fill('Price the cost of a slipped quarter first');
    await exactButton(create, 'Create').click();
    await create.getByRole('textbox', { name: 'Draft 2' }).waitFor({ timeout: 30_000 });
    await create.getByRole('radio', { name: 'Use draft 2' }).check();
    const post = 'A slipped quarter costs more than the tool. Price that first. https://example.com/roi';
    await create.getByRole('textbox', { name: 'Draft 2' }).fill(post);
    await expectAccessible(page, 'Create Content, drafts');
    await exactButton(create, 'Next').click();
    await create.locator('input[type=file]').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PIXEL });
    await create.getByRole('img', { name: 'Preview of chart.png' }).waitFor();
    await expectAccessible(page, 'Create Content, media');
    await exactButton(create, 'Next').click();
    await create.getByRole('radio', { name: 'Pick a date and time' }).check();
    await create.getByRole('textbox', { name: 'Date' }).fill(tomorrowIn(ZONE));
    await create.getByRole('textbox', { name: 'Time' }).fill('09:00');
    await expectAccessible(page, 'Create Content, schedule');
    await exactButton(create, 'Schedule').click();
    await create.getByText('Your post is saved.').waitFor();
    await expectAccessible(page, 'Create Content, saved');
    await exactButton(create, 'Done').click();

    // The post is in the idea's answers with its badge and time in the user's zone, and its media in the API.
    const answers = posts.getByRole('table').first();
    await answers.getByText(/A slipped quarter costs more than the tool/).waitFor();
    await answers.getByText('Scheduled', { exact: true }).waitFor();
    await answers.getByText(/9:00 AM E[SD]T/).waitFor();
    await expectAccessible(page, 'An idea with a scheduled post');
    const saved = (await (await retryingShed(() => page.request.get(`${demo.url}/api/create/user_posts`))).json()) as {
      id: number;
      scheduledTime: string;
      mediaUrl: string | null;
    }[];
    expect(saved[0]?.scheduledTime).toMatch(/^\d{4}-\d{2}-\d{2} 1[34]:00:00$/);
    expect(saved[0]?.mediaUrl).toMatch(/^\/api\/media\//);
    const answerId = saved[0]?.id;

    // A variant of the answer, saved as soon as possible.
    await page.getByRole('button', { name: `Show variants of answer ${answerId}` }).click();
    const variants = page.getByRole('region', { name: `Posts of answer ${answerId}` });
    await exactButton(variants, 'New Post Variant').waitFor();
    await expectAccessible(page, 'Variants of a post');
    await exactButton(variants, 'New Post Variant').click();
    const variantDialog = page.getByRole('dialog', { name: 'New Post Variant' });
    expect(await variantDialog.getByRole('radio', { name: 'Long-form text' }).isChecked()).toBe(true);
    await exactButton(variantDialog, 'Create').click();
    await variantDialog.getByRole('textbox', { name: 'Draft 1' }).waitFor({ timeout: 30_000 });
    await clickNext(variantDialog, variantDialog.locator('input[type=file]'));
    await exactButton(variantDialog, 'Next').click();
    await variantDialog.getByRole('radio', { name: 'As soon as possible' }).check();
    await exactButton(variantDialog, 'Schedule').click();
    await variantDialog.getByText('Your post variant is saved.').waitFor();
    await exactButton(variantDialog, 'Done').click();
    const variantRows = variants.getByRole('table').getByRole('row');
    await eventually(() => variantRows.filter({ hasText: 'ASAP' }).count()).toBe(1);
    await variantRows
      .filter({ hasText: 'ASAP' })
      .getByRole('button', { name: /^Delete variant/ })
      .click();
    const confirmVariant = page.getByRole('dialog', { name: 'Delete variant' });
    await confirmVariant.getByText('Are you sure you want to delete this variant?').waitFor();
    await expectAccessible(page, 'Delete variant confirmation');
    await exactButton(confirmVariant, 'Delete').click();
    await eventually(() => variantRows.filter({ hasText: 'ASAP' }).count()).toBe(0);

    // The queue lists the post; Edit Post changes its text.
    await page.getByRole('link', { name: 'Content Queue', exact: true }).click();
    await page.waitForURL(/\/create\/content$/);
    // Scoped to the queue's table: the idea's rows can still be on screen while the queue's code loads.
    const queued = page
      .getByRole('table', { name: 'Content queue' })
      .getByRole('row')
      .filter({ hasText: 'A slipped quarter costs more than the tool' });
    await queued.waitFor();
    await queued.getByText('Scheduled', { exact: true }).waitFor();
    await queued.getByText(/9:00 AM E[SD]T/).waitFor();
    await expectAccessible(page, 'Content queue');
    await page.getByRole('button', { name: `Edit post ${answerId}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await edit.getByRole('textbox', { name: 'Post' }).fill('A slipped quarter costs more than the tool. Edited.');
    await expectAccessible(page, 'Edit post');
    await exactButton(edit, 'Save').click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('A slipped quarter costs more than the tool. Edited.').waitFor();

    // Deleting asks first: the post from the queue, then the plan.
    await page.getByRole('button', { name: `Delete post ${answerId}` }).click();
    const confirmPost = page.getByRole('dialog', { name: 'Delete post' });
    await confirmPost.getByText('Are you sure you want to delete this post?').waitFor();
    await exactButton(confirmPost, 'Delete').click();
    await eventually(() => page.getByText('A slipped quarter costs more than the tool. Edited.').count()).toBe(0);

    await page.getByRole('link', { name: 'Content Plan', exact: true }).click();
    await menu('Actions for Q1 pipeline', 'Delete');
    const confirmPlan = page.getByRole('dialog', { name: 'Delete content plan' });
    await confirmPlan.getByText('Are you sure you want to delete this content plan?').waitFor();
    await expectAccessible(page, 'Delete content plan confirmation');
    await exactButton(confirmPlan, 'Delete').click();
    await page.getByText('No content plans yet.').waitFor();
    await expectAccessible(page, 'No content plans');
  }, 300_000);
});
