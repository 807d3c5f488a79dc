import {
  createContentGroup,
  createContentIdea,
  deleteContentGroup,
  deleteContentIdea,
  updateContentIdea,
} from '@inroad/contracts/content-plan';
import { SCOPE_IN_HAND_MESSAGES } from '@inroad/contracts/publishing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seeded, topic } from '../../testing/content-topics-fixtures.ts';
import { buildAnswer, buildPublication } from '../../testing/create-backend/builders.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

const card = (name: string) => screen.getByRole('region', { name });

describe('Content Topics', () => {
  it('shows the plan, collapses and expands its topic cards', async () => {
    seeded().install();
    renderCreateArea('/create/ideas/5');
    expect(screen.getByRole('heading', { name: 'Content Topics' })).toBeTruthy();
    expect(await screen.findByText('Content Plan: Lead plan')).toBeTruthy();
    // The header's line is a paragraph: what it holds, the plan's badge too, is phrasing content (no <div> in a <p>).
    const planLine = screen.getByText('Content Plan: Lead plan').closest('p');
    expect(planLine?.textContent).toContain('Basic proposals');
    expect(planLine?.querySelector('div')).toBeNull();
    expect(within(card('Pipeline hygiene')).getByText('Why forecasts slip')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    for (const name of ['Pipeline hygiene', 'Discovery calls']) {
      expect(
        within(card(name))
          .getByRole('button', { name: `Expand ${name}` })
          .getAttribute('aria-expanded'),
      ).toBe('false');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(
      within(card('Discovery calls'))
        .getByRole('button', { name: 'Collapse Discovery calls' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(within(card('Discovery calls')).getByRole('button', { name: 'Collapse Discovery calls' }));
    expect(within(card('Discovery calls')).getByRole('button', { name: 'Expand Discovery calls' })).toBeTruthy();
  });

  it('adds a topic through its modal, Save disabled while empty or saving', async () => {
    const backend = seeded();
    backend.install();
    renderCreateArea('/create/ideas/5');
    await screen.findByText('Content Plan: Lead plan');
    fireEvent.click(screen.getByRole('button', { name: 'Add Content Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Content Topic' });
    expect(within(dialog).getByText(/a category of content/)).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: 'Content Topic Name' });
    fireEvent.change(name, { target: { value: '   ' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    let release = () => {};
    backend.override(
      createContentGroup,
      ({ body }) =>
        new Promise((resolve) => {
          release = () => resolve({ status: 'success', contentGroup: topic(12, body.name, []) });
        }),
    );
    fireEvent.change(name, { target: { value: '  Objections  ' } });
    fireEvent.click(save);
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeTruthy();
    // Escape waits for the save: the answer closes this modal, not one opened after it.
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Add Content Topic' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Content Topic' })).toBeNull());
    expect(backend.sent(createContentGroup)).toEqual([{ contentPlanId: 5, name: 'Objections' }]);
  });

  it('gives focus back to the button that opened a topic modal when it closes', async () => {
    seeded().install();
    renderCreateArea('/create/ideas/5');
    await screen.findByText('Content Plan: Lead plan');
    const opener = screen.getByRole('button', { name: 'Add Content Topic' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add Content Topic' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Content Topic' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('deletes a topic only after the confirmation, and an idea without one', async () => {
    const backend = seeded();
    backend.install();
    renderCreateArea('/create/ideas/5');
    await screen.findByText('Content Plan: Lead plan');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for topic Discovery calls' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete content topic' });
    expect(within(confirm).getByText('Are you sure you want to delete this content theme?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(backend.sent(deleteContentGroup)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for idea 20' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Why forecasts slip')).toBeNull());
    expect(backend.sent(deleteContentIdea)).toEqual([{ id: 20 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a topic or an idea whose post is being published right now is not deleted, and keeps both', async () => {
    const backend = seeded();
    backend.state.answers.push(buildAnswer({ id: 9, contentIdeaId: 20 }));
    backend.state.publications.push(buildPublication({ id: 7, answerId: 9, status: 'publishing' }));
    backend.install();
    renderCreateArea('/create/ideas/5');
    await screen.findByText('Content Plan: Lead plan');

    fireEvent.click(screen.getByRole('button', { name: 'Actions for idea 20' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText(SCOPE_IN_HAND_MESSAGES.idea)).toBeTruthy();
    expect(screen.getByText('Idea not deleted')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for topic Pipeline hygiene' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete content topic' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SCOPE_IN_HAND_MESSAGES.topic)).toBeTruthy();
    expect(screen.getByText('Topic not deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Pipeline hygiene')).getByText('Why forecasts slip')).toBeTruthy();
    // The reason alone: not the generic alert besides.
    expect(screen.queryByText('An unhandled error occurred')).toBeNull();
  });

  it('adds an idea to a topic and edits it', async () => {
    const backend = seeded();
    backend.install();
    renderCreateArea('/create/ideas/5');
    await screen.findByText('Content Plan: Lead plan');
    fireEvent.click(within(card('Pipeline hygiene')).getByRole('button', { name: 'Add Content Idea' }));
    const add = await screen.findByRole('dialog', { name: 'Add Content Idea' });
    expect(within(add).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(add).getByRole('textbox', { name: 'Content Idea' }), { target: { value: 'Stale deals' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(card('Pipeline hygiene')).findByText('Stale deals')).toBeTruthy();
    expect(backend.sent(createContentIdea)).toEqual([{ contentGroupId: 10, idea: 'Stale deals' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for idea 20' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Content Idea' });
    const field = within(edit).getByRole('textbox', { name: 'Content Idea' }) as HTMLTextAreaElement;
    expect(field.value).toBe('Why forecasts slip');
    fireEvent.change(field, { target: { value: 'Why forecasts slip every quarter' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Why forecasts slip every quarter')).toBeTruthy();
    expect(backend.sent(updateContentIdea)).toEqual([{ id: 20, idea: 'Why forecasts slip every quarter' }]);
  });
});
