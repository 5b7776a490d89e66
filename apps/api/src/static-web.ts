import path from 'node:path';
import type { Context, Hono } from 'hono';
import { isAppAddress } from '@fanline/core';
import { serveStatic } from '@hono/node-server/serve-static';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { etag } from 'hono/etag';
import { getMimeType } from 'hono/utils/mime';
import { sendInMemory } from './compress-answers';
import { createHtmlFiles } from './html-files';
import { pageHeadFor, withPageHead } from './page-head';
import { withPrerenderedHeadScript } from './prerendered-head-script';

/** Hashed file names change with their content, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app:
 * - its files as the build left them, each in brotli or gzip when the build
 *   wrote a .br or .gz beside it and the browser accepts that encoding
 *   (vite-plugin-compression2); hashed assets cached for good;
 * - for every other GET, the page's HTML (html-files.ts) with that page's
 *   head tags (page-head.ts), never cached without asking (no-cache): it names
 *   the hashed assets of the current build; gzipped as it is sent
 *   (sendInMemory), and its ETag names the bytes sent. An address the app has
 *   no page for gets the same HTML with 404.
 */
export function mountWebApp(app: Hono, distDir: string, appUrl: () => string): void {
  const htmlFor = createHtmlFiles(distDir);
  // Mounted even before a first build: serveStatic passes on what it cannot find.
  serveBuiltFiles(app, distDir);
  // no-cache makes the browser ask again each time; the ETag lets an unchanged page answer 304 with no body.
  const etagged = etag();
  const answerPage = (c: Context, status: 200 | 404) => {
    const html = htmlFor(c.req.path);
    if (!html) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    const page = withPrerenderedHeadScript(withPageHead(html, pageHeadFor(c.req.path, appUrl())));
    return sendInMemory(c, page, 'text/html; charset=UTF-8', status, { 'Cache-Control': 'no-cache' });
  };
  app.get('*', async (c) => {
    // An unknown address still gets the app, which draws its Not Found page, but says 404 (no soft 404).
    if (!isAppAddress(c.req.path)) return answerPage(c, 404);
    await etagged(c, async () => {
      c.res = answerPage(c, 200);
    });
    return c.res;
  });
}

function serveBuiltFiles(app: Hono, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (file, c) => {
        c.header('Cache-Control', IMMUTABLE);
        varyByEncoding(file, c);
      },
    }),
  );
  // A tab still open on an earlier build asks for chunks this one no longer has: a 404 says so
  // plainly, where the page's HTML sent instead would be refused as a script (nosniff).
  app.all('/assets/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  // The pages' HTML files are reached by their addresses, where they get their head tags, never by file name.
  app.get('*', async (c, next) => {
    const address = pageAddressOfFile(c.req.path);
    if (address === undefined) return next();
    const query = c.req.url.indexOf('?');
    return c.redirect(query === -1 ? address : `${address}${c.req.url.slice(query)}`, 301);
  });
  app.use('*', serveStatic({ root, precompressed: true, index: '__no_index__', onFound: varyByEncoding }));
}

/**
 * The page an HTML file of the build is: /index.html and /landing.html are /,
 * /pricing/index.html is /pricing. Only a page the app has: a path such as
 * //other.site/index.html must never become a redirect to another site.
 */
function pageAddressOfFile(urlPath: string): string | undefined {
  if (urlPath === '/landing.html') return '/';
  if (!urlPath.endsWith('/index.html')) return undefined;
  const address = urlPath.slice(0, -'/index.html'.length) || '/';
  return /^\/(?![/\\])/.test(address) && isAppAddress(address) ? address : undefined;
}

/**
 * Vary: Accept-Encoding on every file that could have been answered in another
 * encoding, the identity one included; serveStatic adds it only when it picks
 * a compressed file, and a shared cache must not hand that choice to the next
 * browser either way. `file` is the one sent: x.js.br for x.js.
 */
function varyByEncoding(file: string, c: Context): void {
  const type = getMimeType(file.replace(/\.(?:br|gz|zst)$/, ''));
  if (type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) c.header('Vary', 'Accept-Encoding');
}
