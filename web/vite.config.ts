import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconsPerModule } from './build/iconsPerModule.ts';

const target = process.env.API_TARGET ?? 'http://localhost:8080';

// react-router's package exports only its development build (warnings, invariant messages) under every condition but
// 'react-server'; a production build uses the production files it ships beside them.
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/** Reads of the student's own work, kept for offline use (drafts, essays and their corrections, profile, activities). */
const OFFLINE_READS = /^\/api\/(rascunhos|redacoes|auth\/perfil|atividades|salas|propostas)(\/|$|\?)/;

// Installable and offline (issue 50): the manifest, and a Workbox service worker that precaches the built app (shell,
// editor, every route's code) and keeps the student's reads as they are fetched (network first, the cache when
// offline). The worker waits for every tab to close before a new version takes over (src/pwa.ts).
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    id: '/',
    name: 'Argumenta · Redação ENEM',
    short_name: 'Argumenta',
    description: 'Pratique a redação do ENEM e receba correção por competências.',
    lang: 'pt-BR',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4338ca',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // pdf.js (the PDF tab) is the largest chunk and needs the network anyway: fetched when used, not at install.
    globIgnores: ['**/pdf-*.js', '**/pdf.worker*'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/socket\.io\//],
    cleanupOutdatedCaches: true,
    // The first install takes the open tab at once (so it works offline without a reload); an update still waits.
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && request.method === 'GET' && OFFLINE_READS.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api-leituras',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig(({ command }) => ({
  plugins: [iconsPerModule(), react(), pwa],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? productionRouter : []),
    ],
  },
  // pdfjs is imported on demand: pre-bundle it so the dev server does not reload the page mid-upload.
  optimizeDeps: { include: ['pdfjs-dist'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: true },
      '/socket.io': { target, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: what each route loads (npm run bench -- web and the web build test check the first load).
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // React, React DOM and the router change rarely and every page needs them: one long-cached chunk. Chakra is
        // left to the bundler's splitting, so a page loads only the components (and zag machines) it renders.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
}));
