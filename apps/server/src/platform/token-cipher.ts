import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadStoredKey } from './stored-key.ts';

const KEY_FILE = 'token.key';
const VERSION = 'v1';

/**
 * Encrypts OAuth tokens at rest with AES-256-GCM. The associated data binds a ciphertext to its owner and use
 * (e.g. `user:…:reddit:access`), so a token copied into another row does not decrypt there.
 */
export type TokenCipher = {
  encrypt(plain: string, context: string): string;
  decrypt(sealed: string, context: string): string;
};

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    decrypt(sealed, context) {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== VERSION || !ivText || !bodyText) throw new Error('Not a sealed token');
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The token key: TOKEN_ENCRYPTION_KEY when set, else a random key kept in DATA_DIR/token.key, generated on first
 * use (stored-key.ts: two processes starting at once agree on one key). Kept apart from secret.key: rotating the URL
 * signing key must not lose every integration.
 */
export async function loadTokenKey(options: { tokenKey: string | undefined; dataDir: string }): Promise<Buffer> {
  return loadStoredKey({
    setting: options.tokenKey,
    settingEncoding: 'base64url',
    dataDir: options.dataDir,
    fileName: KEY_FILE,
  });
}
