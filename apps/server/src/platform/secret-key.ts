import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'secret.key';

/**
 * The key Inroad signs its own URLs with: SECRET_KEY when set, else a random key kept in DATA_DIR/secret.key,
 * generated on first use (so links stay valid across restarts, and every process on the same DATA_DIR agrees).
 */
export async function loadSecretKey(options: { secretKey: string | undefined; dataDir: string }): Promise<Buffer> {
  if (options.secretKey) return Buffer.from(options.secretKey, 'utf8');
  const file = path.join(options.dataDir, KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  try {
    // 'wx': when two processes start at once, the second finds the first's key instead of overwriting it.
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
}

/** A key for one purpose, so a signature made for one use is worthless for another. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`inroad:${purpose}`).digest();
}
