import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale, ROOT } from '../lib/stack.mjs';

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
