import { addPostingSlot } from '@inroad/contracts/posting-slots';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('posting slots settings', () => {
  it('adds and removes weekly slots', async () => {
    const backend = createBackend({ slots: [{ id: 1, weekday: 'tue', time: '09:00' }] }, { timeZone: 'Europe/Berlin' });
    backend.install();
    renderApp('/settings?tab=posting-slots');
    const table = await screen.findByRole('table', { name: 'Posting slots' });
    expect(within(table).getByText('Tuesday')).toBeTruthy();
    expect(screen.getByText(/in your time zone \(Europe\/Berlin\)/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: 'thu' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '16:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    await waitFor(() => expect(backend.sent(addPostingSlot)).toEqual([{ weekday: 'thu', time: '16:30' }]));
    expect(await within(table).findByText('Thursday')).toBeTruthy();
    // Times read as everywhere in the app, 12-hour.
    expect(within(table).getByText('4:30 PM')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Remove slot Tuesday 9:00 AM' }));
    await waitFor(() => expect(within(table).queryByText('Tuesday')).toBeNull());
    expect(backend.state.slots).toEqual([expect.objectContaining({ weekday: 'thu', time: '16:30' })]);
  });

  it("moves focus to the next slot's Remove once a slot is removed, and to the heading after the last", async () => {
    const backend = createBackend({
      slots: [
        { id: 1, weekday: 'tue', time: '09:00' },
        { id: 2, weekday: 'thu', time: '16:30' },
      ],
    });
    backend.install();
    renderApp('/settings?tab=posting-slots');
    const table = await screen.findByRole('table', { name: 'Posting slots' });
    const press = (name: string) => {
      const button = within(table).getByRole('button', { name });
      button.focus();
      fireEvent.click(button);
    };
    press('Remove slot Tuesday 9:00 AM');
    await waitFor(() => expect(within(table).queryByText('Tuesday')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(within(table).getByRole('button', { name: 'Remove slot Thursday 4:30 PM' })),
    );

    press('Remove slot Thursday 4:30 PM');
    expect(await screen.findByText(/No posting slots yet/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Posting slots' })));
  });

  it("shows the server's refusal beside the field it names", async () => {
    const backend = createBackend();
    backend.override(addPostingSlot, () => {
      throw new ApiError({
        status: 409,
        kind: 'bad-request',
        message: 'time: Tuesday at 09:00 is already a posting slot',
        serverMessage: 'time: Tuesday at 09:00 is already a posting slot',
      });
    });
    backend.install();
    renderApp('/settings?tab=posting-slots');
    expect(await screen.findByText(/No posting slots yet/)).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add slot' });
    add.focus();
    fireEvent.click(add);
    expect(await screen.findByText('Tuesday at 09:00 is already a posting slot')).toBeTruthy();
    expect(screen.getByLabelText('Time').getAttribute('aria-invalid')).toBe('true');
    // The cursor goes to the field to change, not left on the button as if nothing happened.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Time')));
  });

  it('puts the cursor in the time when a slot without one is refused', async () => {
    const backend = createBackend();
    backend.install();
    renderApp('/settings?tab=posting-slots');
    expect(await screen.findByText(/No posting slots yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '' } });
    const add = screen.getByRole('button', { name: 'Add slot' });
    add.focus();
    fireEvent.click(add);
    expect(await screen.findByText('Enter a time')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Time')));
    expect(backend.sent(addPostingSlot)).toEqual([]);
  });

  it('shows the best posting hours so far, or says there is not enough history yet', async () => {
    const backend = createBackend(
      {
        postsWithNumbers: 6,
        bestHours: [
          { hour: 9, posts: 3, meanEngagement: 14.5 },
          { hour: 17, posts: 2, meanEngagement: 9 },
        ],
      },
      { timeZone: 'Europe/Berlin' },
    );
    backend.install();
    const view = renderApp('/settings?tab=posting-slots');
    const best = await screen.findByRole('list', { name: 'Best posting hours' });
    expect(
      within(best)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '9:00 AM–10:00 AM14.5 likes, comments and shares per post · 3 posts',
      '5:00 PM–6:00 PM9.0 likes, comments and shares per post · 2 posts',
    ]);
    expect(screen.getByText('From your own published posts, in Europe/Berlin.')).toBeTruthy();
    view.unmount();

    createBackend({ postsWithNumbers: 1 }).install();
    renderApp('/settings?tab=posting-slots');
    expect(
      await screen.findByText(
        'Not enough history yet. An hour is ranked once at least 2 of your published posts went out in it and their numbers were read back (1 post with numbers so far).',
      ),
    ).toBeTruthy();
  });
});
