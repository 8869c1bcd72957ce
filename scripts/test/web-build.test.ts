import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale, ROOT } from '../lib/stack.mjs';
import { BUDGET_ROUTES, firstLoad, readManifest } from '../lib/web-budget.mjs';

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

// pdf.js (the PDF upload) is fetched only by the pages that read PDFs: never on the first load of the landing or the
// dashboard. The size of that first load against its budget is printed by `npm run bench -- web`.
it('keeps pdf.js out of the first load of the landing and the dashboard', () => {
  buildWebIfStale();
  const dist = path.join(ROOT, 'web/dist');
  const manifest = readManifest(dist);
  const pdfChunks = Object.entries(manifest)
    .filter(([key]) => key.includes('pdfjs-dist'))
    .map(([, v]) => v.file);
  expect(pdfChunks.length).toBeGreaterThan(0);
  for (const route of BUDGET_ROUTES) {
    const files = firstLoad(dist, manifest, route.page).chunks.map((c) => c.file);
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter((f) => pdfChunks.includes(f))).toEqual([]);
  }
}, 180_000);
