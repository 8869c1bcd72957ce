import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

const UNHASHED = /[\\/](sw\.js|manifest\.webmanifest|registerSW\.js|favicon\.svg)$/;

/** Serves the built web app, with SPA fallback for every non-API path. */
export function serveWeb(app: Express, distDir: string) {
  const index = path.join(distDir, 'index.html');
  // Hashed assets are immutable; index.html must always be revalidated to pick up new builds.
  // The service worker and the manifest keep their names across builds: always revalidated, so a new build is found.
  app.use(
    express.static(distDir, {
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, file) => {
        if (UNHASHED.test(file)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get(/^(?!\/api\/|\/api$|\/socket\.io\/|\/internal\/).*/, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('A aplicação web ainda não foi construída: rode `npm run build -w web` (o `npm start` faz isso).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
