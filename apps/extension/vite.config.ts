import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { EXTENSION_PUBLIC_KEY } from './manifest.config.ts';

/**
 * Origins of Inroad that may message the extension (a pattern without a port matches every port);
 * a self-hosted Inroad sets INROAD_APP_ORIGINS at build time.
 */
const appOrigins = (process.env.INROAD_APP_ORIGINS ?? 'http://localhost/*,http://127.0.0.1/*')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

function manifest(): Plugin {
  return {
    name: 'inroad-manifest',
    writeBundle(options) {
      const out = options.dir ?? path.resolve(import.meta.dirname, 'dist');
      const json = {
        manifest_version: 3,
        name: 'Inroad',
        description: 'Inroad for LinkedIn and Reddit: gathers posts into your inbox and carries out your engagement.',
        version: '0.1.0',
        key: EXTENSION_PUBLIC_KEY,
        background: { service_worker: 'background.js', type: 'module' },
        // cookies: the csrf-token LinkedIn wants is the JSESSIONID cookie; storage: the Inroad session;
        // alarms: claiming instructions while the browser is open.
        permissions: ['cookies', 'storage', 'alarms'],
        host_permissions: ['https://www.linkedin.com/*', 'https://www.reddit.com/*'],
        externally_connectable: { matches: appOrigins },
      };
      writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(json, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  define: { __INROAD_APP_ORIGINS__: JSON.stringify(appOrigins) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'chrome120',
    rollupOptions: {
      input: { background: path.resolve(import.meta.dirname, 'src/background/index.ts') },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
  plugins: [manifest()],
});
