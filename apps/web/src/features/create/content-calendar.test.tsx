import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildAnswer } from '../../testing/create-backend/builders.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Wednesday 2026-11-25, 10:00 in New York.
  vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function seeded() {
  return createBackend(
    {
      answers: [
        buildAnswer({
          id: 1,
          postContent: 'Friday forecast',
          status: 'scheduled',
          scheduledTime: '2026-11-27 14:00:00',
        }),
        buildAnswer({ id: 2, postContent: 'Monday recap', status: 'published', scheduledTime: '2026-11-23 13:30:00' }),
        buildAnswer({ id: 3, postContent: 'Next month', status: 'scheduled', scheduledTime: '2026-12-15 14:00:00' }),
        buildAnswer({ id: 4, postContent: 'Whenever', status: 'scheduled', scheduledTime: null }),
      ],
    },
    { timeZone: 'America/New_York' },
  );
}

describe('Content Queue calendar', () => {
  it('switches between table, week and month, and keeps the view in the address', async () => {
    seeded().install();
    const { router } = renderCreateArea('/create/content');
    await screen.findByRole('table', { name: 'Content queue' });
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    const week = await screen.findByRole('region', { name: 'Content calendar, week view' });
    await waitFor(() => expect(router.state.location.search).toBe('?view=week'));
    expect(await within(week).findByText(/Friday forecast/)).toBeTruthy();
    expect(within(week).getByText(/Monday recap/)).toBeTruthy();
    expect(within(week).queryByText(/Next month/)).toBeNull();
    expect(within(week).queryByText(/Whenever/)).toBeNull();
    expect(within(week).getByText('Times in America/New_York')).toBeTruthy();
    expect(within(week).getByRole('heading', { level: 2 }).textContent).toBe('Nov 23 – 29, 2026');
    // The week's hours scroll in a box that takes the keyboard focus, outside FullCalendar's grid.
    const hours = within(week).getByRole('region', { name: 'Hours of the week' });
    expect(hours.tabIndex).toBe(0);
    expect(hours.closest('[role="grid"]')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    const month = await screen.findByRole('region', { name: 'Content calendar, month view' });
    expect(await within(month).findByText(/Friday forecast/)).toBeTruthy();
    expect(within(month).queryByRole('region', { name: 'Hours of the week' })).toBeNull();
    fireEvent.click(within(month).getByRole('button', { name: 'Next month' }));
    expect(await within(month).findByText(/Next month/)).toBeTruthy();
    expect(within(month).getByRole('heading', { level: 2 }).textContent).toBe('December 2026');

    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Content queue' })).toBeTruthy();
  });

  it('says which posts it cannot show, and opens the table that lists them', async () => {
    const backend = seeded();
    backend.state.answers.push(buildAnswer({ id: 5, postContent: 'Half written', status: 'draft' }));
    backend.install();
    const { router } = renderCreateArea('/create/content?view=month');
    const month = await screen.findByRole('region', { name: 'Content calendar, month view' });
    await within(month).findByText(/Friday forecast/);
    const note = screen.getByText(/^Not on the calendar:/);
    expect(note.textContent).toBe(
      'Not on the calendar: 2 posts without a time (as soon as possible, or a draft). Show the table',
    );
    fireEvent.click(within(note).getByRole('button', { name: 'Show the table' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const table = await screen.findByRole('table', { name: 'Content queue' });
    expect(within(table).getByText('Whenever')).toBeTruthy();
    expect(within(table).getByText('Half written')).toBeTruthy();
  });

  it('opens Edit Post for a post clicked on the calendar', async () => {
    seeded().install();
    renderCreateArea('/create/content?view=week');
    const week = await screen.findByRole('region', { name: 'Content calendar, week view' });
    fireEvent.click(await within(week).findByText(/Friday forecast/));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect((within(dialog).getByRole('textbox', { name: /Post/ }) as HTMLTextAreaElement).value).toBe(
      'Friday forecast',
    );
  });

  it('shows the best posting hours beside the calendar', async () => {
    const backend = seeded();
    backend.state.postsWithNumbers = 4;
    backend.state.bestHours = [{ hour: 8, posts: 2, meanEngagement: 21 }];
    backend.install();
    renderCreateArea('/create/content?view=month');
    const aside = await screen.findByRole('region', { name: 'Best posting hours so far' });
    expect(await within(aside).findByText('8:00 AM–9:00 AM')).toBeTruthy();
    expect(within(aside).getByText('21.0 likes, comments and shares per post · 2 posts')).toBeTruthy();
    expect(within(aside).getByText('From your own published posts, in America/New_York.')).toBeTruthy();
  });

  it('moves a post by keyboard: Enter on the event opens Reschedule, which refuses the past', async () => {
    const backend = seeded();
    backend.install();
    renderCreateArea('/create/content?view=week');
    const week = await screen.findByRole('region', { name: 'Content calendar, week view' });
    // The event FullCalendar draws is a focusable button named for what Enter does.
    const eventOf = async (text: RegExp) => (await within(week).findByText(text)).closest('.fc-event') as HTMLElement;
    const event = await eventOf(/Friday forecast/);
    expect(event.tabIndex).toBe(0);
    expect(event.getAttribute('role')).toBe('button');
    expect(event.getAttribute('aria-label')).toBe('Reschedule post: 9:00am Scheduled: Friday forecast');
    event.focus();
    fireEvent.keyDown(event, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule post' });
    expect(screen.queryByRole('dialog', { name: 'Edit Post' })).toBeNull();
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    const time = within(dialog).getByLabelText('Time') as HTMLInputElement;
    expect([date.value, time.value]).toEqual(['2026-11-27', '09:00']);

    fireEvent.change(date, { target: { value: '2026-11-24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move post' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A post cannot be moved into the past. Pick a time still to come.',
    );
    expect(backend.sent(rescheduleAnswer)).toEqual([]);

    fireEvent.change(date, { target: { value: '2026-11-28' } });
    fireEvent.change(time, { target: { value: '10:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move post' }));
    await waitFor(() =>
      expect(backend.sent(rescheduleAnswer)).toEqual([{ id: 1, scheduledTime: '2026-11-28 15:30:00' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reschedule post' })).toBeNull());

    // A post already out opens Edit Post instead.
    const published = await eventOf(/Monday recap/);
    expect(published.getAttribute('aria-label')).toMatch(/^Edit post: .* Published: Monday recap$/);
    fireEvent.keyDown(published, { key: ' ' });
    expect(await screen.findByRole('dialog', { name: 'Edit Post' })).toBeTruthy();
  });
});
