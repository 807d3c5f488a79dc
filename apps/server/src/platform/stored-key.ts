import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  try {
    return await readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  await createOnce(file, `${randomBytes(32).toString('base64url')}\n`);
  return readKeyFile(file);
}

async function readKeyFile(file: string): Promise<Buffer> {
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  // Never sign or encrypt with an empty key (a file emptied by hand, or cut short by a crash while written).
  if (key.length === 0) throw new Error(`${file} holds no key: delete it to have a new one made, or set the key`);
  return key;
}

/**
 * Creates `file` with `content` unless it exists. The content is written to a file of this process's own and linked
 * into place: a link appears with the whole content and fails when the name is taken, so when two processes (or two
 * loads) start at once the second finds the first's key, and no reader meets a file still empty (as it could beside
 * an exclusive create that is written after). Where the file system has no links, that exclusive create.
 */
async function createOnce(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') {
      await writeFile(file, content, { flag: 'wx', mode: 0o600 }).catch(ignoreExisting);
    } else ignoreExisting(error);
  } finally {
    await rm(temporary, { force: true });
  }
}

function ignoreExisting(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
}
