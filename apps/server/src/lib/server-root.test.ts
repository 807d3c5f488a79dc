import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerRoot, SERVER_ROOT } from './server-root.ts';

describe('the server root', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-root-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the nearest folder above with a package.json, from the source and from the bundle alike', () => {
    writeFileSync(path.join(dir, 'package.json'), '{}');
    mkdirSync(path.join(dir, 'src/lib'), { recursive: true });
    mkdirSync(path.join(dir, 'dist/chunks'), { recursive: true });
    expect(findServerRoot(path.join(dir, 'src/lib'))).toBe(dir);
    expect(findServerRoot(path.join(dir, 'dist/chunks'))).toBe(dir);
    expect(findServerRoot(path.join(dir, 'dist'))).toBe(dir);
  });

  it('is apps/server when the source runs', () => {
    expect(SERVER_ROOT).toBe(path.resolve(import.meta.dirname, '../..'));
  });

  it('is the only anchor a module of the server finds files by: no other resolves paths from its own place', () => {
    // In the bundle every module's own place is dist/ or dist/chunks/, not its folder below src/.
    const src = path.resolve(import.meta.dirname, '..');
    const modules = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !/\.test\.ts$|__fixtures__/.test(file),
    );
    const placed = modules.filter((file) =>
      /import\.meta\.(dirname|filename|url)|__dirname/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(placed).toEqual(['lib/server-root.ts']);
  });
});
