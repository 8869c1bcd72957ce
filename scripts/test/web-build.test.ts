import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale, ROOT } from '../lib/stack.mjs';
import { BUDGET_ROUTES, FIRST_LOAD_BUDGET_BYTES, firstLoad, readManifest } from '../lib/web-budget.mjs';

// `npm start` runs the services with NODE_ENV=development; the web app it serves must still be React's production build.
it('builds the web app for production even when NODE_ENV=development, and rebuilds a build of another mode', () => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    rmSync(path.join(ROOT, 'web/dist/.build-mode'), { force: true });
    buildWebIfStale();
  } finally {
    process.env.NODE_ENV = previous;
  }
  const assets = path.join(ROOT, 'web/dist/assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(js.length).toBeGreaterThan(5);
  // The DevTools banner only exists in React's development build.
  const dev = js.filter((f) => readFileSync(path.join(assets, f), 'utf8').includes('Download the React DevTools'));
  expect(dev).toEqual([]);
  expect(readFileSync(path.join(ROOT, 'web/dist/.build-mode'), 'utf8').trim()).toBe('production');
}, 180_000);

// Issue 17: the first load of the landing and of the dashboard (the entry with its static imports, plus the page's) is
// at most 200 kB of gzipped JavaScript, and carries none of what only other screens need: pdf.js (the PDF upload), zod
// (the forms' validation schemas) and socket.io (the progress of a correction, a transcription or a batch).
// `npm run bench -- web` prints the same figures chunk by chunk.
it("keeps the first load of the landing and the dashboard within 200 kB gzipped, without pdf.js, zod or socket.io; keeps zod's settings", () => {
  buildWebIfStale();
  const dist = path.join(ROOT, 'web/dist');
  const manifest = readManifest(dist);
  const pdfChunks = Object.entries(manifest)
    .filter(([key]) => key.includes('pdfjs-dist'))
    .map(([, v]) => v.file);
  expect(pdfChunks.length).toBeGreaterThan(0);
  // Strings only zod's and engine.io's code contain: they must be in the build (lazy chunks), or the check is void.
  const markers = { zod: 'ZodError', 'socket.io': 'engine.io' };
  const assets = path.join(dist, 'assets');
  const code = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const everything = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => code(`assets/${f}`));
  for (const marker of Object.values(markers)) expect(everything.some((c) => c.includes(marker))).toBe(true);
  // The contracts' zod settings (packages/contracts/src/zod.ts) survive tree-shaking with the schemas: the Portuguese
  // locale's messages and the browser's jitless mode (without it zod probes eval, a CSP violation).
  const zodChunks = everything.filter((c) => c.includes(markers.zod));
  expect(zodChunks.some((c) => c.includes('Entrada inválida') && /jitless:(!0|true)/.test(c))).toBe(true);
  for (const route of BUDGET_ROUTES) {
    const load = firstLoad(dist, manifest, route.page);
    const files = load.chunks.map((c) => c.file);
    expect(files.length).toBeGreaterThan(2);
    expect({ route: route.name, pdf: files.filter((f) => pdfChunks.includes(f)) }).toEqual({
      route: route.name,
      pdf: [],
    });
    for (const [lib, marker] of Object.entries(markers)) {
      expect({ route: route.name, lib, chunks: files.filter((f) => code(f).includes(marker)) }).toEqual({
        route: route.name,
        lib,
        chunks: [],
      });
    }
    expect({ route: route.name, gzip: load.gzip, over: load.gzip > FIRST_LOAD_BUDGET_BYTES }).toEqual({
      route: route.name,
      gzip: load.gzip,
      over: false,
    });
  }
}, 180_000);
