import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html
 * for every other GET so client-side routes (/pricing, /profile…) load.
 * index.html is read again whenever the file changes: a rebuild replaces the
 * hashed assets it names, and a stale copy would point browsers at files that
 * are gone.
 */
export function mountWebApp(app: Hono, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const currentIndex = (): string | undefined => {
    const stat = statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };

  // Mounted even before a first build: serveStatic passes on what it cannot find.
  serveBuiltFiles(app, distDir);
  app.get('*', (c) => {
    const indexHtml = currentIndex();
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
