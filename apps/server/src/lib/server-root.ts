import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server app's folder (apps/server): the nearest folder above `from` that holds a package.json. Files found by
 * their place in the repository (the migrations, the web app's build) are resolved from it rather than from the
 * module's own folder, which is src/… when the source runs (tests, `npm run dev`) and dist/… in the built bundle
 * `npm start` runs.
 */
export function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
