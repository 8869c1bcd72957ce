import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig(({ command }) => ({
  plugins: [iconsPerModule(), react()],
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
