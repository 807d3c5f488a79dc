import { deleteAnswer, listUserPosts, updateAnswer } from '@inroad/contracts/create';
import { LOCKED_POST_MESSAGES, POST_IN_HAND_MESSAGE, VARIANT_IN_HAND_MESSAGE } from '@inroad/contracts/publishing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { variant } from '../../testing/content-topics-fixtures.ts';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildAnswer, buildIntegration, buildPublication } from '../../testing/create-backend/builders.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';
import { userPostsQueryKey } from './api/get-user-posts.ts';

const LONG = Array.from({ length: 8 }, (_, i) => `Line ${i + 1} of a long post`).join('\n');

function seeded() {
  return createBackend(
    {
      answers: [
        buildAnswer({
          id: 1,
          postContent: LONG,
          status: 'queued',
          metadata: { AIPreset__expert_tip: { desiredOutcome: 'Calmer forecasts' } },
        }),
        buildAnswer({ id: 2, postContent: 'Second post', status: 'scheduled', scheduledTime: '2026-11-27 14:00:00' }),
        buildAnswer({
          id: 3,
          postContent: 'Third post',
          status: 'scheduled',
          scheduledTime: null,
          answerType: 'hot_take',
        }),
      ],
    },
    { timeZone: 'America/New_York' },
  );
}

/** The text of the post open in Edit Post. */
function editedText(): string {
  const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
  return (within(dialog).getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement).value;
}

/** The seeded queue on screen, with one of its posts being published. */
function showQueueWithPostBeingPublished(answerId: number) {
  const backend = seeded();
  backend.state.publications.push(buildPublication({ id: 9, answerId, status: 'publishing' }));
  backend.install();
  renderCreateArea('/create/content');
  return backend;
}

describe('Content Queue', () => {
  it('lists the posts with status and time, and clamps long ones to three lines', async () => {
    seeded().install();
    renderCreateArea('/create/content');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Content', 'Status', 'Scheduled Time', 'Actions']);
    expect(within(table).getByText('ASAP')).toBeTruthy();
    expect(await within(table).findByText('Nov 27, 2026, 9:00 AM EST')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '...more' }));
    expect(within(table).getByRole('button', { name: '...less' })).toBeTruthy();
  });

  it('shows when an ASAP post went out, once published', async () => {
    const backend = seeded();
    backend.state.answers.push(buildAnswer({ id: 4, postContent: 'Out already', status: 'published' }));
    backend.state.publications.push(
      buildPublication({ id: 9, answerId: 4, status: 'published', publishedAt: '2026-11-19T15:00:00.000Z' }),
    );
    backend.install();
    renderCreateArea('/create/content');
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Out already').closest('tr') as HTMLElement;
    expect(await within(row).findByText('Published Nov 19, 2026, 10:00 AM EST')).toBeTruthy();
    // Deleting it here does not take it off LinkedIn, and the question says so.
    fireEvent.click(within(row).getByRole('button', { name: 'Delete post 4' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this post? It stays on LinkedIn: deleting it here removes it from Inroad only.',
      ),
    ).toBeTruthy();
  });

  it('offers a plan or new content when the queue is empty', async () => {
    const backend = createBackend();
    backend.install();
    const { router } = renderCreateArea('/create/content');
    expect(await screen.findByRole('button', { name: 'Create New Content' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Create a Content Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/content_plan'));
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    const backend = createBackend();
    backend.override(listUserPosts, () => {
      throw new Error('down');
    });
    backend.install();
    renderCreateArea('/create/content');
    expect(await screen.findByText('Could not load the content queue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps the text of a post being published as it goes out; its preset fields still change', async () => {
    const backend = showQueueWithPostBeingPublished(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit post 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const text = within(dialog).getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement;
    await waitFor(() => expect(text.readOnly).toBe(true));
    expect(within(dialog).getByText(LOCKED_POST_MESSAGES.publishing)).toBeTruthy();
    // Where it goes is settled too.
    expect(within(dialog).queryByRole('combobox', { name: 'Publish to' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your Advice' }), { target: { value: 'Call early' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Post' })).toBeNull());
    expect(backend.sent(updateAnswer)[0]).toMatchObject({
      postContent: 'Third post',
      metadata: { AIPreset__hot_take: { yourAdvice: 'Call early' } },
    });
  });

  it('edits the text of a post that only waits for the extension, which has not taken it yet', async () => {
    const backend = seeded();
    backend.state.publications.push(
      buildPublication({ id: 9, answerId: 3, status: 'publishing', waitingForExtension: true }),
    );
    // With a Reddit account the destination can change too.
    backend.state.integrations.push(buildIntegration({ id: 5, name: 'Side project', platform: 'reddit' }));
    backend.install();
    renderCreateArea('/create/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit post 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const text = within(dialog).getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement;
    // Its publication loads, and its text and destination stay open to change.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Publish to' })).toBeTruthy());
    expect(text.readOnly).toBe(false);
    expect(within(dialog).queryByText(LOCKED_POST_MESSAGES.publishing)).toBeNull();
    fireEvent.change(text, { target: { value: 'Third post, mended' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Post' })).toBeNull());
    expect(backend.sent(updateAnswer)[0]).toMatchObject({ postContent: 'Third post, mended' });
  });

  it('edits a post and its preset fields, and Save and Next moves on to the next post', async () => {
    const backend = seeded();
    backend.install();
    renderCreateArea('/create/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit post 3' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByRole('textbox', { name: 'Conventional Wisdom' })).toBeTruthy();
    const text = within(dialog).getByRole('textbox', { name: 'Post' });
    fireEvent.change(text, { target: { value: '' } });
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(text, { target: { value: 'Third post, sharper' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your Advice' }), { target: { value: 'Call early' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and Next' }));

    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('dialog', { name: 'Edit Post' })).getByRole('textbox', {
            name: 'Post',
          }) as HTMLTextAreaElement
        ).value,
      ).toBe('Second post'),
    );
    expect(backend.sent(updateAnswer)[0]).toMatchObject({
      id: 3,
      postContent: 'Third post, sharper',
      metadata: { AIPreset__hot_take: { yourAdvice: 'Call early', conventionalWisdom: '' } },
    });
    dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and Next' }));
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('dialog', { name: 'Edit Post' })).getByRole('textbox', {
            name: 'Desired Outcome',
          }) as HTMLTextAreaElement
        ).value,
      ).toBe('Calmer forecasts'),
    );
    // The last post has no next one.
    dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByRole('button', { name: 'Save and Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Post' })).toBeNull());
    expect(await screen.findByText('Third post, sharper')).toBeTruthy();
  });

  it('keeps the post being edited, and its changes, when the queue read again has a newer post on top', async () => {
    const backend = seeded();
    backend.install();
    const { queryClient } = renderCreateArea('/create/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit post 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Post' }), {
      target: { value: 'Second post, sharper' },
    });

    // Written in another tab, and listed once the queue is read again.
    backend.state.answers.push(buildAnswer({ id: 4, postContent: 'Newest post' }));
    await act(() => queryClient.invalidateQueries({ queryKey: userPostsQueryKey }));
    expect(await screen.findByText('Newest post')).toBeTruthy();

    expect(within(screen.getByRole('dialog', { name: 'Edit Post' })).getByText('Post 2')).toBeTruthy();
    expect(editedText()).toBe('Second post, sharper');
  });

  it('moves Save and Next on to the post below the saved one, though a newer post came in on top', async () => {
    const backend = seeded();
    backend.install();
    renderCreateArea('/create/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit post 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Post' }), {
      target: { value: 'Second post, sharper' },
    });

    // Written in another tab meanwhile: the queue read again after the save lists it on top.
    backend.state.answers.push(buildAnswer({ id: 4, postContent: 'Newest post' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and Next' }));

    await waitFor(() => expect(editedText()).toBe(LONG));
    expect(within(screen.getByRole('dialog', { name: 'Edit Post' })).getByText('Post 1')).toBeTruthy();
    expect(backend.sent(updateAnswer)).toEqual([
      expect.objectContaining({ id: 2, postContent: 'Second post, sharper' }),
    ]);
    expect(screen.getByText('Newest post')).toBeTruthy();
  });

  it('says why a post being published right now is not deleted, and keeps it', async () => {
    showQueueWithPostBeingPublished(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete post 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete post' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(POST_IN_HAND_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Post not deleted')).toBeTruthy();
    expect(screen.queryByText(/An unhandled error occurred/)).toBeNull();
    expect(screen.getByText('Second post')).toBeTruthy();
  });

  it('says why a post whose variant is being published right now is not deleted, and keeps it', async () => {
    const backend = seeded();
    backend.state.variants.push(variant({ id: 21, contentAnswerId: 2, status: 'scheduled' }));
    backend.state.publications.push(buildPublication({ id: 9, variantId: 21, status: 'publishing' }));
    backend.install();
    renderCreateArea('/create/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete post 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete post' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(VARIANT_IN_HAND_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Post not deleted')).toBeTruthy();
    expect(screen.getByText('Second post')).toBeTruthy();
  });

  it('deletes a post only after the confirmation', async () => {
    const backend = seeded();
    backend.install();
    renderCreateArea('/create/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete post 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(within(confirm).getByText('Are you sure you want to delete this post?')).toBeTruthy();
    expect(backend.sent(deleteAnswer)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Second post')).toBeNull());
    expect(backend.sent(deleteAnswer)).toEqual([{ id: 2 }]);
  });
});
