import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './build/aliases.ts';
import { backgroundTrack } from './build/background-track.ts';
import { precompress } from './build/precompress.ts';
import { preloadHomeRoute } from './build/preload-home-route.ts';
import { screenChunkGroups, webAppScreens } from './build/screen-chunks.ts';
import { tablerIcons } from './build/tabler-icons.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tablerIcons(), preloadHomeRoute(), backgroundTrack(), precompress()],
  resolve: { alias: aliases },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Screens are split by their lazy routes. The libraries every page needs get long-lived chunks of
        // their own, so a release that changes only app code does not make browsers fetch them again.
        codeSplitting: {
          groups: screenChunkGroups(webAppScreens(root)),
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
