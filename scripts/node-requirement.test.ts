import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { nodeRequirementNotice, REQUIRED_NODE } from './node-requirement.mjs';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { engines?: { node?: string } };

describe('the Node.js requirement', () => {
  it('is what package.json states, and every dependency that declares one accepts it', () => {
    expect(readJson(path.join(root, 'package.json')).engines?.node).toBe(`>=${REQUIRED_NODE.replace(/\.0$/, '')}`);
    // The installed copies: the server's own node_modules first, as Node resolves them.
    const manifestOf = (name: string) =>
      [path.join(root, 'apps/server/node_modules', name), path.join(root, 'node_modules', name)]
        .map((dir) => path.join(dir, 'package.json'))
        .find((file) => existsSync(file)) ?? '';
    for (const name of ['ai', '@ai-sdk/openai-compatible', 'pg-boss', 'vitest', 'cookie', 'content-disposition']) {
      const range = readJson(manifestOf(name)).engines?.node;
      expect(range, name).toBeDefined();
      expect(semver.satisfies(REQUIRED_NODE, range ?? ''), `${name} ${range}`).toBe(true);
      expect(semver.satisfies('20.19.0', range ?? ''), `${name} ${range} on Node 20`).toBe(false);
    }
  });

  it('has npm start say so clearly on an older Node.js, and nothing on a supported one', () => {
    expect(nodeRequirementNotice('v20.19.2')).toMatch(
      /^Inroad needs Node\.js 22\.12\.0 or later; this is Node\.js 20\.19\.2\./,
    );
    expect(nodeRequirementNotice('v22.11.0')).toContain('this is Node.js 22.11.0');
    expect(nodeRequirementNotice('v22.12.0')).toBeNull();
    expect(nodeRequirementNotice('v24.1.0')).toBeNull();
  });
});
