// `npm run check` part: imports between folders point down only. Each project's folders have a rank; a file may
// import from its own folder or a lower one, never a higher one. Server modules may use each other but not both
// ways (a loop between two modules), and a web feature may not import another feature.
// Imports that break a rule today are listed in scripts/layers-known.json, to be removed as they are fixed: a new
// one fails the check, and so does a listed one that is gone (the list only shrinks).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const RULES = [
  {
    root: 'apps/server/src',
    // Lowest first. Files directly in src/ (app, main, bootstrap, worker, the job registry) are near the top, but
    // for the configuration (below everything) and the context type the modules are handed (above the services it
    // names). The demo workspace and its `npm run demo` entry sit on top: they seed through the modules and then
    // start the server as main.ts does.
    ranks: ['config.ts', 'db', 'http', 'platform', 'jobs', 'app-context.ts', 'modules', '.', 'demo'],
    // Below modules/<name>/: one module may use another, but not the other way round too.
    peers: 'modules',
    peersMayImportEachOther: true,
  },
  {
    root: 'apps/web/src',
    ranks: ['types', 'lib', 'components', 'features', 'app', '.'],
    peers: 'features',
    peersMayImportEachOther: false,
  },
];

const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)\s*import\s+'([^']+)'/g;

function walk(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, files);
    } else if (SOURCE.test(entry.name)) files.push(full);
  }
  return files;
}

/** The folder of a file's path below the root that ranks it: a root file by its name if ranked, else '.'. */
function folderOf(relative, ranks) {
  const parts = relative.split('/');
  if (parts.length > 1) return parts[0];
  return ranks.includes(parts[0]) ? parts[0] : '.';
}

/** The peer unit of a file (e.g. 'modules/engage'), or undefined outside the peers' folder. */
function peerOf(relative, peers) {
  const parts = relative.split('/');
  return parts[0] === peers && parts.length > 2 ? `${parts[0]}/${parts[1]}` : undefined;
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return target;
}

/** Every import that breaks a rule, as 'from-file -> to-file' relative to the repository. */
export function findViolations(repoRoot, rules = RULES) {
  const found = [];
  for (const rule of rules) {
    const root = path.join(repoRoot, rule.root);
    if (!existsSync(root)) continue;
    const peerEdges = new Map();
    for (const file of walk(root)) {
      const from = path.relative(root, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const resolved = resolveImport(file, match[1] ?? match[2] ?? match[3]);
        if (!resolved) continue;
        const to = path.relative(root, resolved).split(path.sep).join('/');
        if (to.startsWith('..')) continue;
        const edge = `${rule.root}/${from} -> ${rule.root}/${to}`;
        const fromRank = rule.ranks.indexOf(folderOf(from, rule.ranks));
        const toRank = rule.ranks.indexOf(folderOf(to, rule.ranks));
        if (fromRank >= 0 && toRank > fromRank) {
          found.push(edge);
          continue;
        }
        const fromPeer = peerOf(from, rule.peers);
        const toPeer = peerOf(to, rule.peers);
        if (!fromPeer || !toPeer || fromPeer === toPeer) continue;
        if (!rule.peersMayImportEachOther) {
          found.push(edge);
          continue;
        }
        const key = `${fromPeer} ${toPeer}`;
        if (!peerEdges.has(key)) peerEdges.set(key, []);
        peerEdges.get(key).push(edge);
      }
    }
    for (const [key, edges] of peerEdges) {
      const [a, b] = key.split(' ');
      if (peerEdges.has(`${b} ${a}`)) found.push(...edges);
    }
  }
  return [...new Set(found)].sort();
}

export function checkLayers(repoRoot, known) {
  const violations = findViolations(repoRoot);
  const knownSet = new Set(known);
  const added = violations.filter((v) => !knownSet.has(v));
  const gone = known.filter((k) => !violations.includes(k));
  return { added, gone };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const knownFile = path.join(import.meta.dirname, 'layers-known.json');
  const known = JSON.parse(readFileSync(knownFile, 'utf8'));
  if (process.argv.includes('--write-known')) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(knownFile, `${JSON.stringify(findViolations(repoRoot), null, 2)}\n`);
    process.exit(0);
  }
  const { added, gone } = checkLayers(repoRoot, known);
  for (const v of added) console.error(`Import against the layers: ${v}`);
  for (const v of gone) console.error(`Fixed, remove it from scripts/layers-known.json: ${v}`);
  if (added.length || gone.length) {
    console.error(
      '\nFolders import only from their own or a lower folder (see RULES in scripts/check-layers.mjs); server modules not both ways; web features not each other.',
    );
    process.exit(1);
  }
  console.log(`Layers: no new import against them (${known.length} known, listed in scripts/layers-known.json).`);
}
