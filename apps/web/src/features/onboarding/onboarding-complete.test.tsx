import { type OnboardingDataInput, submitOnboarding } from '@inroad/contracts/onboarding';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import {
  addTopic,
  click,
  goToTopics,
  renderWizard,
  stubExtension,
  type,
} from '../../testing/onboarding-test-utils.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('onboarding people and companies', () => {
  it('searches people through the extension 500 ms after typing, and clears on empty input', async () => {
    vi.useFakeTimers();
    const messages = stubExtension((message) => ({
      success: true,
      suggestions: [{ name: `${message.query} Example`, headline: 'VP Sales', linkedInId: 'ada-example' }],
    }));
    renderWizard();
    goToTopics(['Influencers and topic experts']);
    addTopic('Ops', 'rota');
    click('Next');
    type('Influencers', 'Ad');
    type('Influencers', 'Ada');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(messages).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(messages).toEqual([{ type: 'typeAheadLinkedinUserEntities', query: 'Ada' }]);
    expect(screen.getByText('VP Sales')).toBeTruthy();
    type('Influencers', '');
    expect(screen.queryByText('VP Sales')).toBeNull();
    type('Influencers', 'Ada');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Add Ada Example' }));
    expect(screen.getByRole('list', { name: 'Influencers' }).textContent).toContain('Ada Example');
  });

  it('adds people by name when the extension is absent, without duplicates across both lists', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWizard();
    goToTopics(['Influencers and topic experts']);
    addTopic('Ops', 'rota');
    click('Next');
    type('Influencers', 'Grace Example');
    expect(
      await screen.findByText('LinkedIn suggestions need the Inroad extension; add the influencer by name instead.'),
    ).toBeTruthy();
    click('Add influencer by name');
    type('Influencers', ' grace example ');
    click('Add influencer by name');
    expect(screen.getByText('grace example is already in your list')).toBeTruthy();
    type('Topic experts', 'Grace Example');
    click('Add expert by name');
    expect(screen.getByText('Grace Example is already in your list')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Topic experts' })).toBeNull();
  });

  it('refuses a target company twice by name', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWizard();
    goToTopics(['Target accounts and partners']);
    addTopic('Ops', 'rota');
    click('Next');
    type('Target accounts', 'Acme Foods');
    click('Add company by name');
    type('Target accounts', 'ACME FOODS');
    click('Add company by name');
    expect(screen.getByText('ACME FOODS is already in your list')).toBeTruthy();
  });
});

describe('completing onboarding', () => {
  it('submits the answers, asks the extension to refresh, counts down 5 s, then closes and reloads', async () => {
    const submitted: OnboardingDataInput[] = [];
    fakeApi([
      [
        submitOnboarding,
        (input) => {
          submitted.push(input?.body as OnboardingDataInput);
          return { status: 'success', sourcesCreated: 2, trackersCreated: 1 };
        },
      ],
    ]);
    const messages = stubExtension(() => ({ success: true, started: true }));
    const wizard = renderWizard();
    goToTopics(['Competitors and adjacent products']);
    addTopic('Ops', ' rota ');
    click('Next');
    type('Competitors', 'Acme Payroll');
    click('Add competitor');
    click('Next');
    vi.useFakeTimers();
    click('Complete');
    await flush();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      mode: 'basic',
      feedPreferences: ['content_topics', 'competitors'],
      topics: [{ name: 'Ops', keywords: ['rota'] }],
      competitors: ['Acme Payroll'],
      keywords: ['rota'],
    });
    expect(messages).toContainEqual({ type: 'refreshFeeds' });
    expect(screen.getByText('Your inbox opens in 5 seconds.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByText('Your inbox opens in 1 second.')).toBeTruthy();
    expect(wizard.onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(wizard.onClose).toHaveBeenCalledTimes(1);
    expect(wizard.onComplete).toHaveBeenCalledTimes(1);
    expect(wizard.reloadPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(wizard.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed submit and stays on the last step', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([
      [
        submitOnboarding,
        () => {
          throw new ApiError({ status: 500, kind: 'unhandled', message: 'down' });
        },
      ],
    ]);
    const messages = stubExtension(() => ({ success: true, started: true }));
    const wizard = renderWizard();
    goToTopics();
    addTopic('Ops', 'rota');
    click('Next');
    click('Complete');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: "You're ready" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messages).toEqual([]);
    expect(wizard.onClose).not.toHaveBeenCalled();
  });
});
