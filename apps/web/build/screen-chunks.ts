import path from 'node:path';

/** What the chunking needs of rolldown's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const library = /[\\/]node_modules[\\/]/;

/** The app's own source modules (its packages included), as opposed to libraries and the bundler's virtual modules. */
export function isAppModule(id: string): boolean {
  return !library.test(id) && !id.startsWith('\0') && path.isAbsolute(id);
}

/**
 * The app modules `roots` import statically, themselves included. Libraries are not followed: their package
 * indexes import every component whether used or not, and rolldown places the parts a screen uses with it.
 */
export function appModulesImportedBy(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || !isAppModule(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

/** A screen loaded on its own: its lazy modules (the route's and what it always shows lazily). */
export interface Screen {
  name: string;
  modules: readonly string[];
}

/** The `codeSplitting.groups` entry of one screen: its app modules, and (pulled in) the libraries they use. */
function screenGroup(screen: Screen, priority: number) {
  let modules: Set<string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph) => {
      modules ??= appModulesImportedBy(graph, screen.modules);
      return modules.has(id) ? screen.name : null;
    },
    test: isAppModule,
    priority,
  };
}

/**
 * Rolldown's chunk groups for the web app. Left to itself, rolldown gives every set of lazy screens that shares a
 * module a chunk of its own: ~120 files, ~70 of them in a cold load of the inbox, each a request the browser and the
 * server handle one by one. Instead:
 * - what the entry imports is two files: `vendor` for the libraries (long-lived: a release that changes only app
 *   code does not make browsers fetch it again) and the entry chunk for the app's code;
 * - each of `screens` is one file with the libraries it uses beyond those, earlier screens first: a later one
 *   imports what it shares with an earlier one from that one's file (the inbox from /login's small one, not
 *   /login from the inbox's large one);
 * - everything else (other screens, dialogs, the studio, the calendar) is split by rolldown as before, and stays
 *   lazy.
 */
export function screenChunkGroups(screens: readonly Screen[]) {
  const entryPriority = screens.length + 1;
  return [
    { name: 'vendor', test: library, tags: ['$initial' as const], priority: entryPriority },
    // Kept out of the screens' files, which would otherwise pull it in as their dependency.
    { name: 'app', test: isAppModule, tags: ['$initial' as const], priority: entryPriority },
    ...screens.map((screen, index) => screenGroup(screen, screens.length - index)),
  ];
}

/** The chunk of the screen most visits open first: the inbox in the app's shell. */
export const HOME_SCREEN_CHUNK = 'home';

/** The screens of the web app at `webRoot` that get a file each: /login, and the inbox in its shell. */
export function webAppScreens(webRoot: string): Screen[] {
  const src = (file: string) => path.join(webRoot, 'src', file);
  return [
    { name: 'login', modules: [src('app/routes/login.tsx')] },
    {
      name: HOME_SCREEN_CHUNK,
      modules: [
        src('app/shell/app-layout.tsx'),
        src('app/routes/posts.tsx'),
        src('features/daily-goals/components/daily-goals-bars.tsx'),
        src('features/extension/components/extension-gate.tsx'),
        src('features/onboarding/components/onboarding-host.tsx'),
      ],
    },
  ];
}
