import { saveAnswer } from '@inroad/contracts/create';
import { NO_POSTING_SLOTS_MESSAGE } from '@inroad/contracts/posting-slots';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';
import { useDeleteVariant } from './api/delete-variant.ts';
import { nextFreeSlotQueryKey } from './api/get-next-free-slot.ts';
import { useDeleteContentIdea } from './api/save-content-idea.ts';
import { useDeleteContentTopic } from './api/save-content-topic.ts';

async function toScheduleStep(backend: ReturnType<typeof createBackend>) {
  backend.install();
  renderCreateArea('/create/content');
  fireEvent.click(await screen.findByRole('button', { name: 'Create New Content' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Content' });
  fireEvent.click(within(dialog).getByRole('radio', { name: /Short-form video/ }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Demos' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await within(dialog).findByRole('textbox', { name: 'Draft 1' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  // The record step: the post goes on without a video.
  await within(dialog).findByRole('button', { name: 'Open Recording Studio' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  fireEvent.click(await within(dialog).findByRole('radio', { name: 'Next free slot' }));
  return dialog;
}

describe("the schedule step's next free slot", () => {
  it('shows the slot it would take in the user zone and leaves the pick to the server', async () => {
    const backend = createBackend({ nextFreeSlot: '2026-11-26 14:00:00' }, { timeZone: 'America/New_York' });
    const dialog = await toScheduleStep(backend);
    expect(await within(dialog).findByText('Nov 26, 2026, 9:00 AM EST')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(backend.sent(saveAnswer)).toHaveLength(1));
    const sent = backend.sent(saveAnswer)[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ schedule: 'next_free_slot' });
    expect(sent.scheduledTime).toBeUndefined();
    expect(await within(dialog).findByText('Your post is saved.')).toBeTruthy();
    expect(backend.state.answers[0]).toMatchObject({ status: 'scheduled', scheduledTime: '2026-11-26 14:00:00' });
  });

  it('says there are no slots yet and links to the settings that add them', async () => {
    const dialog = await toScheduleStep(createBackend());
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No posting slots yet.');
    expect(within(alert).getByRole('link', { name: 'Add weekly posting slots in Settings' }).getAttribute('href')).toBe(
      '/settings?tab=posting-slots',
    );
    expect(NO_POSTING_SLOTS_MESSAGE).toContain('Settings → Posting Slots');
    // Nothing to schedule into: the button waits for another choice rather than sending a save the server refuses.
    expect(within(dialog).getByRole('button', { name: 'Schedule' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'As soon as possible' }));
    expect(within(dialog).getByRole('button', { name: 'Schedule' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the next free slot after posts are deleted', () => {
  it('is asked again once an idea, a topic or a variant is deleted with its posts', async () => {
    const backend = createBackend({ nextFreeSlot: '2026-11-26 14:00:00' });
    backend.install();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const cachedSlot = () => queryClient.setQueryData(nextFreeSlotQueryKey, { scheduledTime: '2026-11-27 14:00:00' });
    const stale = () => queryClient.getQueryState(nextFreeSlotQueryKey)?.isInvalidated;
    const idea = renderHook(() => useDeleteContentIdea(1), { wrapper }).result;
    const topic = renderHook(() => useDeleteContentTopic(1), { wrapper }).result;
    const variant = renderHook(() => useDeleteVariant(31), { wrapper }).result;
    const deletions = [
      () => idea.current.mutateAsync(11),
      () => topic.current.mutateAsync(21),
      () => variant.current.mutateAsync(41),
    ];
    for (const remove of deletions) {
      cachedSlot();
      expect(stale()).toBe(false);
      await act(async () => {
        await remove();
      });
      expect(stale()).toBe(true);
    }
  });
});
