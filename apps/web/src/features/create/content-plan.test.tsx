import { createContentPlan, deleteContentPlan, listContentPlans } from '@inroad/contracts/content-plan';
import { SCOPE_IN_HAND_MESSAGES } from '@inroad/contracts/publishing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildAnswer, buildPlan, buildPublication } from '../../testing/create-backend/builders.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

const cellTexts = (column: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');

describe('Content Plan', () => {
  it('shows a spinner, then the sad-face empty state with a way to create a plan', async () => {
    const backend = createBackend();
    let release = () => {};
    backend.override(listContentPlans, () => new Promise((resolve) => (release = () => resolve([]))));
    backend.install();
    renderCreateArea('/create/content_plan');
    expect(screen.getByRole('heading', { name: 'Content Plan' })).toBeTruthy();
    expect(await screen.findByLabelText('Loading content plans')).toBeTruthy();
    release();
    expect(await screen.findByText('No content plans yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a Content Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Create Content Plan' })).toBeTruthy();
  });

  it('sorts by ID and Name, opens a plan on row click, and deletes only after the confirmation', async () => {
    const backend = createBackend({
      plans: [
        buildPlan({ id: 3, name: 'Beta plan' }),
        buildPlan({ id: 12, name: 'Alpha plan' }),
        buildPlan({ id: 7, name: `Gamma ${'very long name '.repeat(20)}` }),
      ],
    });
    backend.install();
    const { router } = renderCreateArea('/create/content_plan');
    await screen.findByText('Beta plan');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(cellTexts(1).map((t) => t.slice(0, 5))).toEqual(['Alpha', 'Beta ', 'Gamma']);
    fireEvent.click(screen.getByRole('button', { name: /^ID/ }));
    expect(cellTexts(0)).toEqual(['3', '7', '12']);
    fireEvent.click(screen.getByRole('button', { name: /^ID/ }));
    expect(cellTexts(0)).toEqual(['12', '7', '3']);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Beta plan' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete content plan' });
    expect(within(confirm).getByText('Are you sure you want to delete this content plan?')).toBeTruthy();
    expect(backend.sent(deleteContentPlan)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/create/content_plan');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Beta plan')).toBeNull());
    expect(backend.sent(deleteContentPlan)).toEqual([{ id: 3 }]);

    fireEvent.click(screen.getByText('Alpha plan').closest('tr') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/ideas/12'));
  });

  it('says why a plan whose post is being published right now is not deleted, and keeps it', async () => {
    const backend = createBackend({
      plans: [buildPlan({ id: 3, name: 'Launch plan' })],
      groups: [{ id: 10, contentPlanId: 3, name: 'Pricing', createdAt: '2026-11-20T10:00:00.000Z', ideas: [] }],
    });
    backend.state.groups[0]!.ideas.push({
      id: 20,
      contentGroupId: 10,
      idea: 'Why',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    backend.state.answers.push(buildAnswer({ id: 9, contentIdeaId: 20 }));
    backend.state.publications.push(buildPublication({ id: 7, answerId: 9, status: 'publishing' }));
    backend.install();
    renderCreateArea('/create/content_plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Launch plan' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete content plan' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SCOPE_IN_HAND_MESSAGES.plan)).toBeTruthy();
    expect(screen.getByText('Plan not deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Launch plan')).toBeTruthy();
  });

  it('creates a Lead Development plan from its customer fields and opens it', async () => {
    const backend = createBackend();
    let release = () => {};
    backend.install();
    const { router } = renderCreateArea('/create/content_plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Content Plan' });
    const type = within(dialog).getByRole('combobox', { name: 'Content plan type' }) as HTMLSelectElement;
    expect(type.selectedOptions[0]?.textContent).toBe('Select a content plan type...');
    const submit = within(dialog).getByRole('button', { name: 'Create Plan' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(type, { target: { value: 'blank' } });
    expect(within(dialog).getByRole('textbox', { name: 'Content Plan Name' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Ideal Customer Title' })).toBeNull();

    fireEvent.change(type, { target: { value: 'generate_leads' } });
    expect(within(dialog).getByRole('option', { name: 'Lead Development (Quick Start)' })).toBeTruthy();
    const fields = {
      'Content Plan Name': 'Q1 leads',
      'Ideal Customer Title': 'Head of Sales',
      'Target Company Description': 'B2B SaaS, 50-200 people',
      'Customer Observed Problems': 'Pipeline reviews take all day',
      "Customer's hypothesis on problem": 'More reps will fix it',
      'Customer Blockers': 'No budget until Q3',
    };
    for (const [label, value] of Object.entries(fields)) {
      fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
    }
    backend.override(
      createContentPlan,
      ({ body }) =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 'success',
              contentPlanId: 41,
              contentPlan: buildPlan({ id: 41, name: body.name, type: body.type }),
            });
        }),
    );
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Creating...' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/ideas/41'));
    expect(screen.queryByRole('dialog', { name: 'Create Content Plan' })).toBeNull();
    expect(backend.sent(createContentPlan)).toEqual([
      {
        type: 'generate_leads',
        name: 'Q1 leads',
        roleDescription: 'Head of Sales',
        companyDescription: 'B2B SaaS, 50-200 people',
        customerObservations: 'Pipeline reviews take all day',
        customerHypothesis: 'More reps will fix it',
        customerBarriers: 'No budget until Q3',
      },
    ]);
  });

  it('asks before a close loses what was typed, and cannot be closed while the plan is being created', async () => {
    const backend = createBackend();
    let release = () => {};
    backend.override(
      createContentPlan,
      ({ body }) =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 'success', contentPlanId: 41, contentPlan: buildPlan({ id: 41, name: body.name }) });
        }),
    );
    backend.install();
    const { router } = renderCreateArea('/create/content_plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Content Plan' });
    const type = within(dialog).getByRole('combobox', { name: 'Content plan type' });
    fireEvent.change(type, { target: { value: 'blank' } });
    const name = within(dialog).getByRole('textbox', { name: 'Content Plan Name' });
    fireEvent.change(name, { target: { value: 'Q1 plan' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(ask).getByText('What you entered for this content plan is lost.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeTruthy();
    // The answer takes the AI's proposal: the dialog waits for it, then opens the plan made.
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Create Content Plan' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/ideas/41'));
    expect(backend.sent(createContentPlan)).toEqual([{ type: 'blank', name: 'Q1 plan' }]);
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    const backend = createBackend();
    backend.override(listContentPlans, () => {
      throw new Error('down');
    });
    backend.install();
    renderCreateArea('/create/content_plan');
    expect(await screen.findByText('Could not load content plans')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
