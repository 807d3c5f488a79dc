import { AI_PROMPT_MAX_CHARS } from '@inroad/contracts/ai';
import { createAnswerSuggestion, MANUAL_IDEA_MAX_CHARS, type PostDraft, saveAnswer } from '@inroad/contracts/create';
import { CLIENT_ERROR_MESSAGES } from '@inroad/contracts/errors';
import { createMediaUpload } from '@inroad/contracts/media';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createBackend } from '../../testing/create-backend/backend.ts';
import {
  button,
  choose,
  fileInput,
  openMediaStep,
  openModal,
  stubMediaUploads,
} from '../../testing/create-content-steps.ts';
import { titleCase } from './answer-fields.ts';
import { todayIn, zonedToScheduledTime } from './schedule-time.ts';

const ZONE = 'America/New_York';
const DAY = 24 * 60 * 60 * 1000;

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

const upload = stubMediaUploads();

describe('Create Content', () => {
  it('writes the preset section names title-cased', () => {
    expect(titleCase('whatPeopleAreDoingWrong')).toBe('What People Are Doing Wrong');
  });

  it('generates drafts from the form, labels basic ones, and lets the user edit, delete and pick one', async () => {
    let generation = 0;
    const backend = createBackend();
    backend.override(createAnswerSuggestion, () => {
      generation += 1;
      return { engine: 'local', postDraft: [draft(`First take ${generation}`), draft(`Second take ${generation}`)] };
    });
    const dialog = await openModal(backend);
    expect(button(dialog, 'Create').hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Long-form text' }));
    button(dialog, 'Create').focus();
    fireEvent.click(button(dialog, 'Create'));
    expect(await within(dialog).findByText('Enter the idea this post is about')).toBeTruthy();
    expect(backend.sent(createAnswerSuggestion)).toHaveLength(0);
    // The refusal puts the cursor where the idea goes.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Idea/ })));

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Discovery calls' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Advice' }), { target: { value: 'Ask first' } });
    fireEvent.click(button(dialog, 'Create'));

    const first = await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    expect((first as HTMLTextAreaElement).value).toBe('First take 1');
    expect(within(dialog).getByText('Basic drafts (no AI model is configured)')).toBeTruthy();
    expect(backend.sent(createAnswerSuggestion)[0]).toEqual({
      manualIdea: 'Discovery calls',
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      userPrompt: undefined,
      presetFields: { advice: 'Ask first' },
      template: undefined,
      round: 0,
    });

    fireEvent.change(first, { target: { value: 'First take, edited' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Use draft 2' }));
    fireEvent.click(button(dialog, 'Delete draft 1'));
    expect(within(dialog).queryByDisplayValue('First take, edited')).toBeNull();
    expect((within(dialog).getByRole('radio', { name: 'Use draft 1' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(button(dialog, 'Regenerate'));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: 'Draft 1' }) as HTMLTextAreaElement).value).toBe(
        'First take 2',
      ),
    );
    fireEvent.click(button(dialog, 'Regenerate'));
    await waitFor(() => expect(backend.sent(createAnswerSuggestion)).toHaveLength(3));
    // Each Regenerate asks for the next round, which the basic engine words differently; the form starts again at 0.
    const rounds = (...numbers: number[]) => numbers.map((round) => expect.objectContaining({ round }));
    expect(backend.sent(createAnswerSuggestion)).toEqual(rounds(0, 1, 2));
    fireEvent.click(button(dialog, 'Back'));
    expect((within(dialog).getByRole('textbox', { name: /Idea/ }) as HTMLInputElement).value).toBe('Discovery calls');
    fireEvent.click(button(dialog, 'Create'));
    await waitFor(() => expect(backend.sent(createAnswerSuggestion)).toEqual(rounds(0, 1, 2, 0)));
  });

  it('asks before Regenerate replaces a draft the user edited', async () => {
    const backend = createBackend();
    const dialog = await openModal(backend);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Long-form text/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Discovery calls' } });
    fireEvent.click(button(dialog, 'Create'));
    const first = (await within(dialog).findByRole('textbox', { name: 'Draft 1' })) as HTMLTextAreaElement;
    fireEvent.change(first, { target: { value: 'My own opening' } });
    const sent = backend.sent(createAnswerSuggestion).length;

    fireEvent.click(button(dialog, 'Regenerate'));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate drafts?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Regenerate drafts?' })).toBeNull());
    expect(first.value).toBe('My own opening');
    // Escape closes the confirmation only: the flow and its drafts stay.
    fireEvent.click(button(dialog, 'Regenerate'));
    const again = await screen.findByRole('dialog', { name: 'Regenerate drafts?' });
    // As a browser does: the key goes to the focused control (the Create Content modal sees it as it bubbles), and
    // the topmost <dialog> gets a cancel event.
    fireEvent.keyDown(within(again).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    fireEvent(again, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Regenerate drafts?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Create Content' })).toBeTruthy();
    expect(first.value).toBe('My own opening');
    expect(backend.sent(createAnswerSuggestion)).toHaveLength(sent);

    fireEvent.click(button(dialog, 'Regenerate'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Regenerate drafts?' })).getByRole('button', {
        name: 'Regenerate',
      }),
    );
    await waitFor(() => expect(backend.sent(createAnswerSuggestion)).toHaveLength(sent + 1));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: 'Draft 1' }) as HTMLTextAreaElement).value).not.toBe(
        'My own opening',
      ),
    );
  });

  it('takes no longer an idea or prompt than the server does', async () => {
    const dialog = await openModal(createBackend());
    // A longer text would be refused when Create is clicked, and that refusal is only logged.
    const idea = within(dialog).getByRole('textbox', { name: /Idea/ });
    expect(idea.getAttribute('maxlength')).toBe(String(MANUAL_IDEA_MAX_CHARS));
    const prompt = within(dialog).getByRole('textbox', { name: 'Prompt' });
    expect(prompt.getAttribute('maxlength')).toBe(String(AI_PROMPT_MAX_CHARS));
  });

  it('asks for the hot take fields and template, and leaves the model label off model drafts', async () => {
    const backend = createBackend();
    backend.override(createAnswerSuggestion, () => ({ engine: 'model', postDraft: [draft('Model take')] }));
    const dialog = await openModal(backend);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Short-form video/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Cold calls' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hot Take' }));
    expect((within(dialog).getByRole('radio', { name: 'Strong Opinion' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Conventional Wisdom' }), {
      target: { value: 'Cold calling is dead' },
    });
    expect(within(dialog).queryByRole('textbox', { name: 'Advice' })).toBeNull();
    fireEvent.click(button(dialog, 'Create'));
    expect(await within(dialog).findByDisplayValue('Model take')).toBeTruthy();
    expect(within(dialog).queryByText(/Basic drafts/)).toBeNull();
    expect(backend.sent(createAnswerSuggestion).at(-1)).toMatchObject({
      answerType: 'hot_take',
      postFormat: 'shortform_video',
      template: 'strong_opinion',
      presetFields: { conventionalWisdom: 'Cold calling is dead' },
    });
  });

  it('takes a long-form post through media and a custom schedule in the user zone, with Back on each step', async () => {
    const backend = createBackend({}, { timeZone: ZONE });
    const dialog = await openModal(backend);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Long-form text' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Forecasts' } });
    fireEvent.click(button(dialog, 'Create'));
    const first = await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    fireEvent.change(first, { target: { value: 'Forecasts slip when nobody owns the date.' } });
    fireEvent.click(button(dialog, 'Next'));

    // Media: images only; a failed upload says so; a good one shows a preview that can be removed.
    expect(await within(dialog).findByRole('button', { name: 'Upload image' })).toBeTruthy();
    expect(fileInput(dialog).getAttribute('accept')).toBe('image/png,image/jpeg,image/gif,image/webp,image/avif');
    choose(dialog, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await within(dialog).findByText('Choose an image file')).toBeTruthy();
    upload.mockResolvedValueOnce(new Response(null, { status: 403 }));
    choose(dialog, new File(['x'], 'chart.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Failed to upload to S3')).toBeTruthy();
    choose(dialog, new File(['x'], 'chart.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Preview of chart.png' })).toBeTruthy();
    expect(within(dialog).queryByText('Failed to upload to S3')).toBeNull();
    expect(backend.sent(createMediaUpload).at(-1)).toEqual({
      fileType: 'image/png',
      postFormat: 'longform_text',
      size: 1,
    });
    const [url, init] = upload.mock.calls.at(-1) ?? [];
    expect(url).toMatch(/^\/api\/media\/upload\//);
    expect(init).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/png' } });
    fireEvent.click(button(dialog, 'Remove image'));
    expect(within(dialog).queryByRole('img', { name: 'Preview of chart.png' })).toBeNull();
    choose(dialog, new File(['x'], 'chart.png', { type: 'image/png' }));
    await within(dialog).findByRole('img', { name: 'Preview of chart.png' });

    fireEvent.click(button(dialog, 'Back'));
    expect(((await within(dialog).findByRole('textbox', { name: 'Draft 1' })) as HTMLTextAreaElement).value).toBe(
      'Forecasts slip when nobody owns the date.',
    );
    fireEvent.click(button(dialog, 'Next'));
    expect(await within(dialog).findByRole('img', { name: 'Preview of chart.png' })).toBeTruthy();
    fireEvent.click(button(dialog, 'Next'));

    // Schedule: a custom date may not be before today in the user's zone.
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Pick a date and time' }));
    const date = within(dialog).getByLabelText('Date');
    const yesterday = todayIn(ZONE, new Date(Date.now() - DAY));
    fireEvent.change(date, { target: { value: yesterday } });
    button(dialog, 'Schedule').focus();
    fireEvent.click(button(dialog, 'Schedule'));
    expect(await within(dialog).findByText('The date cannot be before today')).toBeTruthy();
    expect(backend.sent(saveAnswer)).toHaveLength(0);
    // The cursor goes to the date to change, not left on Schedule as if nothing happened.
    await waitFor(() => expect(document.activeElement).toBe(date));
    fireEvent.click(button(dialog, 'Back'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));

    const tomorrow = todayIn(ZONE, new Date(Date.now() + DAY));
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: tomorrow } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '09:00' } });
    fireEvent.click(button(dialog, 'Schedule'));
    expect(await within(dialog).findByText('Your post is saved.')).toBeTruthy();
    expect(backend.sent(saveAnswer)).toEqual([
      {
        manualIdea: 'Forecasts',
        contentAnswerId: undefined,
        postContent: 'Forecasts slip when nobody owns the date.',
        answerType: 'expert_tip',
        postFormat: 'longform_text',
        userPrompt: undefined,
        presetFields: {},
        postTemplate: undefined,
        contentMediaId: '0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11',
        schedule: 'custom_date',
        scheduledTime: zonedToScheduledTime(tomorrow, '09:00', ZONE),
      },
    ]);
    fireEvent.click(button(dialog, 'Done'));
    // The queue lists the saved post with its badge and time.
    expect(await screen.findByText('Forecasts slip when nobody owns the date.')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.getByText(/9:00 AM E[SD]T/)).toBeTruthy();
  });

  it('marks the current step, and takes focus to each new step rather than to the page behind the dialog', async () => {
    const dialog = await openModal(createBackend());
    const currentStep = () => dialog.querySelector('[aria-current="step"]')?.textContent;
    const press = (name: string) => {
      button(dialog, name).focus();
      fireEvent.click(button(dialog, name));
    };
    const firstDraft = () => within(dialog).getByRole('radio', { name: 'Use draft 1' });
    expect(currentStep()).toContain('Details');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Long-form text' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Forecasts' } });
    press('Create');
    await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    expect(currentStep()).toContain('Preview');
    // Create went with its step; focus is on the new step's first field, inside the dialog.
    await waitFor(() => expect(document.activeElement).toBe(firstDraft()));
    expect(document.activeElement).not.toBe(document.body);
    expect(dialog.contains(document.activeElement)).toBe(true);

    press('Next');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Upload image' })),
    );
    expect(currentStep()).toContain('Media');

    press('Back');
    await waitFor(() => expect(document.activeElement).toBe(firstDraft()));
    expect(currentStep()).toContain('Preview');
  });

  it('stays on the media step while the image uploads, so the post is saved with it', async () => {
    const backend = createBackend();
    const dialog = await openMediaStep(backend);

    // Storage holds the image's PUT open: the image is attached only when it ends.
    let answerPut: (response: Response) => void = () => undefined;
    upload.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answerPut = resolve;
        }),
    );
    choose(dialog, new File(['x'], 'chart.png', { type: 'image/png' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    // The step tells the dialog it is uploading as it renders the upload under way.
    await waitFor(() => expect(button(dialog, 'Next').hasAttribute('disabled')).toBe(true));
    expect(button(dialog, 'Back').hasAttribute('disabled')).toBe(true);

    answerPut(new Response(null, { status: 200 }));
    expect(await within(dialog).findByRole('img', { name: 'Preview of chart.png' })).toBeTruthy();
    await waitFor(() => expect(button(dialog, 'Next').hasAttribute('disabled')).toBe(false));
    expect(button(dialog, 'Back').hasAttribute('disabled')).toBe(false);
    fireEvent.click(button(dialog, 'Next'));
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Save as draft' }));
    fireEvent.click(button(dialog, 'Save Draft'));
    expect(await within(dialog).findByText('Your post is saved.')).toBeTruthy();
    expect(backend.sent(saveAnswer)[0]).toMatchObject({
      postFormat: 'longform_text',
      contentMediaId: '0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11',
      schedule: 'none',
    });
  });

  it('refuses an image of a type the server does not take, before any upload', async () => {
    const backend = createBackend();
    const dialog = await openMediaStep(backend);

    choose(dialog, new File(['x'], 'scan.bmp', { type: 'image/bmp' }));
    expect(await within(dialog).findByText('Choose a PNG, JPEG, GIF, WebP or AVIF image')).toBeTruthy();
    expect(backend.sent(createMediaUpload)).toHaveLength(0);
    expect(upload).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Upload image' })).toBeTruthy();
  });

  it('takes a short-form post through the record step to scheduling, and stays there when saving fails', async () => {
    const backend = createBackend();
    const dialog = await openModal(backend);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Short-form video/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Idea/ }), { target: { value: 'Demos' } });
    fireEvent.click(button(dialog, 'Create'));
    await within(dialog).findByRole('textbox', { name: 'Draft 1' });
    fireEvent.click(button(dialog, 'Next'));
    // The record step offers the studio; the post can go on without a video.
    expect(await within(dialog).findByRole('button', { name: 'Open Recording Studio' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Upload image' })).toBeNull();
    fireEvent.click(button(dialog, 'Next'));
    expect(await within(dialog).findByRole('radio', { name: 'As soon as possible' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Save as draft' }));
    backend.override(saveAnswer, () => {
      throw new ApiError({ status: 500, kind: 'unhandled', message: 'An unhandled error occurred' });
    });
    fireEvent.click(button(dialog, 'Save Draft'));
    await waitFor(() => expect(backend.sent(saveAnswer)).toHaveLength(1));
    expect(within(dialog).queryByText('Your post is saved.')).toBeNull();
    expect(backend.sent(saveAnswer)[0]).toMatchObject({ postFormat: 'shortform_video', schedule: 'none' });
    expect(button(dialog, 'Save Draft').hasAttribute('disabled')).toBe(false);
    // A failure the step does not explain itself is told in a notice.
    expect(await screen.findByText(CLIENT_ERROR_MESSAGES.unhandled)).toBeTruthy();
  });
});
