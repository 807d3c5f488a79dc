import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenCipher, loadTokenKey } from './token-cipher.ts';

describe('token cipher', () => {
  const key = Buffer.alloc(32, 7);
  it('round-trips, and the ciphertext does not contain the token', () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt('secret-access-token', 'user:1:linkedin:access');
    expect(sealed).not.toContain('secret-access-token');
    expect(cipher.decrypt(sealed, 'user:1:linkedin:access')).toBe('secret-access-token');
    expect(cipher.encrypt('secret-access-token', 'user:1:linkedin:access')).not.toBe(sealed);
  });
  it('refuses another context, another key and a changed ciphertext', () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt('t', 'user:1:reddit:access');
    expect(() => cipher.decrypt(sealed, 'user:2:reddit:access')).toThrow();
    expect(() => createTokenCipher(Buffer.alloc(32, 8)).decrypt(sealed, 'user:1:reddit:access')).toThrow();
    // One bit of the authentication tag flipped in the bytes: a changed last character of the text could differ only
    // in base64url's padding bits and decode to the same bytes.
    const [version, iv, body = ''] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const tampered = `${version}.${iv}.${bytes.toString('base64url')}`;
    expect(() => cipher.decrypt(tampered, 'user:1:reddit:access')).toThrow();
  });
});

describe('loadTokenKey', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  it('generates a key into the data directory once and reads it back', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inroad-token-key-'));
    const first = await loadTokenKey({ tokenKey: undefined, dataDir: dir });
    const second = await loadTokenKey({ tokenKey: undefined, dataDir: dir });
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect((await readFile(path.join(dir, 'token.key'), 'utf8')).trim()).toBe(first.toString('base64url'));
  });
  it('takes the configured key first', async () => {
    const configured = Buffer.alloc(32, 3).toString('base64url');
    expect((await loadTokenKey({ tokenKey: configured, dataDir: '/nonexistent' })).equals(Buffer.alloc(32, 3))).toBe(
      true,
    );
  });
});
