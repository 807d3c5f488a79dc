import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeMediaUrl } from './safe-url.ts';

describe('safe URLs from post data', () => {
  it('keeps absolute http(s) URLs and drops script, data and relative values', () => {
    expect(safeHttpUrl('https://example.com/a')).toBe('https://example.com/a');
    for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/demo-media/image/a.svg', '']) {
      expect(safeHttpUrl(value), value).toBeNull();
    }
  });

  it("takes media as URLs or as paths of Inroad's own placeholder media, and no other path", () => {
    expect(safeMediaUrl('http://localhost:3000/x.png')).toBe('http://localhost:3000/x.png');
    expect(safeMediaUrl('/demo-media/slide/forecasting-playbook.2.svg')).toBe(
      '/demo-media/slide/forecasting-playbook.2.svg',
    );
    for (const value of ['/api/logout', '/demo-media/image/../../api/logout', '//evil.example/x.svg', 'javascript:1']) {
      expect(safeMediaUrl(value), value).toBeNull();
    }
  });
});
