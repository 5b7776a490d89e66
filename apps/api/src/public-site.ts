import { Hono } from 'hono';
import { PUBLIC_PAGES } from '@fanline/core';
import { escapeMarkup } from './escape-markup';

/**
 * Machine answers, not pages: crawling them wastes a crawler's budget and
 * could list an API error as a search result. App screens are not here: they
 * say noindex themselves (page-head.ts), which a disallowed path could not.
 */
const DISALLOWED = ['/api/', '/trpc/'];

/** Crawlers may re-read these hourly; a deploy changes them rarely. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /robots.txt and GET /sitemap.xml, from the public pages' table
 * (@fanline/core), with absolute addresses on APP_URL (read per request:
 * a test server learns its own address only once it listens).
 */
export function publicSiteRoutes(appUrl: () => string): Hono {
  const app = new Hono();
  app.get('/robots.txt', (c) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${appUrl()}/sitemap.xml`, ''];
    return c.text(lines.join('\n'), 200, { 'Cache-Control': CACHE_CONTROL });
  });
  app.get('/sitemap.xml', (c) => {
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeMarkup(`${appUrl()}${page.path}`)}</loc></url>`);
    const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': CACHE_CONTROL });
  });
  return app;
}
