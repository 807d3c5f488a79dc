import { saveAnswer } from '@inroad/contracts/create';
import { CLIENT_ERROR_MESSAGES } from '@inroad/contracts/errors';
import { setPublicationTarget } from '@inroad/contracts/publishing';
import { notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildAnswer, buildIntegration, buildPublication } from '../../testing/create-backend/builders.ts';
import { button, openModal, stubMediaUploads } from '../../testing/create-content-steps.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

// Where a post goes: LinkedIn or Reddit (a subreddit and a kind), chosen in Create Content and changed in Edit Post.

const ZONE = 'America/New_York';

stubMediaUploads();

describe('a post’s destination', () => {
  it('sends a Reddit post to a subreddit typed as r/name, suggesting the subscribed ones, with its kind', async () => {
    const backend = createBackend(
      {
        integrations: [
          buildIntegration({ id: 5, name: 'Company LinkedIn' }),
          buildIntegration({ id: 6, name: 'My Reddit', platform: 'reddit', accountName: 'ada_example' }),
        ],
        subreddits: ['sales', 'SaaS'],
      },
      { timeZone: ZONE },
    );
    const dialog = await openModal(backend);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Long-form text' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Pricing' } });
    fireEvent.click(button(dialog, 'Create'));
    const first = await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    fireEvent.change(first, { target: { value: 'Our pricing page, rewritten: https://example.com/pricing' } });
    fireEvent.click(button(dialog, 'Next'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));

    // LinkedIn is the default; choosing the Reddit integration asks where and what kind.
    const publishTo = (await within(dialog).findByRole('combobox', { name: 'Publish to' })) as HTMLSelectElement;
    expect(publishTo.value).toBe('');
    expect([...publishTo.options].map((o) => o.text)).toEqual(['LinkedIn', 'Reddit: My Reddit (u/ada_example)']);
    fireEvent.change(publishTo, { target: { value: '6' } });
    expect((within(dialog).getByRole('radio', { name: 'My profile' }) as HTMLInputElement).checked).toBe(true);
    // No image attached: an image post is not on offer.
    expect((within(dialog).getByRole('radio', { name: 'Image' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A subreddit' }));
    const subreddit = within(dialog).getByRole('combobox', { name: 'Subreddit' });
    fireEvent.change(subreddit, { target: { value: 'r/not a name' } });
    fireEvent.click(button(dialog, 'Schedule'));
    expect(
      await within(dialog).findByText('Subreddit must be a subreddit as r/name (2–21 letters, digits or _)'),
    ).toBeTruthy();
    expect(backend.sent(saveAnswer)).toHaveLength(0);
    // The cursor goes to the subreddit to change, far above the Schedule pressed.
    await waitFor(() => expect(document.activeElement).toBe(subreddit));

    fireEvent.change(subreddit, { target: { value: 'r/Sa' } });
    fireEvent.focus(subreddit);
    expect(await screen.findByRole('option', { name: 'r/SaaS' })).toBeTruthy();
    fireEvent.change(subreddit, { target: { value: 'r/SaaS' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Link' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Pricing, again' } });
    fireEvent.click(button(dialog, 'Schedule'));
    expect(await within(dialog).findByText('It goes to r/SaaS on Reddit.')).toBeTruthy();
    // Where it goes is part of the save: a post as soon as possible is picked up at once.
    expect(backend.sent(saveAnswer)).toEqual([
      expect.objectContaining({
        target: { integrationId: 6, subreddit: 'SaaS', redditKind: 'link', title: 'Pricing, again' },
      }),
    ]);
    expect(backend.sent(setPublicationTarget)).toEqual([]);
    const saved = backend.state.answers.at(-1)!;
    expect(backend.state.publications.find((p) => p.answerId === saved.id)).toMatchObject({
      platform: 'reddit',
      integrationId: 6,
      subreddit: 'SaaS',
    });
  });

  it('says beside the destination when the server refuses it, and saves nothing', async () => {
    const backend = createBackend(
      { integrations: [buildIntegration({ id: 6, name: 'My Reddit', platform: 'reddit', accountName: 'ada' })] },
      { timeZone: ZONE },
    );
    const dialog = await openModal(backend);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Long-form text' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Pricing' } });
    fireEvent.click(button(dialog, 'Create'));
    await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    fireEvent.click(button(dialog, 'Next'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Publish to' }), { target: { value: '6' } });
    // Disconnected in another tab meanwhile.
    backend.state.integrations.length = 0;
    fireEvent.click(button(dialog, 'Schedule'));
    expect(await within(dialog).findByText('Integration not found')).toBeTruthy();
    // Told beside the destination only, not in a notice as well (the store holds a notice before it is drawn).
    expect(notificationsStore.getState().notifications.map((n) => n.message)).not.toContain(
      CLIENT_ERROR_MESSAGES.unhandled,
    );
    expect(backend.state.answers).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });

  it('changes where a scheduled post goes in Edit Post, starting from what is stored', async () => {
    const backend = createBackend(
      {
        answers: [buildAnswer({ id: 3, postContent: 'Scheduled post', status: 'scheduled', scheduledTime: null })],
        integrations: [buildIntegration({ id: 6, name: 'My Reddit', platform: 'reddit', accountName: 'ada' })],
        publications: [
          buildPublication({ id: 9, answerId: 3, platform: 'reddit', integrationId: 6, subreddit: 'sales' }),
        ],
      },
      { timeZone: ZONE },
    );
    backend.install();
    renderCreateArea('/create/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit post 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: 'Subreddit' }) as HTMLInputElement).value).toBe('r/sales'),
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'My profile' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.sent(setPublicationTarget)).toEqual([
        { answerId: 3, integrationId: 6, subreddit: null, redditKind: null, title: null },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Post' })).toBeNull());
  });

  it('offers a Reddit image post in Edit Post for an attached image, not for a .webm video', async () => {
    const backend = createBackend(
      {
        answers: [
          buildAnswer({
            id: 3,
            postFormat: 'shortform_video',
            status: 'scheduled',
            mediaUrl: '/api/media/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.webm',
          }),
          buildAnswer({
            id: 4,
            status: 'scheduled',
            mediaUrl: '/api/media/1c8d3b63-62e2-4c6f-8e62-7a1b4d2a3f22.png',
          }),
        ],
        integrations: [buildIntegration({ id: 6, name: 'My Reddit', platform: 'reddit', accountName: 'ada' })],
        publications: [
          buildPublication({ id: 9, answerId: 3, platform: 'reddit', integrationId: 6 }),
          buildPublication({ id: 10, answerId: 4, platform: 'reddit', integrationId: 6 }),
        ],
      },
      { timeZone: ZONE },
    );
    backend.install();
    renderCreateArea('/create/content');
    const imageKind = async (dialog: HTMLElement) =>
      (await within(dialog).findByRole('radio', { name: 'Image' })) as HTMLInputElement;

    fireEvent.click(await screen.findByRole('button', { name: 'Edit post 3' }));
    const video = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect((await imageKind(video)).disabled).toBe(true);
    fireEvent.click(within(video).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Post' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit post 4' }));
    const image = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect((await imageKind(image)).disabled).toBe(false);
  });
});
