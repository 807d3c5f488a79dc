import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { createBackend } from './create-backend/backend.ts';
import { renderCreateArea } from './render-create-area.tsx';

// Steps through the Create Content dialog as a person does, for the tests of its flow.

/**
 * The storage an upload URL points at: it takes the file's PUT; any other request goes on to the set-up's fetch.
 * Installed around each test of the calling file; the mock answers 200 unless told otherwise.
 */
export function stubMediaUploads() {
  const upload = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 200 }));
  beforeEach(() => {
    upload.mockClear();
    const refuse = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
      String(input).startsWith('/api/media/upload/') ? upload(String(input), init) : refuse(input, init),
    );
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());
  return upload;
}

export async function openModal(backend: ReturnType<typeof createBackend>) {
  backend.install();
  renderCreateArea('/create/content');
  fireEvent.click(await screen.findByRole('button', { name: 'Create New Content' }));
  return screen.findByRole('dialog', { name: 'Create Content' });
}

export const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

/** A long-form post's drafts made, on to its image. */
export async function openMediaStep(backend: ReturnType<typeof createBackend>) {
  const dialog = await openModal(backend);
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Long-form text' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Forecasts' } });
  fireEvent.click(button(dialog, 'Create'));
  await within(dialog).findByRole('textbox', { name: 'Draft 1' });
  fireEvent.click(button(dialog, 'Next'));
  await within(dialog).findByRole('button', { name: 'Upload image' });
  return dialog;
}

export const fileInput = (dialog: HTMLElement) =>
  dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
export const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(fileInput(dialog), { target: { files: [file] } });
