import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { ClampedText } from './clamped-text.tsx';

describe('clamped text', () => {
  it("tells a screen reader whether 'more' has opened the text, and which text it opens", () => {
    renderWithProviders(<ClampedText text={'A line of the post.\n'.repeat(6)} />);
    const more = screen.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.textContent).toContain('A line of the post.');
    expect(text?.contains(more)).toBe(false);

    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(less.getAttribute('aria-controls') ?? '')).toBe(text);
  });
});
