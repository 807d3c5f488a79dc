import { describe, expect, it } from 'vitest';
import { appModulesImportedBy, type ModuleGraph, screenChunkGroups } from './screen-chunks.ts';

// A graph in miniature: two screens sharing a form, each using a library whose index imports more than is used.
const imports: Record<string, string[]> = {
  '/app/src/login.tsx': ['/app/src/form.tsx', '/app/node_modules/ui/index.js'],
  '/app/src/posts.tsx': ['/app/src/form.tsx', '/app/src/list.tsx', '/app/node_modules/ui/index.js'],
  '/app/src/form.tsx': [],
  '/app/src/list.tsx': ['\0rolldown/runtime.js'],
  '/app/node_modules/ui/index.js': ['/app/node_modules/ui/input.js', '/app/node_modules/ui/calendar.js'],
};
const graph: ModuleGraph = { getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] ?? [] } : null) };

describe('appModulesImportedBy', () => {
  it('follows the app’s own imports and stops at libraries and virtual modules', () => {
    expect([...appModulesImportedBy(graph, ['/app/src/posts.tsx'])].sort()).toEqual([
      '/app/src/form.tsx',
      '/app/src/list.tsx',
      '/app/src/posts.tsx',
    ]);
  });
});

describe('screenChunkGroups', () => {
  const groups = screenChunkGroups([
    { name: 'login', modules: ['/app/src/login.tsx'] },
    { name: 'home', modules: ['/app/src/posts.tsx'] },
  ]);
  const nameOf = (id: string) =>
    groups
      .filter((g) => g.name !== 'vendor' && g.name !== 'app' && typeof g.name === 'function')
      .sort((a, b) => b.priority - a.priority)
      .map((g) => (typeof g.name === 'function' ? g.name(id, graph) : null))
      .find((name) => name !== null) ?? null;

  it('puts what two screens share in the earlier screen’s file', () => {
    expect(nameOf('/app/src/form.tsx')).toBe('login');
    expect(nameOf('/app/src/list.tsx')).toBe('home');
  });

  it('gives the entry’s libraries and app code priority over every screen', () => {
    const screens = groups.filter((g) => typeof g.name === 'function').map((g) => g.priority);
    const entry = groups.filter((g) => typeof g.name === 'string').map((g) => g.priority);
    expect(Math.min(...entry)).toBeGreaterThan(Math.max(...screens));
  });
});
