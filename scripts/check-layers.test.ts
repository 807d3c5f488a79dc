import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, findViolations } from './check-layers.mjs';

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

afterEach(() => rmSync(repo, { recursive: true, force: true }));

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
    expect(checkLayers(repo, []).added).toHaveLength(2);
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

  it('lets a known import pass, and asks for its removal from the list once it is fixed', () => {
    fresh();
    const planted = 'apps/server/src/db/seed.ts -> apps/server/src/modules/post/post.service.ts';
    write('apps/server/src/db/seed.ts', "import { p } from '../modules/post/post.service.ts';\n");
    expect(checkLayers(repo, [planted])).toEqual({ added: [], gone: [] });
    write('apps/server/src/db/seed.ts', '');
    expect(checkLayers(repo, [planted])).toEqual({ added: [], gone: [planted] });
  });
});
