import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express } from 'express';
import { previewText, withPreviewTags, type PreviewLookup } from './share-preview.js';

const UNHASHED = /[\\/](sw\.js|manifest\.webmanifest|registerSW\.js|favicon\.svg)$/;

/**
 * Serves the built web app, with SPA fallback for every non-API path. A shared feedback link's page carries its
 * preview (Open Graph / Twitter tags) in the HTML itself, since chat apps do not run the app.
 */
export function serveWeb(app: Express, distDir: string, sharePreview?: PreviewLookup) {
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
  if (sharePreview)
    app.get('/compartilhado/:token', async (req, res, next) => {
      if (!existsSync(index)) return next();
      const found = await sharePreview(String(req.params.token)).catch(() => undefined);
      // The essay service did not answer: the page as it is (the app shows the error itself).
      if (found === undefined) return next();
      const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const html = withPreviewTags(
        await readFile(index, 'utf8'),
        previewText(found),
        `${origin}${req.originalUrl.split('?')[0]}`,
        `${origin}/icons/icon-512.png`,
      );
      res.status(found === 'expirado' ? 410 : found ? 200 : 404);
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(html);
    });
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
