import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredKeyOptions {
  /** The key as configured (an environment setting); when set, it is used and nothing is written. */
  setting: string | undefined;
  /** How the setting's text is read into bytes. */
  settingEncoding: BufferEncoding;
  dataDir: string;
  /** The file in DATA_DIR that holds the generated key, e.g. 'secret.key'. */
  fileName: string;
}

/**
 * A key from its setting when set, else a random 32-byte key kept in DATA_DIR/<fileName> (base64url), generated
 * on first use so it survives restarts and every process on the same DATA_DIR agrees on it.
 */
export async function loadStoredKey(options: StoredKeyOptions): Promise<Buffer> {
  if (options.setting) return Buffer.from(options.setting, options.settingEncoding);
  const file = path.join(options.dataDir, options.fileName);
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  try {
    return await read();
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
  return read();
}
