import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('loading indicators', () => {
  // Mantine's Loader is a plain <span>: a name on it without a role is an ARIA attribute the span may not carry
  // (axe aria-prohibited-attr, serious), and assistive technology never hears it.
  it('name a Loader only together with the status role', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Loader\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes('aria-label') && !tag.includes('role="status"'))
        .map((tag) => `${path.relative(SRC, file)}: ${tag}`),
    );
    expect(offenders).toEqual([]);
  });
});
