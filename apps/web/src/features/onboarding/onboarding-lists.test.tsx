import { onboardingAiKeywords } from '@inroad/contracts/ai';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { addTopic, click, goToTopics, pressEnter, renderWizard, type } from '../../testing/onboarding-test-utils.tsx';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const entries = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('onboarding lists', () => {
  it("stops a topic's keywords at 30 and says so, for a pasted list and AI suggestions alike", async () => {
    fakeApi([[onboardingAiKeywords, () => ({ keywords: ['tip credit'], engine: 'local' })]]);
    renderWizard();
    goToTopics();
    addTopic('Ops');
    type('Keywords for Ops', Array.from({ length: 31 }, (_, i) => `shift ${i + 1}`).join(', '));
    pressEnter('Keywords for Ops');
    expect(entries('Keywords for Ops')).toHaveLength(30);
    expect(entries('Keywords for Ops')).not.toContain('shift 31');
    expect(screen.getByText('At most 30 keywords')).toBeTruthy();

    type('Keywords for Ops', 'rota');
    expect(button('Add keyword').disabled).toBe(true);
    pressEnter('Keywords for Ops');
    expect(entries('Keywords for Ops')).not.toContain('rota');
    click('Suggest keywords');
    const suggestion = await screen.findByRole('button', { name: 'Add keyword tip credit' });
    expect((suggestion as HTMLButtonElement).disabled).toBe(true);

    // A pill's remove button is hidden from the accessibility tree, so it is found by its label.
    fireEvent.click(screen.getByLabelText('Remove keyword shift 1'));
    expect(screen.queryByText('At most 30 keywords')).toBeNull();
    click('Add keyword');
    expect(entries('Keywords for Ops')).toContain('rota');
    click('Next');
    expect(screen.getByRole('heading', { name: "You're ready" })).toBeTruthy();
  });

  it('stops a company list at 30 and says so', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWizard();
    goToTopics(['Target accounts and partners']);
    addTopic('Ops', 'rota');
    click('Next');
    for (let i = 1; i <= 30; i++) {
      type('Target accounts', `Company ${i}`);
      click('Add company by name');
    }
    expect(entries('Target accounts')).toHaveLength(30);
    expect(screen.getByText('At most 30 companies')).toBeTruthy();
    type('Target accounts', 'Company 31');
    expect(button('Add company by name').disabled).toBe(true);
    pressEnter('Target accounts');
    expect(entries('Target accounts')).not.toContain('Company 31');
  });

  it('keeps a competitor or product name with a comma as one entry, where keywords split on commas', () => {
    renderWizard();
    goToTopics(['Competitors and adjacent products']);
    addTopic('Ops', 'rota, shift swap');
    expect(entries('Keywords for Ops')).toEqual(['rota', 'shift swap']);
    click('Next');
    type('Competitors', 'Acme, Inc.');
    click('Add competitor');
    type('Adjacent products', 'Example POS, Ltd');
    pressEnter('Adjacent products');
    expect(entries('Competitors')).toEqual(['Acme, Inc.']);
    expect(entries('Adjacent products')).toEqual(['Example POS, Ltd']);
  });
});
