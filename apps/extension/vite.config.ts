import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { ICON_SIZES, iconPng } from './build/icon-png.ts';
import { POPUP_HTML } from './build/popup-html.ts';
import { EXTENSION_PUBLIC_KEY } from './manifest.config.ts';

/**
 * Origins of Inroad that may message the extension (a pattern without a port matches every port);
 * a self-hosted Inroad sets INROAD_APP_ORIGINS at build time.
 */
const appOrigins = (process.env.INROAD_APP_ORIGINS ?? 'http://localhost/*,http://127.0.0.1/*')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

/**
 * Where LinkedIn and Reddit are: the real sites, or (for the browser journeys) a fake network on loopback.
 * INROAD_EXTENSION_OUT builds into another directory, so a test build never replaces dist/.
 */
const linkedinBase = (process.env.INROAD_LINKEDIN_BASE ?? 'https://www.linkedin.com').replace(/\/+$/, '');
const redditBase = (process.env.INROAD_REDDIT_BASE ?? 'https://www.reddit.com').replace(/\/+$/, '');
const outDir = process.env.INROAD_EXTENSION_OUT ?? 'dist';
/** Where the popup's 'Open Inroad' points before the extension holds a session (then: the session's origin). */
const appUrl = (process.env.INROAD_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** A host permission for a site; match patterns carry no port, so the host covers every port. */
function hostPattern(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}

/**
 * The service worker calls the networks and the Inroad API (the session's apiBase, one of the app origins)
 * across origins: each needs a host permission, or the browser applies CORS to the worker's requests.
 */
const hostPermissions = [...new Set([hostPattern(linkedinBase), hostPattern(redditBase), ...appOrigins])];

function manifest(): Plugin {
  return {
    name: 'inroad-manifest',
    writeBundle(options) {
      const out = options.dir ?? path.resolve(import.meta.dirname, outDir);
      mkdirSync(path.join(out, 'icons'), { recursive: true });
      const icons: Record<string, string> = {};
      for (const size of ICON_SIZES) {
        writeFileSync(path.join(out, `icons/icon-${size}.png`), iconPng(size));
        icons[String(size)] = `icons/icon-${size}.png`;
      }
      writeFileSync(path.join(out, 'popup.html'), POPUP_HTML);
      const json = {
        manifest_version: 3,
        name: 'Inroad',
        description: 'Inroad for LinkedIn and Reddit: gathers posts into your inbox and carries out your engagement.',
        version: '0.1.0',
        key: EXTENSION_PUBLIC_KEY,
        icons,
        action: { default_title: 'Inroad', default_popup: 'popup.html', default_icon: icons },
        background: { service_worker: 'background.js', type: 'module' },
        // cookies: the csrf-token LinkedIn wants is the JSESSIONID cookie; storage: the Inroad session;
        // alarms: claiming instructions while the browser is open.
        permissions: ['cookies', 'storage', 'alarms'],
        host_permissions: hostPermissions,
        externally_connectable: { matches: appOrigins },
      };
      writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(json, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  define: {
    __INROAD_APP_ORIGINS__: JSON.stringify(appOrigins),
    __INROAD_LINKEDIN_BASE__: JSON.stringify(linkedinBase),
    __INROAD_REDDIT_BASE__: JSON.stringify(redditBase),
    __INROAD_APP_URL__: JSON.stringify(appUrl),
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'chrome120',
    rollupOptions: {
      input: {
        background: path.resolve(import.meta.dirname, 'src/background/index.ts'),
        popup: path.resolve(import.meta.dirname, 'src/popup/index.ts'),
      },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
  plugins: [manifest()],
});
