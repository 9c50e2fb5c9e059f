import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// The config runs in Node before any alias applies; reading the source keeps it working without
// a prior build of the library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { THEME_STORAGE_KEY } from '../../libs/domain/src/index';

const API_ORIGIN = 'http://localhost:3000';

/**
 * Applies the remembered theme before the first paint, so a dark page never flashes light.
 * It must run before the app bundle, and the api's CSP (script-src 'self') forbids inline
 * scripts, so it is a tiny classic script served from /theme-boot.js. Generating it here lets
 * it read the storage key from @dealdraft/domain like the app does.
 */
function themeBootScript(): Plugin {
  const path = '/theme-boot.js';
  const source = `try {
  if (localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}) === 'dark') {
    document.documentElement.classList.add('dark');
  }
} catch {
  // Storage can be unavailable (privacy modes); the light default applies.
}
`;
  return {
    name: 'dealdraft:theme-boot-script',
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: path }, injectTo: 'head-prepend' }],
    configureServer(server) {
      server.middlewares.use(path, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), themeBootScript()],
  resolve: {
    alias: {
      '@dealdraft/domain': fileURLToPath(
        new URL('../../libs/domain/src/index.ts', import.meta.url),
      ),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/graphql': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    // The shared runtime (React DOM, Apollo Client, React Router) is ~550 kB minified, ~170 kB
    // gzipped; pages are lazy chunks. The limit sits just above that so real growth still warns.
    chunkSizeWarningLimit: 600,
  },
});
