import { describe, expect, it } from 'vitest';
import { type Bundle, homeRoutePreloads } from './preload-home-route.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

// A build in miniature: the entry with React, the two home route modules sharing a Mantine piece, and a
// settings screen that the home screen does not need.
const bundle: Bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/app/apps/web/index.html'),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/Box.js': chunk('assets/Box.js', ['assets/react.js']),
  'assets/app-layout.js': chunk(
    'assets/app-layout.js',
    ['assets/react.js', 'assets/Box.js'],
    '/app/apps/web/src/app/shell/app-layout.tsx',
    ['assets/app-layout.css'],
  ),
  'assets/posts.js': chunk(
    'assets/posts.js',
    ['assets/Box.js', 'assets/format.js'],
    '/app/apps/web/src/app/routes/posts.tsx',
    ['assets/posts.css'],
  ),
  'assets/format.js': chunk('assets/format.js', []),
  'assets/settings.js': chunk('assets/settings.js', ['assets/Box.js'], '/app/apps/web/src/app/routes/settings.tsx'),
  'assets/index.css': { type: 'asset' },
};

describe('homeRoutePreloads', () => {
  it('lists the home route chunks and what they import, dependencies first, each once', () => {
    const tags = homeRoutePreloads(bundle, 'assets/index.js');
    const scripts = tags.filter((t) => t.attrs?.rel === 'modulepreload').map((t) => t.attrs?.href);
    expect(scripts).toEqual(['/assets/Box.js', '/assets/app-layout.js', '/assets/format.js', '/assets/posts.js']);
  });

  it('leaves out the entry’s own imports, which the page loads already, and other screens', () => {
    const hrefs = homeRoutePreloads(bundle, 'assets/index.js').map((t) => t.attrs?.href);
    expect(hrefs).not.toContain('/assets/react.js');
    expect(hrefs).not.toContain('/assets/index.js');
    expect(hrefs).not.toContain('/assets/settings.js');
  });

  it('fetches the route style sheets as style preloads in the head', () => {
    const styles = homeRoutePreloads(bundle, 'assets/index.js').filter((t) => t.attrs?.as === 'style');
    expect(styles.map((t) => t.attrs?.href)).toEqual(['/assets/app-layout.css', '/assets/posts.css']);
    expect(styles.every((t) => t.injectTo === 'head' && t.tag === 'link')).toBe(true);
  });
});
