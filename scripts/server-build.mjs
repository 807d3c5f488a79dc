// The server's built bundle (apps/server/dist), which `npm start` runs instead of compiling the TypeScript at every
// start: built when missing or older than its sources, by `npm start` and by the browser journeys' global setup
// (which builds once per run, so no journey's start has to).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What `npm start`, `npm run demo`, `npm run worker` and `npm run db:migrate` run, by name (dist/<name>.js). */
export const SERVER_ENTRIES = {
  main: 'src/main.ts',
  demo: 'src/demo/demo.ts',
  worker: 'src/worker.ts',
  migrate: 'src/migrate.ts',
};

/** The folders and files a build is made from, below the repository's root. */
const SOURCES = [
  'apps/server/src',
  'packages/contracts/src',
  'apps/server/package.json',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/** The built file `name` (an entry of SERVER_ENTRIES) in a repository at `root`. */
export function serverEntryPath(name, root = ROOT) {
  return path.join(root, 'apps/server/dist', `${name}.js`);
}

function stampPath(root) {
  return path.join(root, 'apps/server/dist/built-at');
}

/** When the build in `root` began reading its sources (ms), or undefined when there is no complete build. */
function builtAt(root) {
  if (!Object.keys(SERVER_ENTRIES).every((name) => existsSync(serverEntryPath(name, root)))) return undefined;
  const stamp = Number(readFileSync(stampPath(root), 'utf8').trim());
  return Number.isFinite(stamp) && stamp > 0 ? stamp : undefined;
}

/**
 * Whether the bundle must be built: it is missing or incomplete, or a source (a file or a folder, whose mtime moves
 * when a file is added, renamed or removed) changed after the last build began.
 */
export function serverBuildIsStale(root = ROOT) {
  let since;
  try {
    since = builtAt(root);
  } catch {
    return true;
  }
  if (since === undefined) return true;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > since);
}

/**
 * Packages the bundle leaves to node: PGlite finds its wasm, data and extension files beside its own modules; pino
 * starts its transports from files of its own; pg requires its optional native binding by name; the rest are loaded
 * only on first use (a lazy import), so bundling them would only make the build larger. Bundling the others cut a
 * start on a migrated folder from 3.99 to 3.22 s CPU (median of 5; loading the modules 1.06 → 0.62 s).
 */
const OUTSIDE = [
  /^@electric-sql\/pglite(\/|$)/,
  /^pino(\/|$)/,
  /^thread-stream(\/|$)/,
  /^pg(\/|$)/,
  /^pg-native$/,
  /^nodemailer(\/|$)/,
  /^@aws-sdk\//,
  /^@ai-sdk\//,
  /^ai(\/|$)/,
  /^wink-/,
];

/** Whether the bundle leaves the import `specifier` (a bare name) to node rather than taking the package in. */
export function staysOutsideBundle(specifier) {
  return specifier.startsWith('node:') || OUTSIDE.some((pattern) => pattern.test(specifier));
}

const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Takes every import of @inroad/contracts (TypeScript source) into the bundle, and every package but those OUTSIDE:
 * node then resolves, reads and (for CommonJS) lexes a handful of files at start instead of hundreds.
 */
function packagesOutside(root) {
  return {
    name: 'packages-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const contracts = /^@inroad\/contracts\/(.+)$/.exec(args.path);
        if (contracts) return { path: path.join(root, 'packages/contracts/src', `${contracts[1]}.ts`) };
        if (staysOutsideBundle(args.path)) {
          return { path: args.path, external: true };
        }
        return undefined;
      });
    },
  };
}

/**
 * Builds the bundle into a new folder beside dist and then moves it in, chunks first and entries last, each file by
 * a rename: a server starting meanwhile loads either the old entry or the new one, each with its own chunks (their
 * names carry a hash of their content), and a server already running still finds the chunks it loads later.
 * Chunks no build has written for a day are removed.
 */
export async function buildServer(root = ROOT) {
  const { build } = await import('esbuild');
  const serverDir = path.join(root, 'apps/server');
  const dist = path.join(serverDir, 'dist');
  const started = Date.now();
  const tmp = mkdtempSync(path.join(serverDir, '.dist-tmp-'));
  try {
    const result = await build({
      entryPoints: Object.fromEntries(
        Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(serverDir, file)]),
      ),
      outdir: tmp,
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      // Lazily imported modules (the AI engine, S3 storage, main.ts for the demo) stay chunks of their own, loaded
      // with their packages on first use.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      plugins: [packagesOutside(root)],
      // The bundled CommonJS packages require node's own modules, which an ES module can only reach through this.
      banner: { js: REQUIRE_BANNER },
      // Stack traces point at the .ts files (node --enable-source-maps); the maps hold no source text.
      sourcemap: 'linked',
      sourcesContent: false,
      // Less text to parse at every start (main.js 3.8 → 2.3 MB): a start took ~5-10% less CPU (~2.4 against ~2.5
      // CPU-s to healthy, eight starts each). Names stay as written, and the maps still point at the .ts lines.
      minifyWhitespace: true,
      minifySyntax: true,
      logLevel: 'warning',
      metafile: true,
    });
    const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.relative(tmp, file)));
    mkdirSync(path.join(dist, 'chunks'), { recursive: true });
    const isEntry = (file) => !file.startsWith('chunks/');
    for (const file of [...written].filter((f) => !isEntry(f))) renameSync(path.join(tmp, file), path.join(dist, file));
    for (const file of [...written].filter(isEntry).sort((a, b) => b.length - a.length)) {
      // main.js.map before main.js: an entry is never there without its map.
      renameSync(path.join(tmp, file), path.join(dist, file));
    }
    writeFileSync(path.join(tmp, 'built-at'), `${started}\n`);
    renameSync(path.join(tmp, 'built-at'), stampPath(root));
    removeOldChunks(path.join(dist, 'chunks'), written);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const CHUNK_KEPT_MS = 24 * 3_600_000;

function removeOldChunks(chunksDir, written) {
  for (const name of readdirSync(chunksDir)) {
    if (written.has(`chunks/${name}`)) continue;
    const file = path.join(chunksDir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > CHUNK_KEPT_MS) rmSync(file, { force: true });
  }
}

/** Builds the bundle if it is stale; answers 0, or 1 after printing why the build failed. */
export async function buildServerIfStale(root = ROOT) {
  if (!serverBuildIsStale(root)) return 0;
  console.log('Building the server…');
  try {
    await buildServer(root);
    return 0;
  } catch (error) {
    console.error('The server build failed:', error instanceof Error ? error.message : error);
    return 1;
  }
}
