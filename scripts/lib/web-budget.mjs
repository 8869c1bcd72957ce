// What a first visit to a route downloads, read from the Vite build manifest (web/dist/.vite/manifest.json): the
// entry with its static imports, plus the route's lazy page with its static imports — never what either only imports
// dynamically (pdf.js, other pages). Used by `npm run bench -- web` and the web build test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of the issue: first load of the landing and of the dashboard, gzipped JavaScript. */
export const FIRST_LOAD_BUDGET_BYTES = 200 * 1000;

/** Routes measured, by the source module of their page (keys of the manifest). */
export const BUDGET_ROUTES = [
  { name: 'landing (/)', page: 'src/features/landing/LandingPage.tsx' },
  { name: 'dashboard (/dashboard)', page: 'src/features/dashboard/DashboardPage.tsx' },
];

export function readManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** Every chunk a route's first load fetches (static imports only), with raw and gzipped sizes. */
export function firstLoad(distDir, manifest, pageModule) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('manifesto sem entrada');
  if (!manifest[pageModule]) throw new Error(`${pageModule} não está no manifesto`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  visit(pageModule);
  const chunks = [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(path.join(distDir, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { chunks, gzip: chunks.reduce((s, c) => s + c.gzip, 0), bytes: chunks.reduce((s, c) => s + c.bytes, 0) };
}
