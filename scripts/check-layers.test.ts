import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findViolations } from './check-layers.mjs';

const checker = path.join(import.meta.dirname, 'check-layers.mjs');

let repo: string;

function write(file: string, text = 'export const x = 1;\n') {
  const full = path.join(repo, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

function fresh() {
  repo = mkdtempSync(path.join(os.tmpdir(), 'inroad-layers-'));
  write('apps/server/src/config.ts');
  write('apps/server/src/db/client.ts', "import { x } from '../config.ts';\nexport const db = x;\n");
  write('apps/server/src/http/route.ts', "import { db } from '../db/client.ts';\nexport const r = db;\n");
  write(
    'apps/server/src/modules/post/post.service.ts',
    "import { r } from '../../http/route.ts';\nexport const p = r;\n",
  );
  write('apps/server/src/modules/engage/engage.service.ts', "import { p } from '../post/post.service.ts';\n");
  write('apps/web/src/lib/api-client.ts');
  write('apps/web/src/features/posts/posts.tsx', "import { x } from '../../lib/api-client.ts';\n");
}

afterEach(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

/** `npm run layers` on the planted repository: its exit code and what it printed. */
function runCheck() {
  const run = spawnSync(process.execPath, [checker, repo], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the layer check', () => {
  it('accepts imports that point down, and one module using another', () => {
    fresh();
    expect(findViolations(repo)).toEqual([]);
  });

  it('fails on a planted import from a lower folder to a higher one', () => {
    fresh();
    write('apps/server/src/db/seed.ts', "import { p } from '../modules/post/post.service.ts';\n");
    write('apps/server/src/http/guard.ts', "export { p } from '../modules/post/post.service';\n");
    expect(findViolations(repo)).toEqual([
      'apps/server/src/db/seed.ts -> apps/server/src/modules/post/post.service.ts',
      'apps/server/src/http/guard.ts -> apps/server/src/modules/post/post.service.ts',
    ]);
  });

  it('passes the command on a clean tree and fails it on one planted wrong import', () => {
    fresh();
    expect(runCheck()).toMatchObject({ status: 0 });
    write(
      'apps/server/src/http/route.ts',
      "import { p } from '../modules/post/post.service.ts';\nexport const r = p;\n",
    );
    const failed = runCheck();
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(
      'Import against the layers: apps/server/src/http/route.ts -> apps/server/src/modules/post/post.service.ts',
    );
    // Two node processes, which on a busy machine take longer than the default 5 s.
  }, 30_000);

  it('fails on modules in a ring of three, and lets API tests use any layer', () => {
    fresh();
    write('apps/server/src/modules/tracker/tracker.service.ts', "import '../engage/engage.service.ts';\n");
    write('apps/server/src/modules/post/post.queries.ts', "import '../tracker/tracker.service.ts';\n");
    write('apps/server/src/http/http.api.test.ts', "import '../modules/post/post.service.ts';\n");
    expect(findViolations(repo)).toEqual([
      'apps/server/src/modules/engage/engage.service.ts -> apps/server/src/modules/post/post.service.ts',
      'apps/server/src/modules/post/post.queries.ts -> apps/server/src/modules/tracker/tracker.service.ts',
      'apps/server/src/modules/tracker/tracker.service.ts -> apps/server/src/modules/engage/engage.service.ts',
    ]);
  });

  it('fails on two modules importing each other, and on web features importing each other', () => {
    fresh();
    write(
      'apps/server/src/modules/post/post.effects.ts',
      "import '../engage/engage.service.ts';\nimport('../engage/engage.service.ts');\n",
    );
    write('apps/web/src/features/settings/settings.tsx', "import { Posts } from '../posts/posts.tsx';\n");
    expect(findViolations(repo)).toEqual([
      'apps/server/src/modules/engage/engage.service.ts -> apps/server/src/modules/post/post.service.ts',
      'apps/server/src/modules/post/post.effects.ts -> apps/server/src/modules/engage/engage.service.ts',
      'apps/web/src/features/settings/settings.tsx -> apps/web/src/features/posts/posts.tsx',
    ]);
  });

  it('finds no import against the layers in this repository', () => {
    expect(findViolations(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
