import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html
 * for every other GET so client-side routes (/pricing, /profile…) load.
 */
export function mountWebApp(app: Hono, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: string | undefined;

  if (existsSync(distDir)) serveBuiltFiles(app, distDir);
  app.get('*', (c) => {
    indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    if (!indexHtml) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

function serveBuiltFiles(app: Hono, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root, index: '__no_index__' }));
}
