import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadStoredKey } from './stored-key.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inroad-stored-key-'));
  dirs.push(dir);
  return dir;
}

describe('a key from its setting or a file in DATA_DIR', () => {
  it('reads the setting in the encoding given and writes nothing', async () => {
    const dataDir = await tempDir();
    const base64 = Buffer.alloc(32, 7).toString('base64url');
    const fromBase64 = await loadStoredKey({
      setting: base64,
      settingEncoding: 'base64url',
      dataDir,
      fileName: 'a.key',
    });
    expect(fromBase64.equals(Buffer.alloc(32, 7))).toBe(true);
    const fromText = await loadStoredKey({
      setting: 'plain text',
      settingEncoding: 'utf8',
      dataDir,
      fileName: 'a.key',
    });
    expect(fromText.toString('utf8')).toBe('plain text');
    await expect(stat(path.join(dataDir, 'a.key'))).rejects.toThrow();
  });

  it('generates the named file on first use, owner-only, and every later or concurrent load agrees', async () => {
    const dataDir = path.join(await tempDir(), 'nested');
    const options = { setting: undefined, settingEncoding: 'utf8' as const, dataDir, fileName: 'b.key' };
    const [first, concurrent] = await Promise.all([loadStoredKey(options), loadStoredKey(options)]);
    expect(first.length).toBe(32);
    expect(concurrent).toEqual(first);
    const file = path.join(dataDir, 'b.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('base64url'));
    expect(await loadStoredKey(options)).toEqual(first);
  });

  it('hands every one of many loads at once the same whole key, never a file still being written', async () => {
    for (let round = 0; round < 10; round++) {
      const options = {
        setting: undefined,
        settingEncoding: 'utf8' as const,
        dataDir: await tempDir(),
        fileName: 'e.key',
      };
      const keys = await Promise.all(Array.from({ length: 8 }, () => loadStoredKey(options)));
      expect(keys.map((key) => key.length)).toEqual(Array(8).fill(32));
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
      // Nothing left behind but the key.
      expect(await readdir(options.dataDir)).toEqual(['e.key']);
    }
  });

  it('refuses a key file with no key in it rather than use an empty key', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'f.key'), '\n');
    await expect(
      loadStoredKey({ setting: undefined, settingEncoding: 'utf8', dataDir, fileName: 'f.key' }),
    ).rejects.toThrow(/f\.key holds no key/);
  });

  it('keeps one file per name and reads a key already there', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'c.key'), `${Buffer.alloc(32, 9).toString('base64url')}\n`);
    const c = await loadStoredKey({ setting: '', settingEncoding: 'utf8', dataDir, fileName: 'c.key' });
    expect(c.equals(Buffer.alloc(32, 9))).toBe(true);
    const d = await loadStoredKey({ setting: undefined, settingEncoding: 'utf8', dataDir, fileName: 'd.key' });
    expect(d.equals(c)).toBe(false);
  });
});
