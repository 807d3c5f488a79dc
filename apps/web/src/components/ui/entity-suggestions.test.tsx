import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { EntitySuggestions, imageSource } from './entity-suggestions.tsx';

type Person = { name: string; imageUrl?: string | null; headline: string };

const people: Person[] = [
  { name: 'Ada Lovelace', headline: 'Analyst at Engines', imageUrl: 'https://media.example/ada.png' },
  { name: 'Ada Lovelace', headline: 'Poet' },
];

describe('LinkedIn suggestions under a search box', () => {
  it('lists each suggestion as an Add button with its headline, and picks the one clicked', () => {
    const onPick = vi.fn();
    renderWithProviders(
      <EntitySuggestions
        suggestions={people}
        describe={(person) => person.headline}
        onPick={onPick}
        unavailable={false}
        itemLabel="person"
      />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Add Ada Lovelace' });
    expect(buttons).toHaveLength(2);
    expect(screen.getByText('Poet')).toBeTruthy();
    fireEvent.click(buttons[1]!);
    expect(onPick).toHaveBeenCalledWith(people[1]);
    expect(screen.queryByText(/need the Inroad extension/)).toBeNull();
  });

  it('says to add the entry by name when the extension does not answer', () => {
    renderWithProviders(
      <EntitySuggestions suggestions={[]} describe={() => null} onPick={() => {}} unavailable itemLabel="company" />,
    );
    expect(
      screen.getByText('LinkedIn suggestions need the Inroad extension; add the company by name instead.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses only absolute http(s) addresses as pictures', () => {
    expect(imageSource('https://media.example/a.png')).toBe('https://media.example/a.png');
    expect(imageSource('javascript:alert(1)')).toBeNull();
    expect(imageSource('/relative.png')).toBeNull();
    expect(imageSource(null)).toBeNull();
  });
});
