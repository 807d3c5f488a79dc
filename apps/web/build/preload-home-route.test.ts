import { describe, expect, it } from 'vitest';
import { type Bundle, homeRoutePreloads } from './preload-home-route.ts';

const chunk = (fileName: string, imports: string[], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  name: /assets\/([a-z-]+)/.exec(fileName)?.[1] ?? fileName,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

// A build in miniature: the entry with the libraries, the home screen's chunk importing the login screen's and a
// piece shared with a settings screen that the home screen does not otherwise need.
const bundle: Bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/vendor.js']),
  'assets/vendor.js': chunk('assets/vendor.js', []),
  'assets/login.js': chunk('assets/login.js', ['assets/vendor.js', 'assets/index.js'], ['assets/login.css']),
  'assets/home.js': chunk(
    'assets/home.js',
    ['assets/vendor.js', 'assets/login.js', 'assets/format.js'],
    ['assets/home.css'],
  ),
  'assets/format.js': chunk('assets/format.js', []),
  'assets/settings.js': chunk('assets/settings.js', ['assets/format.js', 'assets/home.js']),
  'assets/index.css': { type: 'asset' },
};

describe('homeRoutePreloads', () => {
  it('lists the home screen chunk and what it imports, dependencies first, each once', () => {
    const tags = homeRoutePreloads(bundle, 'assets/index.js');
    const scripts = tags.filter((t) => t.attrs?.rel === 'modulepreload').map((t) => t.attrs?.href);
    expect(scripts).toEqual(['/assets/login.js', '/assets/format.js', '/assets/home.js']);
  });

  it('leaves out the entry’s own imports, which the page loads already, and other screens', () => {
    const hrefs = homeRoutePreloads(bundle, 'assets/index.js').map((t) => t.attrs?.href);
    expect(hrefs).not.toContain('/assets/vendor.js');
    expect(hrefs).not.toContain('/assets/index.js');
    expect(hrefs).not.toContain('/assets/settings.js');
  });

  it('fetches the route style sheets as style preloads in the head', () => {
    const styles = homeRoutePreloads(bundle, 'assets/index.js').filter((t) => t.attrs?.as === 'style');
    expect(styles.map((t) => t.attrs?.href)).toEqual(['/assets/login.css', '/assets/home.css']);
    expect(styles.every((t) => t.injectTo === 'head' && t.tag === 'link')).toBe(true);
  });
});
