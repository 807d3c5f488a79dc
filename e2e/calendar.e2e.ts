import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { exactButton, goToScreen } from './support/controls.ts';
import { type DemoSession, openDemoSession } from './support/demo-session.ts';
import { DEMO_START_TIMEOUT_MS } from './support/demo-template.ts';
import type { DemoProcess } from './support/inroad-process.ts';
import { screenshotInBothSchemes } from './support/screenshots.ts';
import { retryingShed } from './support/shed-retry.ts';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const ZONE = 'America/New_York';
const DAY = 24 * 60 * 60 * 1000;
/** Set to a folder to keep screenshots of the calendar and the slots settings in both schemes. */
const SHOTS = process.env.E2E_SCREENSHOTS;

type Post = { id: number; status: string; scheduledTime: string | null };

/** A day from now on the zone's calendar: its weekday name and `YYYY-MM-DD`. */
function dayIn(timeZone: string, daysFromNow: number) {
  const at = new Date(Date.now() + daysFromNow * DAY);
  return {
    weekday: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at),
    date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at),
  };
}

/** The zone's wall clock of the API's UTC text, `YYYY-MM-DD HH:MM`. */
function wallClock(scheduledTime: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(`${scheduledTime.replace(' ', 'T')}Z`));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** Drags with the mouse in small steps, as FullCalendar's pointer handling expects. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(8, box.height / 2));
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + 12, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

async function centreOf(locator: Locator, dy = 0) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('drop target not on screen');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 6) + dy };
}

describe('The Content Queue calendar and posting slots', () => {
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
    await page.reload();
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  }, DEMO_START_TIMEOUT_MS);
  afterAll(() => session?.close());

  async function shoot(name: string) {
    if (!SHOTS) return;
    await screenshotInBothSchemes(page, (colorScheme) => join(SHOTS, `${name}-${colorScheme}.png`));
  }

  async function posts(): Promise<Post[]> {
    const res = await retryingShed(() => page.request.get(`${demo.url}/api/create/user_posts`));
    return (await res.json()) as Post[];
  }

  it('schedules a post into the next free slot and moves it on the calendar, never into the past', async () => {
    const tomorrow = dayIn(ZONE, 1);
    const dayAfter = dayIn(ZONE, 2);

    // Two weekly slots in the settings.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Posting Slots' }).click();
    const form = page.getByRole('form', { name: 'Add a posting slot' });
    for (const day of [tomorrow, dayAfter]) {
      await form.getByRole('combobox', { name: 'Day' }).selectOption({ label: day.weekday });
      await form.getByRole('textbox', { name: 'Time' }).fill('10:00');
      await exactButton(form, 'Add slot').click();
      await page.getByRole('button', { name: `Remove slot ${day.weekday} 10:00 AM` }).waitFor();
    }
    // The same slot twice is refused beside the field it names.
    await exactButton(form, 'Add slot').click();
    await form.getByText(`${dayAfter.weekday} at 10:00 is already a posting slot`).waitFor();
    await expectAccessible(page, 'Posting slots settings');
    await shoot('posting-slots');

    // A new post for the next free slot: tomorrow at 10:00 in the user's zone.
    await goToScreen(page, 'Content Queue');
    await exactButton(page, 'Create New Content').first().click();
    const create = page.getByRole('dialog', { name: 'Create Content' });
    await create.getByRole('radio', { name: /Short-form video/ }).check();
    await create.getByRole('textbox', { name: /Idea/ }).fill('Why forecasts slip');
    await exactButton(create, 'Create').click();
    await create.getByRole('textbox', { name: 'Draft 1' }).waitFor({ timeout: 30_000 });
    await exactButton(create, 'Next').click();
    // The record step: this post goes on without a video.
    await exactButton(create, 'Open Recording Studio').waitFor();
    await exactButton(create, 'Next').click();
    await create.getByRole('radio', { name: 'Next free slot' }).check();
    await create.getByText('Next free slot:').waitFor();
    await exactButton(create, 'Schedule').click();
    await create.getByText('Your post is saved.').waitFor();
    await exactButton(create, 'Done').click();
    const saved = (await posts()).find((p) => p.status === 'scheduled' && p.scheduledTime !== null);
    expect(saved).toBeDefined();
    const answerId = saved!.id;
    expect(wallClock(saved!.scheduledTime!, ZONE)).toBe(`${tomorrow.date} 10:00`);

    // It sits in the week view at 10:00 on its day.
    await page.getByText('Week', { exact: true }).click();
    const week = page.getByRole('region', { name: 'Content calendar, week view' });
    await week.waitFor();
    const event = week.locator(`.fc-event:has([data-answer-id="${answerId}"])`);
    const column = week.locator(`td.fc-timegrid-col[data-date="${tomorrow.date}"]`);
    if ((await column.count()) === 0) await week.getByRole('button', { name: 'Next week' }).click();
    await event.waitFor();
    await expect.soft(await event.textContent()).toContain('10:00');
    // The post's text ends inside its hour's box, however long the post: not over the hours below it.
    const overflow = await event.evaluate((box) => {
      const text = box.querySelector('[data-answer-id]');
      return text ? text.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom : Number.NaN;
    });
    expect(overflow).toBeLessThanOrEqual(0.5);
    await expectAccessible(page, 'Content calendar, week view');
    await shoot('calendar-week');

    // Two weeks on there is no post to tab to: the box of the week's hours takes the focus after 'Today', and the
    // keyboard scrolls it.
    const nextWeek = week.getByRole('button', { name: 'Next week' });
    await nextWeek.click();
    await nextWeek.click();
    await eventually(() => week.locator('.fc-event').count()).toBe(0);
    const hours = week.getByRole('region', { name: 'Hours of the week' });
    await week.getByRole('button', { name: 'Today' }).focus();
    await page.keyboard.press('Tab');
    await eventually(() => hours.evaluate((el) => el === document.activeElement)).toBe(true);
    const scrolledBefore = await hours.evaluate((el) => el.scrollTop);
    await page.keyboard.press('ArrowDown');
    await eventually(() => hours.evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolledBefore);
    // Back up, where the post to drag below is in view.
    await page.keyboard.press('ArrowUp');
    await eventually(() => hours.evaluate((el) => el.scrollTop)).toBe(scrolledBefore);
    await expectAccessible(page, 'Content calendar, a week without posts');
    await week.getByRole('button', { name: 'Today' }).click();
    if ((await column.count()) === 0) await nextWeek.click();
    await event.waitFor();

    // Dragged to 15:30 the same day: moved, and still there after a reload.
    const lane = week.locator('td.fc-timegrid-slot-lane[data-time="15:30:00"]');
    await lane.scrollIntoViewIfNeeded();
    const columnBox = await column.boundingBox();
    const laneTarget = await centreOf(lane);
    await drag(page, event, { x: columnBox!.x + columnBox!.width / 2, y: laneTarget.y });
    await page.getByText(/Post moved to/).waitFor();
    await eventually(async () => {
      const moved = (await posts()).find((p) => p.id === answerId);
      return moved?.scheduledTime ? wallClock(moved.scheduledTime, ZONE) : null;
    }).toBe(`${tomorrow.date} 15:30`);
    await page.reload();
    await week.waitFor();
    if ((await column.count()) === 0) await week.getByRole('button', { name: 'Next week' }).click();
    await eventually(() => event.textContent()).toContain('3:30');

    // Dragged onto a day that has passed (the month's first shown day): refused, and the post stays put.
    await page.getByText('Month', { exact: true }).click();
    const month = page.getByRole('region', { name: 'Content calendar, month view' });
    const monthEvent = month.locator(`.fc-event:has([data-answer-id="${answerId}"])`);
    // The grid is drawn first: whether tomorrow needs the next month is read from its days, not from an empty count.
    await month.locator('td.fc-daygrid-day[data-date]').first().waitFor();
    if ((await month.locator(`td.fc-daygrid-day[data-date="${tomorrow.date}"]`).count()) === 0) {
      await month.getByRole('button', { name: 'Next month' }).click();
    }
    await monthEvent.waitFor();
    // Today (when this month shows it) is tinted apart from the grey days of the months either side.
    const background = (cell: Locator) => cell.evaluate((el) => getComputedStyle(el).backgroundColor);
    const today = month.locator('td.fc-day-today');
    if ((await today.count()) === 1) {
      const otherMonth = month.locator('td.fc-day-other:not(.fc-day-today)').first();
      expect(await background(today)).not.toBe(await background(otherMonth));
    }
    await expectAccessible(page, 'Content calendar, month view');
    await shoot('calendar-month');
    const pastDay = month.locator('td.fc-daygrid-day').first();
    expect(await pastDay.getAttribute('data-date')).not.toBe(tomorrow.date);
    await drag(page, monthEvent, await centreOf(pastDay, 20));
    await page.getByText('A post cannot be moved into the past. Drop it on a time still to come.').waitFor();
    const after = (await posts()).find((p) => p.id === answerId);
    expect(wallClock(after!.scheduledTime!, ZONE)).toBe(`${tomorrow.date} 15:30`);

    // The server refuses a move into the past on its own too.
    const refused = await retryingShed(() =>
      page.request.post(`${demo.url}/api/create/answer/reschedule`, {
        data: { id: answerId, scheduledTime: '2020-01-01 10:00:00' },
      }),
    );
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'scheduledTime: a post cannot be moved into the past' });

    // A click opens Edit Post.
    await monthEvent.click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await edit.waitFor();
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    // Without a mouse: the event takes focus, Enter opens Reschedule, which refuses the past and moves the post.
    await monthEvent.focus();
    await expect(monthEvent.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reschedule post' });
    await dialog.waitFor();
    expect(await page.getByRole('dialog', { name: 'Edit Post' }).count()).toBe(0);
    await expectAccessible(page, 'Reschedule post dialog');
    await shoot('calendar-reschedule');
    await dialog.getByRole('textbox', { name: 'Date' }).fill(dayIn(ZONE, -1).date);
    await exactButton(dialog, 'Move post').press('Enter');
    await dialog.getByText('A post cannot be moved into the past. Pick a time still to come.').waitFor();
    await dialog.getByRole('textbox', { name: 'Date' }).fill(dayAfter.date);
    await dialog.getByRole('textbox', { name: 'Time' }).fill('11:15');
    await exactButton(dialog, 'Move post').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => {
      const moved = (await posts()).find((p) => p.id === answerId);
      return moved?.scheduledTime ? wallClock(moved.scheduledTime, ZONE) : null;
    }).toBe(`${dayAfter.date} 11:15`);

    // A week opens at 08:00, or at its earliest post when one is earlier: a post at 06:15 is on screen, not above.
    const early = dayIn(ZONE, 22);
    const earlyTime = [4, 5]
      .map((offset) => `${early.date} ${String(6 + offset).padStart(2, '0')}:15:00`)
      .find((utc) => wallClock(utc, ZONE) === `${early.date} 06:15`);
    const movedEarly = await retryingShed(() =>
      page.request.post(`${demo.url}/api/create/answer/reschedule`, {
        data: { id: answerId, scheduledTime: earlyTime },
      }),
    );
    expect(movedEarly.status()).toBe(200);
    await page.reload();
    await page.getByText('Week', { exact: true }).click();
    await week.waitFor();
    for (
      let weeks = 0;
      weeks < 5 && (await week.locator(`td.fc-timegrid-col[data-date="${early.date}"]`).count()) === 0;
      weeks++
    ) {
      await week.getByRole('button', { name: 'Next week' }).click();
    }
    await event.waitFor();
    const hoursBox = await week.getByRole('region', { name: 'Hours of the week' }).boundingBox();
    const eventBox = await event.boundingBox();
    expect(eventBox!.y).toBeGreaterThanOrEqual(hoursBox!.y);
    expect(eventBox!.y + eventBox!.height).toBeLessThanOrEqual(hoursBox!.y + hoursBox!.height);
    expect(await event.textContent()).toContain('6:15');
  }, 300_000);
});
