import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The built files worth compressing: text. Images and audio are compressed already or gain nothing. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli's quality 5 (measured on this build's 2.2 MB of text: 0.1 s for 626 kB, where quality 11 takes 5 s for
 * 574 kB and gzip -9 0.13 s for 664 kB): most of brotli's gain at gzip's cost.
 */
const BROTLI_QUALITY = 5;

/** Every compressible file under `dir`, recursively, its compressed siblings excepted. */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.gz` and `file.br` beside each compressible file under `dir`. */
export function writeCompressedSiblings(dir: string): number {
  const files = compressibleFiles(dir);
  for (const file of files) {
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
  }
  return files.length;
}

/**
 * Each built text file gets its gzip and brotli forms at build time, which the server sends as they are
 * (@fastify/static's preCompressed): no file of the web app is compressed again on every request. Every one gets
 * both, even the smallest, so the server finds the form it looks for first and never tries a missing file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'inroad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the public folder's files are copied too, so they are served compressed as well.
    closeBundle: {
      order: 'post',
      handler() {
        writeCompressedSiblings(outDir);
      },
    },
  };
}
