import { createHmac } from 'node:crypto';
import { loadStoredKey } from './stored-key.ts';

const KEY_FILE = 'secret.key';

/**
 * The key Inroad signs its own URLs with: SECRET_KEY when set, else a random key kept in DATA_DIR/secret.key,
 * generated on first use (so links stay valid across restarts, and every process on the same DATA_DIR agrees).
 */
export async function loadSecretKey(options: { secretKey: string | undefined; dataDir: string }): Promise<Buffer> {
  return loadStoredKey({
    setting: options.secretKey,
    settingEncoding: 'utf8',
    dataDir: options.dataDir,
    fileName: KEY_FILE,
  });
}

/** A key for one purpose, so a signature made for one use is worthless for another. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`inroad:${purpose}`).digest();
}
