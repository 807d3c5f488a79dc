import { createAnswerSuggestion, type PostDraft } from '@inroad/contracts/create';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { titleCase } from './answer-fields.ts';
import { ContentQueueScreen } from './components/content-queue-screen.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  apiRequest: vi.fn(),
}));

function draft(postContent: string): PostDraft {
  return {
    contentIdeaId: null,
    postContent,
    status: 'draft',
    scheduledTime: null,
    answerType: 'expert_tip',
    postFormat: 'longform_text',
    userPrompt: null,
  };
}

function requests(): unknown[] {
  return vi
    .mocked(apiRequest)
    .mock.calls.filter(([endpoint]) => endpoint === createAnswerSuggestion)
    .map(([, input]) => (input as { body: unknown }).body);
}

async function openModal() {
  renderWithProviders(
    <MemoryRouter>
      <ContentQueueScreen />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Create New Content' }));
  return screen.findByRole('dialog', { name: 'Create Content' });
}

describe('Create Content', () => {
  it('writes the preset section names title-cased', () => {
    expect(titleCase('whatPeopleAreDoingWrong')).toBe('What People Are Doing Wrong');
  });

  it('generates drafts from the form, labels basic ones, and lets the user edit, delete and pick one', async () => {
    let generation = 0;
    fakeApi(apiRequest, [
      [
        createAnswerSuggestion,
        () => {
          generation += 1;
          return {
            engine: 'local',
            postDraft: [draft(`First take ${generation}`), draft(`Second take ${generation}`)],
          };
        },
      ],
    ]);
    const dialog = await openModal();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Long-form text' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter the idea this post is about')).toBeTruthy();
    expect(requests()).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Discovery calls' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Advice' }), { target: { value: 'Ask first' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const first = await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    expect((first as HTMLTextAreaElement).value).toBe('First take 1');
    expect(within(dialog).getByText('Basic drafts (no AI model is configured)')).toBeTruthy();
    expect(requests()[0]).toEqual({
      manualIdea: 'Discovery calls',
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      userPrompt: undefined,
      presetFields: { advice: 'Ask first' },
      template: undefined,
    });

    fireEvent.change(first, { target: { value: 'First take, edited' } });
    expect((within(dialog).getByRole('textbox', { name: 'Draft 1' }) as HTMLTextAreaElement).value).toBe(
      'First take, edited',
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Use draft 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft 1' }));
    expect(within(dialog).queryByDisplayValue('First take, edited')).toBeNull();
    expect((within(dialog).getByRole('radio', { name: 'Use draft 1' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: 'Draft 1' }) as HTMLTextAreaElement).value).toBe(
        'First take 2',
      ),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((within(dialog).getByRole('textbox', { name: /Idea/ }) as HTMLInputElement).value).toBe('Discovery calls');
  });

  it('asks for the hot take fields and template, and leaves the model label off model drafts', async () => {
    fakeApi(apiRequest, [[createAnswerSuggestion, () => ({ engine: 'model', postDraft: [draft('Model take')] })]]);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Short-form video/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Cold calls' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hot Take' }));
    expect((within(dialog).getByRole('radio', { name: 'Strong Opinion' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Conventional Wisdom' }), {
      target: { value: 'Cold calling is dead' },
    });
    expect(within(dialog).queryByRole('textbox', { name: 'Advice' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByDisplayValue('Model take')).toBeTruthy();
    expect(within(dialog).queryByText(/Basic drafts/)).toBeNull();
    expect(requests().at(-1)).toMatchObject({
      answerType: 'hot_take',
      postFormat: 'shortform_video',
      template: 'strong_opinion',
      presetFields: { conventionalWisdom: 'Cold calling is dead' },
    });
  });
});
