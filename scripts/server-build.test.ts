import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ENTRIES, serverBuildIsStale, serverEntryPath, staysOutsideBundle } from './server-build.mjs';

const BUILT_AT = Date.parse('2026-01-02T10:00:00Z');
const seconds = (s: number) => new Date(BUILT_AT + s * 1000);

let root: string;

function write(file: string, content: string, at: Date) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  utimesSync(full, at, at);
}

/** A repository whose sources were last changed a minute before a complete build that began at BUILT_AT. */
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
  const before = seconds(-60);
  for (const file of ['apps/server/src/main.ts', 'apps/server/src/db/client.ts', 'packages/contracts/src/auth.ts']) {
    write(file, 'export {};', before);
  }
  for (const file of ['apps/server/package.json', 'packages/contracts/package.json', 'package-lock.json']) {
    write(file, '{}', before);
  }
  write('scripts/server-build.mjs', '', before);
  for (const dir of ['apps/server/src/db', 'apps/server/src', 'packages/contracts/src']) {
    utimesSync(path.join(root, dir), before, before);
  }
  for (const name of Object.keys(SERVER_ENTRIES) as (keyof typeof SERVER_ENTRIES)[]) {
    write(path.relative(root, serverEntryPath(name, root)), '', seconds(5));
  }
  write('apps/server/dist/built-at', `${BUILT_AT}\n`, seconds(5));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether the server bundle is stale', () => {
  it('is fresh when no source changed after the build began', () => {
    expect(serverBuildIsStale(root)).toBe(false);
  });

  it('is stale without a build, or with an entry or the stamp missing', () => {
    unlinkSync(serverEntryPath('demo', root));
    expect(serverBuildIsStale(root)).toBe(true);
    rmSync(path.join(root, 'apps/server/dist'), { recursive: true });
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it('is stale when the stamp is missing or unreadable', () => {
    write('apps/server/dist/built-at', 'soon\n', seconds(5));
    expect(serverBuildIsStale(root)).toBe(true);
    unlinkSync(path.join(root, 'apps/server/dist/built-at'));
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it('is stale when a file deep in the sources changed after the build began, even while it was building', () => {
    // Saved during the build (after it began reading, before it finished): the bundle may hold the old text.
    write('apps/server/src/db/client.ts', 'export const x = 1;', seconds(2));
    utimesSync(path.join(root, 'apps/server/src/db'), seconds(-60), seconds(-60));
    expect(serverBuildIsStale(root)).toBe(true);
  });

  it('is stale when the contracts, the lock file or the build script changed', () => {
    for (const file of ['packages/contracts/src/auth.ts', 'package-lock.json', 'scripts/server-build.mjs']) {
      write(file, '{}', seconds(30));
      expect(serverBuildIsStale(root), file).toBe(true);
      write(file, '{}', seconds(-60));
      expect(serverBuildIsStale(root), file).toBe(false);
    }
  });

  it('is stale when a source file was added or removed (its folder changed)', () => {
    unlinkSync(path.join(root, 'apps/server/src/db/client.ts'));
    expect(serverBuildIsStale(root)).toBe(true);
  });
});

describe('the packages the bundle takes in', () => {
  it('leaves PGlite (which finds its wasm beside its modules), pino, pg and the packages loaded on first use to node', () => {
    for (const specifier of [
      '@electric-sql/pglite',
      '@electric-sql/pglite/contrib/btree_gin',
      'pino',
      'pg',
      'pg-native',
      'nodemailer',
      '@aws-sdk/client-s3',
      '@ai-sdk/openai-compatible',
      'ai',
      'wink-nlp',
      'node:fs',
    ]) {
      expect(staysOutsideBundle(specifier), specifier).toBe(true);
    }
  });

  it('takes in the packages every start loads, their subpaths and names that only begin like an outside one', () => {
    for (const specifier of [
      'fastify',
      '@fastify/static',
      'zod',
      'drizzle-orm/pglite',
      'pg-boss',
      'pino-std-serializers',
      'aisle',
    ]) {
      expect(staysOutsideBundle(specifier), specifier).toBe(false);
    }
  });
});
