import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { OnboardingModal } from '../features/onboarding/components/onboarding-modal.tsx';
import { renderWithProviders } from './render-app.tsx';

/** Renders the wizard on its own, with spies for its callbacks and the page reload. */
export function renderWizard() {
  const callbacks = { onClose: vi.fn(), onComplete: vi.fn(), reloadPage: vi.fn() };
  const view = renderWithProviders(<OnboardingModal opened {...callbacks} />);
  return { ...view, ...callbacks };
}

export function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

export function pressEnter(label: string | RegExp) {
  fireEvent.keyDown(screen.getByRole('textbox', { name: label }), { key: 'Enter' });
}

/** Adds a topic and one keyword on step 4. */
export function addTopic(name: string, keyword?: string) {
  type('Topic', name);
  click('Add topic');
  if (keyword !== undefined) {
    type(`Keywords for ${name}`, keyword);
    click('Add keyword');
  }
}

/** From the first step to step 4 with the given extra preferences ticked on step 3. */
export function goToTopics(preferences: string[] = []) {
  click('Next');
  for (const label of preferences) fireEvent.click(screen.getByRole('checkbox', { name: label }));
  click('Next');
}

/** Puts a fake extension on the page that answers with `answer(message)`; returns the messages it got. */
export function stubExtension(answer: (message: { type: string; query?: string }) => unknown) {
  const messages: { type: string; query?: string }[] = [];
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage: (_id: string, message: { type: string; query?: string }, callback: (r: unknown) => void) => {
        messages.push(message);
        queueMicrotask(() => callback(answer(message)));
      },
    },
  });
  return messages;
}
