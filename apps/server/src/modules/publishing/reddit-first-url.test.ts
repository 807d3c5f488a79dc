import { describe, expect, it } from 'vitest';
import { firstUrl } from './reddit-publisher.ts';

describe("a Reddit link post's link", () => {
  it('keeps a closing bracket the link opened, and drops the sentence around it', () => {
    expect(firstUrl('Read https://en.wikipedia.org/wiki/Sales_(disambiguation)')).toBe(
      'https://en.wikipedia.org/wiki/Sales_(disambiguation)',
    );
    expect(firstUrl('Our write-up (https://example.com/pricing).')).toBe('https://example.com/pricing');
    expect(firstUrl('See [https://example.com/a_(b)], then reply!')).toBe('https://example.com/a_(b)');
    expect(firstUrl('Pricing: https://example.com/pricing. Thoughts?')).toBe('https://example.com/pricing');
  });

  it('takes a link in capitals, and nothing that is only a scheme', () => {
    expect(firstUrl('HTTPS://EXAMPLE.COM/Notes')).toBe('HTTPS://EXAMPLE.COM/Notes');
    expect(firstUrl('no link at all')).toBeNull();
    expect(firstUrl('half a link: https://.')).toBeNull();
  });
});
