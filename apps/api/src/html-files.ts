import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A path made only of plain segments (/pricing, /legal/terms/): one that may name a prerendered page's folder. */
const PAGE_PATH = /^(?:\/[\w-]+)+\/?$/;
/**
 * The landing page as the build prerenders it (apps/web/vite.config.ts). It cannot be
 * dist/index.html, which stays the empty shell every other address falls back to.
 */
const LANDING_FILE = 'landing.html';

/**
 * Finds the HTML to answer a page's address with: the page's own file when the
 * build wrote one (dist/pricing/index.html for /pricing, dist/landing.html for /,
 * as the prerender does), else the SPA shell dist/index.html, else undefined (not built yet).
 * Each file is read again whenever it changes: a rebuild replaces the hashed
 * assets it names, and a stale copy would point browsers at files that are gone.
 */
export function createHtmlFiles(distDir: string): (urlPath: string) => string | undefined {
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  const read = (file: string): string | undefined => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached?.mtimeMs === stat.mtimeMs) return cached.html;
    const html = readFileSync(file, 'utf8');
    cache.set(file, { mtimeMs: stat.mtimeMs, html });
    return html;
  };
  const shell = path.join(distDir, 'index.html');
  const ownFile = (urlPath: string): string | undefined => {
    if (urlPath === '/') return path.join(distDir, LANDING_FILE);
    return PAGE_PATH.test(urlPath) ? path.join(distDir, urlPath, 'index.html') : undefined;
  };
  return (urlPath) => {
    const file = ownFile(urlPath);
    const own = file ? read(file) : undefined;
    return own ?? read(shell);
  };
}
