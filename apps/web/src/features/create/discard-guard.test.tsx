import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildAnswer } from '../../testing/create-backend/builders.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

const closeButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Close' });
const gone = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

/** Escape as a browser delivers it: to the focused control, and a cancel event to the topmost <dialog> unless the
 * key's default was prevented. */
function pressEscape(focused: HTMLElement, topmost: HTMLElement) {
  const unhandled = fireEvent.keyDown(focused, { key: 'Escape' });
  if (unhandled) fireEvent(topmost, new Event('cancel', { cancelable: true }));
}

/** Whether leaving the page would make the browser ask first (a beforeunload listener cancelled it). */
function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('closing a dialog that holds unsaved work', () => {
  it('asks before Create Content throws away what was written, and not before', async () => {
    createBackend().install();
    renderCreateArea('/create/content');
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Create New Content' }));
      return screen.findByRole('dialog', { name: 'Create Content' });
    };

    // Nothing written yet: Close closes.
    let dialog = await open();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Long-form text/ }));
    fireEvent.click(closeButton(dialog));
    await gone('Create Content');

    dialog = await open();
    expect(leavingIsQuestioned()).toBe(false);
    const idea = within(dialog).getByRole('textbox', { name: /Idea/ }) as HTMLTextAreaElement;
    fireEvent.change(idea, { target: { value: 'Discovery calls' } });
    // Leaving the page now: the browser asks too.
    expect(leavingIsQuestioned()).toBe(true);
    fireEvent.click(closeButton(dialog));
    let ask = await screen.findByRole('dialog', { name: 'Discard this post?' });
    expect(
      within(ask).getByText('What you wrote, its drafts and any image or recording attached are lost.'),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await gone('Discard this post?');
    expect(idea.value).toBe('Discovery calls');

    // Escape in the question answers it alone; the flow stays.
    fireEvent.click(closeButton(dialog));
    ask = await screen.findByRole('dialog', { name: 'Discard this post?' });
    pressEscape(within(ask).getByRole('button', { name: 'Cancel' }), ask);
    await gone('Discard this post?');
    expect(screen.getByRole('dialog', { name: 'Create Content' })).toBeTruthy();

    // Escape in the flow asks too; Discard closes it.
    pressEscape(idea, dialog);
    ask = await screen.findByRole('dialog', { name: 'Discard this post?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await gone('Create Content');
    expect(leavingIsQuestioned()).toBe(false);
  });

  it('asks before Edit Post throws away changes; Cancel and an unchanged post close at once', async () => {
    const backend = createBackend({ answers: [buildAnswer({ id: 3, postContent: 'Scheduled post' })] });
    backend.install();
    renderCreateArea('/create/content');
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Edit post 3' }));
      return screen.findByRole('dialog', { name: 'Edit Post' });
    };

    let dialog = await open();
    fireEvent.click(closeButton(dialog));
    await gone('Edit Post');

    dialog = await open();
    const text = within(dialog).getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Scheduled post, rewritten' } });
    fireEvent.click(closeButton(dialog));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await gone('Discard your changes?');
    expect(text.value).toBe('Scheduled post, rewritten');

    // The change typed back as it was: nothing to lose.
    fireEvent.change(text, { target: { value: 'Scheduled post' } });
    fireEvent.click(closeButton(dialog));
    await gone('Edit Post');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();

    dialog = await open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Post' }), { target: { value: 'Changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await gone('Edit Post');
  });
});
