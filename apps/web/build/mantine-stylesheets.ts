import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which Mantine stylesheets the app's code needs, read from the code itself.
 *
 * The app loads Mantine's styles per component (see src/app/styles.ts). A component whose sheet is missing
 * still renders, unstyled, so nothing fails until someone looks. This follows every value the app imports
 * from a `@mantine/*` package through the package's published modules: each component module imports its
 * CSS-module class map (`Radio.module.mjs`, generated from `Radio.module.css`), and a component built from
 * others imports them, so the walk finds the sheets of the parts as well (Select → Input, Combobox, Popover…).
 * It errs on the side of loading: a component's static parts count as used (Radio brings Radio.Card's sheet).
 * Core publishes a sheet per component; other Mantine packages (notifications, dates…) one styles.css each.
 */

export interface StylesheetNeed {
  /** The stylesheet's import specifier, e.g. `@mantine/core/styles/Radio.css`. */
  sheet: string;
  /** The app imports that need it, e.g. `Radio (features/create/components/draft-preview.tsx)`. */
  neededBy: string[];
}

interface ModuleImport {
  specifier: string;
  /** Imported names; null when the whole module is used (dynamic import, side-effect import). */
  names: string[] | null;
}

/** Sheets every Mantine app needs whatever components it uses (Mantine's "global styles"). */
const CORE_GLOBAL_SHEETS = [
  '@mantine/core/styles/baseline.css',
  '@mantine/core/styles/default-css-variables.css',
  '@mantine/core/styles/global.css',
];

const sourceExtensions = /\.(ts|tsx)$/;
const testFiles = /\.test\.(ts|tsx)$|\.d\.ts$/;

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : listSources(full);
    return sourceExtensions.test(entry.name) && !testFiles.test(entry.name) ? [full] : [];
  });
}

/** The app file's value imports (type-only imports bring no component). */
function appImports(file: string, code: string): ModuleImport[] {
  // Parent links are not needed: the walk goes down from the root and reads only names and literals.
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const specifier = node.moduleSpecifier.text;
      if (!clause) found.push({ specifier, names: null });
      else if (!clause.isTypeOnly) {
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) found.push({ specifier, names: null });
        else {
          const names = (bindings?.elements ?? [])
            .filter((element) => !element.isTypeOnly)
            .map((element) => (element.propertyName ?? element.name).text);
          if (clause.name) names.push('default');
          if (names.length > 0) found.push({ specifier, names });
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, names: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const importStatement = /(?:^|\n)\s*(?:import|export)\s*(?:([^;]*?)\s*from\s*)?"([^"]+)"/g;
const localExportList = /(?:^|\n)\s*export\s*\{([^}]*)\}\s*;/g;

interface LibraryImport extends ModuleImport {
  /** Local name → name in the imported module, for the names the statement binds. */
  bindings: Map<string, string>;
}

/** Imports and re-exports of a published (generated) Mantine module. */
function libraryImports(code: string): LibraryImport[] {
  return [...code.matchAll(importStatement)].map(([, clause = '', specifier = '']) => {
    const braces = /\{([^}]*)\}/.exec(clause);
    const bindings = new Map<string, string>();
    for (const part of braces?.[1]?.split(',') ?? []) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if (imported) bindings.set(local ?? imported, imported);
    }
    return { specifier, names: braces ? [...bindings.values()] : null, bindings };
  });
}

/** Exported name → local name, from a module's closing `export { local as exported }` lists. */
function localExports(code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list = ''] of code.matchAll(localExportList)) {
    for (const part of list.split(',')) {
      const [local, exported] = part.trim().split(/\s+as\s+/);
      if (local) names.set(exported ?? local, local);
    }
  }
  return names;
}

/** Resolves bare `@mantine/*` specifiers to the packages' ES module entries, honouring the app's aliases. */
export function createMantineResolver(
  fromDir: string,
  aliases: ReadonlyArray<{ find: RegExp | string; replacement: string }> = [],
) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return (specifier: string, from?: string): string | null => {
    if (specifier.startsWith('.') && from) return path.resolve(path.dirname(from), specifier);
    const alias = aliases.find((a) => (typeof a.find === 'string' ? a.find === specifier : a.find.test(specifier)));
    if (alias) return alias.replacement;
    const match = /^(@mantine\/[^/]+)$/.exec(specifier);
    if (!match?.[1]) return null;
    const packageDir = path.resolve(path.dirname(require.resolve(match[1])), '..');
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { module?: string };
    return manifest.module ? path.join(packageDir, manifest.module) : null;
  };
}

type Resolver = ReturnType<typeof createMantineResolver>;

/** The package a published module belongs to: `@mantine/core` for …/node_modules/@mantine/core/esm/x.mjs. */
function packageOf(file: string): { name: string; dir: string } | null {
  const match = /^(.*[\\/]node_modules[\\/](@mantine[\\/][^\\/]+))[\\/]/.exec(file);
  return match?.[1] && match[2] ? { name: match[2].replace('\\', '/'), dir: match[1] } : null;
}

/**
 * The stylesheet of a CSS-module class map: Mantine's build names the source file in a region comment
 * (`//#region packages/@mantine/core/src/components/Radio/Radio.module.css`). Core publishes a sheet per
 * component under styles/; the other packages publish one styles.css.
 */
function sheetOfClassMap(file: string, code: string): string | null {
  const pkg = packageOf(file);
  const source = /#region\s+\S*?([^/\s]+)\.module\.css/.exec(code)?.[1];
  if (!pkg || !source) return null;
  if (existsSync(path.join(pkg.dir, 'styles', `${source}.css`))) return `${pkg.name}/styles/${source}.css`;
  return existsSync(path.join(pkg.dir, 'styles.css')) ? `${pkg.name}/styles.css` : null;
}

/** Walks a Mantine module graph from some of a module's exports and collects the stylesheets reached. */
function createSheetCollector(resolve: Resolver) {
  const codeCache = new Map<string, string>();
  const read = (file: string) => {
    let code = codeCache.get(file);
    if (code === undefined) {
      code = readFileSync(file, 'utf8');
      codeCache.set(file, code);
    }
    return code;
  };
  // A package index is reached once for every name the app imports from it: its statements are read once.
  const parsed = new Map<string, { imports: LibraryImport[]; exported: Map<string, string> }>();
  const parse = (file: string, code: string) => {
    let found = parsed.get(file);
    if (!found) {
      found = { imports: libraryImports(code), exported: localExports(code) };
      parsed.set(file, found);
    }
    return found;
  };

  const collect = (file: string, names: string[] | null, seen: Set<string>, sheets: Set<string>) => {
    const key = `${file}#${names ? names.join(',') : '*'}`;
    if (seen.has(key)) return;
    seen.add(key);
    const code = read(file);
    if (file.endsWith('.module.mjs')) {
      const sheet = sheetOfClassMap(file, code);
      if (sheet) sheets.add(sheet);
      return;
    }
    const { imports, exported } = parse(file, code);
    const follow = (entry: ModuleImport, wanted: string[] | null) => {
      const target = resolve(entry.specifier, file);
      if (target && packageOf(target)) collect(target, wanted, seen, sheets);
    };
    if (names) {
      // A module that only passes the wanted names on (a package index) leads to where they are defined;
      // the rest of what it re-exports is not used.
      const locals = names.map((name) => exported.get(name) ?? name);
      const definedHere = locals.filter((local) => !imports.some((entry) => entry.bindings.has(local)));
      for (const entry of imports) {
        const passed = locals.flatMap((local) => entry.bindings.get(local) ?? []);
        if (passed.length > 0) follow(entry, passed);
      }
      if (definedHere.length === 0) return;
    }
    // A module that defines a wanted value: everything it imports is part of it.
    for (const entry of imports) follow(entry, entry.names);
  };

  const cache = new Map<string, Set<string>>();
  return (file: string, names: string[] | null): Set<string> => {
    const key = `${file}#${names ? names.join(',') : '*'}`;
    let sheets = cache.get(key);
    if (!sheets) {
      sheets = new Set();
      collect(file, names, new Set(), sheets);
      cache.set(key, sheets);
    }
    return sheets;
  };
}

/** Every Mantine stylesheet the app's sources need, with the imports that need it. */
export function neededMantineStylesheets(srcDir: string, resolve: Resolver): StylesheetNeed[] {
  const collect = createSheetCollector(resolve);
  const needs = new Map<string, Set<string>>();
  const need = (sheet: string, by: string) => {
    const set = needs.get(sheet) ?? new Set<string>();
    set.add(by);
    needs.set(sheet, set);
  };
  for (const file of listSources(srcDir)) {
    const code = readFileSync(file, 'utf8');
    // A file that never names a Mantine package imports none: it is not parsed (about half the sources).
    if (!code.includes('@mantine/')) continue;
    const where = path.relative(srcDir, file);
    for (const entry of appImports(file, code)) {
      if (!entry.specifier.startsWith('@mantine/') || entry.specifier.endsWith('.css')) continue;
      const target = resolve(entry.specifier);
      if (!target) continue;
      if (entry.specifier === '@mantine/core') for (const sheet of CORE_GLOBAL_SHEETS) need(sheet, `@mantine/core`);
      for (const name of entry.names ?? ['*']) {
        for (const sheet of collect(target, name === '*' ? null : [name])) {
          need(sheet, `${name === '*' ? entry.specifier : name} (${where})`);
        }
      }
    }
  }
  return [...needs]
    .map(([sheet, by]) => ({ sheet, neededBy: [...by].sort() }))
    .sort((a, b) => (a.sheet < b.sheet ? -1 : 1));
}

/** The Mantine stylesheets the app's sources import, in import order. */
export function loadedMantineStylesheets(srcDir: string): string[] {
  return listSources(srcDir).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('@mantine/')) return [];
    return appImports(file, code)
      .map((entry) => entry.specifier)
      .filter((specifier) => specifier.startsWith('@mantine/') && specifier.endsWith('.css'));
  });
}

function findFile(dir: string, name: string): string | null {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === name) return full;
    if (entry.isDirectory()) {
      const found = findFile(full, name);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Sheets loaded before a sheet they build on. A component's sheet sets its own look over the parts it is made
 * of (Button over UnstyledButton) with selectors of the same weight, so the parts' sheets must come first.
 */
export function misorderedMantineStylesheets(loaded: string[], resolve: Resolver): string[] {
  const collect = createSheetCollector(resolve);
  const problems: string[] = [];
  loaded.forEach((sheet, index) => {
    const match = /^(@mantine\/core)\/styles\/([A-Za-z]+)\.css$/.exec(sheet);
    const entry = match?.[1] ? resolve(match[1]) : null;
    if (!match?.[2] || !entry) return;
    const owner = findFile(path.dirname(entry), `${match[2]}.mjs`);
    if (!owner) return;
    for (const part of collect(owner, null)) {
      const at = loaded.indexOf(part);
      if (part !== sheet && at > index) problems.push(`${part} must come before ${sheet}`);
    }
  });
  return problems;
}
