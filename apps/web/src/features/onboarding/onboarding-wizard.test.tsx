import { onboardingAiKeywords, onboardingAiTopics } from '@inroad/contracts/ai';
import { ONBOARDING_MESSAGES } from '@inroad/contracts/onboarding';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { addTopic, click, goToTopics, pressEnter, renderWizard, type } from '../../testing/onboarding-test-utils.tsx';

const heading = (name: string) => screen.getByRole('heading', { name });
const alertText = () => screen.getByRole('alert').textContent;

describe('onboarding wizard', () => {
  it('starts on the welcome step without Back, and goes to the mode step and back', () => {
    renderWizard();
    expect(heading('Welcome to Inroad')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    click('Change mode');
    expect(heading('How will you use Inroad?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    click('Next');
    expect(heading('Welcome to Inroad')).toBeTruthy();
  });

  it('announces expert mode as still in development and stays a Social Seller', () => {
    renderWizard();
    click('Change mode');
    fireEvent.click(screen.getByRole('button', { name: /Expert \(Influencer\)/ }));
    expect(alertText()).toContain(ONBOARDING_MESSAGES.expertMode);
    expect(screen.getByRole('button', { name: /Social Seller/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Expert \(Influencer\)/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps content topics ticked and cannot untick them', () => {
    renderWizard();
    click('Next');
    const topics = screen.getByRole('checkbox', { name: 'Content topics' }) as HTMLInputElement;
    expect(topics.checked).toBe(true);
    expect(topics.disabled).toBe(true);
    fireEvent.click(topics);
    expect(topics.checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Influencers and topic experts' })).toBeTruthy();
  });

  it('asks for a topic, then for a keyword, before leaving step 4', () => {
    renderWizard();
    goToTopics();
    click('Next');
    expect(alertText()).toBe(ONBOARDING_MESSAGES.noTopic);
    addTopic('Restaurant operations');
    click('Next');
    expect(alertText()).toBe(ONBOARDING_MESSAGES.noKeyword);
    type('Keywords for Restaurant operations', 'shift scheduling');
    click('Add keyword');
    click('Next');
    expect(heading("You're ready")).toBeTruthy();
  });

  it('caps the topics at three', () => {
    renderWizard();
    goToTopics();
    for (const name of ['One', 'Two', 'Three']) addTopic(name);
    addTopic('Four');
    expect(screen.getByText(ONBOARDING_MESSAGES.topicCap)).toBeTruthy();
    expect(screen.queryByText('Four')).toBeNull();
    click('Remove topic One');
    addTopic('Four');
    expect(screen.getByText('Four')).toBeTruthy();
  });

  it('trims keywords, ignores empty ones and duplicates, and links each to a LinkedIn search', () => {
    renderWizard();
    goToTopics();
    addTopic('Ops');
    type('Keywords for Ops', '  shift swap , Shift swap,  ');
    pressEnter('Keywords for Ops');
    type('Keywords for Ops', '   ');
    pressEnter('Keywords for Ops');
    const list = screen.getByRole('list', { name: 'Keywords for Ops' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['shift swap']);
    const preview = screen.getByRole('link', { name: 'Preview shift swap on LinkedIn' });
    expect(preview.getAttribute('href')).toBe(
      'https://www.linkedin.com/search/results/content/?keywords=%22shift%20swap%22',
    );
  });

  it('visits only the chosen preference steps, forward and back', () => {
    renderWizard();
    goToTopics(['Target accounts and partners']);
    addTopic('Ops', 'rota');
    click('Next');
    expect(heading('Target accounts and partners')).toBeTruthy();
    click('Next');
    expect(heading("You're ready")).toBeTruthy();
    click('Back');
    expect(heading('Target accounts and partners')).toBeTruthy();
    click('Back');
    expect(heading('Content topics')).toBeTruthy();
    click('Back');
    expect(heading('What should your feed follow?')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Competitors and adjacent products' }));
    click('Next');
    click('Next');
    expect(heading('Competitors and adjacent products')).toBeTruthy();
  });

  it('suggests topics and keywords with AI once there is something to go on', async () => {
    const prompts: unknown[] = [];
    fakeApi([
      [
        onboardingAiTopics,
        (input) => {
          prompts.push(input?.body);
          return { topics: ['Restaurant payroll', 'Tip pooling'], engine: 'local' };
        },
      ],
      [
        onboardingAiKeywords,
        (input) => {
          prompts.push(input?.body);
          return { keywords: ['tip credit', 'payroll'], engine: 'local' };
        },
      ],
    ]);
    renderWizard();
    goToTopics();
    const suggest = screen.getByRole('button', { name: 'Suggest topics' }) as HTMLButtonElement;
    expect(suggest.disabled).toBe(true);
    type('Describe your niche', '   ');
    expect(suggest.disabled).toBe(true);
    type('Describe your niche', ' payroll for restaurants ');
    fireEvent.click(suggest);
    fireEvent.click(await screen.findByRole('button', { name: 'Add topic Tip pooling' }));
    click('Suggest keywords');
    fireEvent.click(await screen.findByRole('button', { name: 'Add keyword tip credit' }));
    expect(prompts).toEqual([{ prompt: 'payroll for restaurants' }, { prompt: 'Tip pooling' }]);
    const list = screen.getByRole('list', { name: 'Keywords for Tip pooling' });
    expect(within(list).getByText('tip credit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add keyword tip credit' })).toBeNull();
  });

  it('only logs a failed AI suggestion', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([
      [
        onboardingAiTopics,
        () => {
          throw new Error('down');
        },
      ],
    ]);
    renderWizard();
    goToTopics();
    type('Describe your niche', 'payroll');
    click('Suggest topics');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
