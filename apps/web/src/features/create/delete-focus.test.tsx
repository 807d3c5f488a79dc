import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { topic } from '../../testing/content-topics-fixtures.ts';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildAnswer, buildPlan } from '../../testing/create-backend/builders.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

/** A keyboard user's Enter on a control: focus is on it as it acts. */
function press(control: HTMLElement) {
  control.focus();
  fireEvent.click(control);
}

async function answer(question: string, button: 'Delete' | 'Cancel') {
  const dialog = await screen.findByRole('dialog', { name: question });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

async function expectFocusOn(name: string) {
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));
}

/**
 * As a browser has it: while a modal <dialog> is open, the rest of the page is inert and takes no focus. happy-dom
 * knows only the inert attribute, and would let a Mantine menu's own return of focus reach its button behind the
 * dialog.
 */
function makePageInertBehindModalDialogs() {
  const inert: Element[] = [];
  const makeInertAround = (dialog: Element) => {
    let node = dialog;
    let parent = node.parentElement;
    while (parent) {
      for (const sibling of Array.from(parent.children)) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        inert.push(sibling);
      }
      node = parent;
      parent = node.parentElement;
    }
  };
  const close = HTMLDialogElement.prototype.close;
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    makeInertAround(this);
  });
  const makeActive = () => {
    for (const element of inert.splice(0)) element.removeAttribute('inert');
  };
  vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
    makeActive();
    close.call(this);
  });
  // The test files share the page: nothing stays inert after a test that failed with its dialog open.
  onTestFinished(makeActive);
}

/** The plans in the order the table shows them. */
function showPlans() {
  const backend = createBackend({
    plans: [
      buildPlan({ id: 3, name: 'Beta plan' }),
      buildPlan({ id: 12, name: 'Alpha plan' }),
      buildPlan({ id: 7, name: 'Gamma plan' }),
    ],
  });
  backend.install();
  renderCreateArea('/create/content_plan');
}

describe('focus when a row is deleted', () => {
  it("moves to the next post's Delete once a post is deleted, and to the previous post's after the last", async () => {
    const backend = createBackend({
      answers: [
        buildAnswer({ id: 1, postContent: 'First post' }),
        buildAnswer({ id: 2, postContent: 'Second post' }),
        buildAnswer({ id: 3, postContent: 'Third post' }),
      ],
    });
    backend.install();
    renderCreateArea('/create/content');
    // Newest first: 3, 2, 1.
    press(await screen.findByRole('button', { name: 'Delete post 2' }));
    await answer('Delete post', 'Delete');
    await waitFor(() => expect(screen.queryByText('Second post')).toBeNull());
    await expectFocusOn('Delete post 1');

    press(screen.getByRole('button', { name: 'Delete post 1' }));
    await answer('Delete post', 'Delete');
    await waitFor(() => expect(screen.queryByText('First post')).toBeNull());
    await expectFocusOn('Delete post 3');
  });

  it("gives focus back to a row's '…' button when its delete is cancelled", async () => {
    makePageInertBehindModalDialogs();
    showPlans();
    const trigger = await screen.findByRole('button', { name: 'Actions for Alpha plan' });
    press(trigger);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await answer('Delete content plan', 'Cancel');
    // As the dialog closes: the menu's item is gone, and the menu's own return of focus came while it was open.
    expect(document.activeElement).toBe(trigger);
  });

  it("moves to the next row's '…' button once a plan is deleted", async () => {
    makePageInertBehindModalDialogs();
    showPlans();
    press(await screen.findByRole('button', { name: 'Actions for Alpha plan' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await answer('Delete content plan', 'Delete');
    await waitFor(() => expect(screen.queryByText('Alpha plan')).toBeNull());
    await expectFocusOn('Actions for Gamma plan');
  });

  it("moves to the next idea's '…' button once an idea is deleted, then to Add Content Topic", async () => {
    const backend = createBackend({
      plans: [buildPlan({ id: 5, name: 'Lead plan' })],
      groups: [
        topic(10, 'Pipeline hygiene', [
          [20, 'Why forecasts slip'],
          [22, 'Stale deals'],
        ]),
      ],
    });
    backend.install();
    renderCreateArea('/create/ideas/5');
    press(await screen.findByRole('button', { name: 'Actions for idea 20' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Why forecasts slip')).toBeNull());
    await expectFocusOn('Actions for idea 22');

    press(screen.getByRole('button', { name: 'Actions for idea 22' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Stale deals')).toBeNull());
    await expectFocusOn('Add Content Topic');
  });
});
