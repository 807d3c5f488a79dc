import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time (ms) of a file, or of a folder and everything below it, folders included: a folder's
 * own time moves when a file in it is added, renamed or removed. 0 for a path that does not exist. What `npm start`
 * compares a build against to tell whether it is stale (server-build.mjs, web-build.mjs).
 */
export function newestMtime(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}
