// `npm run check` part: imports between folders point down only. Each project's folders have a rank; a file may
// import from its own folder or a lower one, never a higher one. Server modules may use each other but not in a
// loop (two modules both ways, or around a longer ring), and a web feature may not import another feature. Any import against these
// rules fails the check; there is no list of tolerated ones.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const RULES = [
  {
    root: 'apps/server/src',
    // Lowest first. Files directly in src/ (app, main, bootstrap, worker, the job registry) are near the top, but
    // for the configuration (below everything) and the context type the modules are handed (above the services it
    // names). The demo workspace and its `npm run demo` entry sit on top: they seed through the modules and then
    // start the server as main.ts does.
    ranks: ['lib', 'config.ts', 'db', 'http', 'platform', 'jobs', 'app-context.ts', 'modules', '.', 'demo'],
    // Below modules/<name>/: one module may use another, but not the other way round too.
    peers: 'modules',
    peersMayImportEachOther: true,
    // API tests drive the whole app over HTTP (through test/harness.ts, which builds it from app.ts), so they
    // stand above every layer wherever they sit; unit tests keep to their folder's layer.
    topFiles: /\.api\.test\.ts$/,
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

/**
 * The import loops among peers (A uses B uses C uses A, or simply A and B using each other): each peer on a loop
 * mapped to its loop's number. Tarjan's strongly connected components over the peer graph.
 */
function loopsOf(pairs) {
  const next = new Map();
  for (const [from, to] of pairs) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loopOf = new Map();
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) for (const m of members) loopOf.set(m, node);
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return loopOf;
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
        if (rule.topFiles?.test(from)) continue;
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
    const loops = loopsOf([...peerEdges.keys()].map((key) => key.split(' ')));
    for (const [key, edges] of peerEdges) {
      const [a, b] = key.split(' ');
      if (loops.get(a) !== undefined && loops.get(a) === loops.get(b)) found.push(...edges);
    }
  }
  return [...new Set(found)].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The repository to check: this one, or the one named (the checker's own test plants imports in a copy).
  const repoRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const violations = findViolations(repoRoot);
  for (const v of violations) console.error(`Import against the layers: ${v}`);
  if (violations.length) {
    console.error(
      '\nFolders import only from their own or a lower folder (see RULES in scripts/check-layers.mjs); server modules not in a loop; web features not each other.',
    );
    process.exit(1);
  }
  console.log('Layers: every import between folders points down.');
}
