import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const out = mkdtempSync(path.join(tmpdir(), 'inroad-extension-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the built extension', () => {
  it('has icons and a toolbar popup that opens Inroad', async () => {
    process.env.INROAD_EXTENSION_OUT = out;
    try {
      await build({ configFile: path.resolve(import.meta.dirname, '../vite.config.ts'), logLevel: 'silent' });
    } finally {
      delete process.env.INROAD_EXTENSION_OUT;
    }
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as {
      icons: Record<string, string>;
      action: { default_popup: string; default_icon: Record<string, string> };
    };
    expect(Object.keys(manifest.icons)).toEqual(['16', '32', '48', '128']);
    expect(manifest.action).toMatchObject({ default_popup: 'popup.html', default_icon: manifest.icons });
    for (const file of Object.values(manifest.icons)) expect(existsSync(path.join(out, file))).toBe(true);
    const popup = readFileSync(path.join(out, 'popup.html'), 'utf8');
    expect(popup).toContain('<script type="module" src="popup.js"></script>');
    expect(popup).toContain('Open Inroad');
    expect(existsSync(path.join(out, 'popup.js'))).toBe(true);
    // The popup and the service worker share the status module (a chunk under assets/).
    const scripts = ['popup.js', ...readdirSync(path.join(out, 'assets')).map((f) => `assets/${f}`)];
    const code = scripts.map((file) => readFileSync(path.join(out, file), 'utf8')).join('\n');
    expect(code).toContain('inroad-popup-status');
  }, 120_000);
});
