import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
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

/**
 * Brotli and gzip twins of every text file worth it, made once at build time: the api
 * serves `name.br` or `name.gz` by Accept-Encoding and never compresses a static file per request.
 * Brotli at its maximum (quality 11) costs seconds here and nothing at run time; the smallest
 * files are left alone, where the encoding's headers would cost about what it saves.
 */
function precompressed(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|wasm)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  });
}

const config: UserConfig = {
  plugins: [react(), tailwindcss(), themeBootScript(), precompressed()],
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
      // ws: subscriptions (graphql-ws) share the path with queries.
      '/graphql': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // The entry (React DOM, React Router, the app's shell and words) is ~440 kB minified, ~120 kB
    // brotli; Apollo Client and the pages are lazy chunks. The limit sits just above that so
    // real growth still warns (the landing page's scripts stay within 180 kB brotli).
    chunkSizeWarningLimit: 500,
  },
};

export default defineConfig(({ command, mode }) => {
  // `npm start` exports NODE_ENV=development for the api (local mode) before it builds; Vite
  // would take that as a wish for React's development bundles, over 200 kB more on every first
  // load and slower. A build is a production build unless asked otherwise (--mode development).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});
