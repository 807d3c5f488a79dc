import { deleteAnswer, listAnswers } from '@inroad/contracts/create';
import { deleteVariant } from '@inroad/contracts/create-variant';
import { POST_IN_HAND_MESSAGE, retryPublication } from '@inroad/contracts/publishing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { seeded, variant } from '../../testing/content-topics-fixtures.ts';
import { buildAnswer, buildPublication } from '../../testing/create-backend/builders.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

// The Recording Studio loads lazily: load its code before the tests, not inside the one that opens it, where on a busy
// machine the module transform takes longer than its wait.
beforeAll(() => import('./studio/components/recording-studio.tsx'));

describe('Expanded idea', () => {
  async function openIdea(backend: ReturnType<typeof seeded>, ideaId = 20) {
    backend.install();
    renderCreateArea('/create/ideas/5');
    fireEvent.click(await screen.findByRole('button', { name: `Show posts for idea ${ideaId}` }));
    return screen.findByRole('region', { name: `Posts for idea ${ideaId}` });
  }

  it('invites the first post when the idea has none, and opens Create Content on that idea', async () => {
    const section = await openIdea(seeded());
    expect(
      await within(section).findByText("You haven't come up with any posts for this content idea yet."),
    ).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Create Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Content' });
    expect(within(dialog).getByText('Why forecasts slip')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /^Idea/ })).toBeNull();
  });

  it('fills the Create Content form with the fields last used for the idea', async () => {
    const backend = seeded();
    backend.state.answers.push(
      buildAnswer({
        id: 9,
        contentIdeaId: 20,
        metadata: {
          AIPreset__expert_tip: { desiredOutcome: 'Forecasts that hold', whatPeopleAreDoingWrong: 'Guessing' },
        },
      }),
    );
    const section = await openIdea(backend);
    fireEvent.click(await within(section).findByRole('button', { name: 'Create Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Content' });
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: 'Desired Outcome' }) as HTMLTextAreaElement).value).toBe(
        'Forecasts that hold',
      ),
    );
    expect((within(dialog).getByRole('textbox', { name: 'Advice' }) as HTMLTextAreaElement).value).toBe('');

    // Filled by the presets, the form holds nothing of the user's yet; a field changed, it does.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Advice' }), { target: { value: 'Ask early' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this post?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Advice' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Content' })).toBeNull());
  });

  it('says why the answers could not be loaded', async () => {
    const backend = seeded();
    backend.override(listAnswers, () => {
      throw new ApiError({
        status: 0,
        kind: 'network',
        message: 'Network error occurred. Please check your connection.',
      });
    });
    const section = await openIdea(backend);
    expect(
      await within(section).findByText('Error loading answer: Network error occurred. Please check your connection.'),
    ).toBeTruthy();
  });

  it('lists answers with their preset sections, deletes one after the confirmation', async () => {
    const backend = seeded();
    const long = `${'Forecasts slip when nobody owns the close date. '.repeat(12)}`;
    backend.state.answers.push(
      buildAnswer({
        id: 9,
        contentIdeaId: 20,
        metadata: { AIPreset__expert_tip: { whatPeopleAreDoingWrong: long, desiredOutcome: 'Forecasts that hold' } },
        postContent: 'Own your close dates. https://example.com/forecasts',
        status: 'scheduled',
      }),
      buildAnswer({ id: 10, contentIdeaId: 20, metadata: {}, postContent: 'Plain post' }),
      buildAnswer({ id: 11, contentIdeaId: 20, metadata: {}, postContent: '' }),
    );
    const section = await openIdea(backend);
    const table = await within(section).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['ID', 'AI Prompt Content']);
    const titles = within(table)
      .getAllByText(/^(Desired Outcome|What People Are Doing Wrong)$/)
      .map((t) => t.textContent);
    expect(titles).toEqual(['Desired Outcome', 'What People Are Doing Wrong']);
    fireEvent.click(within(table).getByRole('button', { name: 'more' }));
    expect(within(table).getByRole('button', { name: 'less' })).toBeTruthy();
    expect(within(table).getByText('No structured content available')).toBeTruthy();
    expect(within(table).getByText('No content available')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'https://example.com/forecasts' })).toBeTruthy();
    expect(within(table).getByText('ASAP')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Actions for answer 10' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete content' });
    expect(within(confirm).getByText('Are you sure you want to delete this content?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).queryByText('Plain post')).toBeNull());
    expect(backend.sent(deleteAnswer)).toEqual([{ id: 10 }]);
  });

  it('says why a variant being published right now is not deleted, and keeps it', async () => {
    const backend = seeded();
    backend.state.answers.push(buildAnswer({ id: 9, contentIdeaId: 20 }));
    backend.state.variants.push(variant({ id: 35, status: 'scheduled', scheduledTime: null }));
    backend.state.publications.push(buildPublication({ id: 7, answerId: null, variantId: 35, status: 'publishing' }));
    const section = await openIdea(backend);
    fireEvent.click(await within(section).findByRole('button', { name: 'Show variants of answer 9' }));
    const posts = await within(section).findByRole('region', { name: 'Posts of answer 9' });
    fireEvent.click(await within(posts).findByRole('button', { name: 'Delete variant 35' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete variant' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(POST_IN_HAND_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Variant not deleted')).toBeTruthy();
    expect(within(posts).getByRole('button', { name: 'Delete variant 35' })).toBeTruthy();
  });

  it("shows an answer's post variants with format, media, badge and time, and deletes after the confirmation", async () => {
    const backend = seeded();
    backend.state.answers.push(buildAnswer({ id: 9, contentIdeaId: 20 }));
    backend.state.variants.push(
      variant({ id: 31, status: 'queued', mediaUrl: '/api/media/a.mp4', format: 'shortform_video' }),
      variant({ id: 32, status: 'scheduled', scheduledTime: '2026-11-21 14:00:00', mediaUrl: '/api/media/b.png' }),
      variant({ id: 33, status: 'scheduled', scheduledTime: null, content: 'See https://example.com/x now' }),
      variant({ id: 34, status: 'draft' }),
    );
    const section = await openIdea(backend);
    fireEvent.click(await within(section).findByRole('button', { name: 'Show variants of answer 9' }));
    const posts = await within(section).findByRole('region', { name: 'Posts of answer 9' });
    const table = await within(posts).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Format', 'Post', 'Media', 'Status', 'Scheduled Time', 'Actions']);
    const row = (id: number) => within(table).getByText(String(id)).closest('tr') as HTMLElement;
    expect(within(row(31)).getByText('Queued').closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(/yellow/);
    expect(within(row(32)).getByText('Scheduled').closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(
      /green/,
    );
    expect(within(row(34)).getByText('Draft').closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(/gray/);
    // 14:00 UTC is 9:00 in New York, the user's zone.
    expect(within(row(32)).getByText(/Nov 21, 2026, 9:00 AM/)).toBeTruthy();
    expect(within(row(33)).getByText('ASAP')).toBeTruthy();
    expect(within(row(33)).getByRole('link', { name: 'https://example.com/x' })).toBeTruthy();

    fireEvent.click(within(row(31)).getByRole('button', { name: 'Preview media of variant 31' }));
    const video = await screen.findByRole('dialog', { name: 'Media' });
    expect(video.querySelector('video')?.getAttribute('src')).toBe('/api/media/a.mp4');
    fireEvent.click(within(video).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(row(32)).getByRole('button', { name: 'Preview media of variant 32' }));
    expect((await screen.findByRole('img', { name: 'media of variant 32' })).getAttribute('src')).toBe(
      '/api/media/b.png',
    );
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Media' })).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(row(34)).getByRole('button', { name: 'Delete variant 34' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete variant' });
    expect(within(confirm).getByText('Are you sure you want to delete this variant?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('34')).toBeNull());
    expect(backend.sent(deleteVariant)).toEqual([{ id: 34 }]);

    fireEvent.click(within(posts).getByRole('button', { name: 'New Post Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Post Variant' });
    expect((within(dialog).getByRole('radio', { name: 'Long-form text' }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(dialog)
        .getByRole('radio', { name: /Short-form video/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it("opens the Recording Studio on a short-form answer's new variant, from its script", async () => {
    const backend = seeded();
    backend.state.answers.push(buildAnswer({ id: 9, contentIdeaId: 20, postFormat: 'shortform_video' }));
    const section = await openIdea(backend);
    fireEvent.click(await within(section).findByRole('button', { name: 'Show variants of answer 9' }));
    const posts = await within(section).findByRole('region', { name: 'Posts of answer 9' });
    fireEvent.click(within(posts).getByRole('button', { name: 'New Post Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Post Variant' });
    expect((within(dialog).getByRole('radio', { name: /Short-form video/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const draft = await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    fireEvent.change(draft, { target: { value: 'Variants travel. #reach' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The record step, not the image upload of a long-form post.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open Recording Studio' }));
    const studio = await screen.findByRole('dialog', { name: 'Recording Studio' }, { timeout: 10_000 });
    // happy-dom records no video format, which the studio says; a browser gets the camera and the sections.
    expect(within(studio).getByRole('alert').textContent).toBe('No supported video format found');
  });

  it("shows a published variant's link and numbers, and a failed one's reason with Retry, as the queue does", async () => {
    const backend = seeded();
    backend.state.answers.push(buildAnswer({ id: 9, contentIdeaId: 20 }));
    backend.state.variants.push(
      variant({ id: 41, status: 'published', scheduledTime: '2026-11-19 14:00:00' }),
      variant({ id: 42, status: 'failed', scheduledTime: '2026-11-19 15:00:00' }),
      variant({ id: 43, status: 'draft' }),
    );
    backend.state.publications.push(
      buildPublication({
        id: 7,
        variantId: 41,
        platform: 'reddit',
        status: 'published',
        url: 'https://www.reddit.com/r/sales/comments/abc/post/',
        metrics: { likes: 1234, comments: 2, shares: 1, readAt: '2026-11-19T15:00:00.000Z' },
      }),
      buildPublication({ id: 8, variantId: 42, status: 'failed', error: 'LinkedIn answered 422: text too long' }),
    );
    const section = await openIdea(backend);
    fireEvent.click(await within(section).findByRole('button', { name: 'Show variants of answer 9' }));
    const table = await within(await within(section).findByRole('region', { name: 'Posts of answer 9' })).findByRole(
      'table',
    );
    const row = (id: number) => within(table).getByText(String(id)).closest('tr') as HTMLElement;
    expect(await within(row(41)).findByText('Published')).toBeTruthy();
    expect(
      within(row(41))
        .getByRole('link', { name: /View on Reddit/ })
        .getAttribute('href'),
    ).toBe('https://www.reddit.com/r/sales/comments/abc/post/');
    // A Reddit post's score is its upvotes, its shares its crossposts.
    expect(within(row(41)).getByText('1,234 upvotes · 2 comments · 1 crosspost')).toBeTruthy();
    expect(within(row(42)).getByText('LinkedIn answered 422: text too long')).toBeTruthy();
    fireEvent.click(within(row(42)).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(backend.sent(retryPublication)).toEqual([{ id: 8 }]));
    expect(within(row(43)).getByText('Draft')).toBeTruthy();
  });
});
