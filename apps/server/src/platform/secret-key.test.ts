import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveKey, loadSecretKey } from './secret-key.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inroad-key-'));
  dirs.push(dir);
  return dir;
}

describe('the signing key', () => {
  it('uses SECRET_KEY when set, writing nothing', async () => {
    const dataDir = await tempDir();
    const key = await loadSecretKey({ secretKey: 'x'.repeat(40), dataDir });
    expect(key.toString()).toBe('x'.repeat(40));
    await expect(stat(path.join(dataDir, 'secret.key'))).rejects.toThrow();
  });

  it('generates a key file into DATA_DIR on first use, readable by the owner only, and keeps it', async () => {
    const dataDir = path.join(await tempDir(), 'nested');
    const first = await loadSecretKey({ secretKey: undefined, dataDir });
    expect(first.length).toBe(32);
    const file = path.join(dataDir, 'secret.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('base64url'));
    const [again, concurrent] = await Promise.all([
      loadSecretKey({ secretKey: undefined, dataDir }),
      loadSecretKey({ secretKey: undefined, dataDir }),
    ]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
  });

  it('derives a different key per purpose', () => {
    const secret = Buffer.alloc(32, 1);
    expect(deriveKey(secret, 'media-url')).not.toEqual(deriveKey(secret, 'other'));
    expect(deriveKey(secret, 'media-url')).toEqual(deriveKey(secret, 'media-url'));
  });
});
