import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressedSiblings } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed build files', () => {
  it('writes gzip and brotli forms of every text file, in subfolders too, that decompress to the original', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'audio'));
    const script = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Inroad</title>');
    writeFileSync(path.join(dir, 'assets', 'index-3f2a9c.js'), script);
    writeFileSync(path.join(dir, 'audio', 'track.wav'), Buffer.alloc(64));

    expect(writeCompressedSiblings(dir)).toBe(2);

    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'index-3f2a9c.js',
      'index-3f2a9c.js.br',
      'index-3f2a9c.js.gz',
    ]);
    expect(readdirSync(path.join(dir, 'audio'))).toEqual(['track.wav']);
    const js = path.join(dir, 'assets', 'index-3f2a9c.js');
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toContain('<title>Inroad</title>');
  });
});
