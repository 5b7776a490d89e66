import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, SHARE_IMAGE } from '@fanline/core';
import { startTestApi, type TestApi } from './harness';

// Issue #24: robots.txt, a sitemap, and each public page's head as crawlers and link previews read it, without running JS.

let api: TestApi;
let dist: string;
/** The SPA shell as Vite builds it from apps/web/index.html: a default title and description for the server to replace. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Fanline — default</title>
    <meta
      name="description"
      content="The default description."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'fanline-site-')), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  api = await startTestApi({ webDistDir: dist });
});
afterAll(async () => {
  await api?.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

async function pageHead(urlPath: string, status = 200): Promise<{ html: string; tags: Map<string, string[]> }> {
  const res = await fetch(`${api.url}${urlPath}`);
  expect(res.status).toBe(status);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string[]>();
  const add = (key: string, value: string) => tags.set(key, [...(tags.get(key) ?? []), value]);
  for (const [, key, value] of head.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)) add(key!, value!);
  for (const [, title] of head.matchAll(/<title>([^<]*)<\/title>/g)) add('title', title!);
  for (const [, href] of head.matchAll(/<link rel="canonical" href="([^"]*)"/g)) add('canonical', href!);
  return { html, tags };
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is plain text that keeps crawlers out of the API and names the sitemap', async () => {
    const res = await fetch(`${api.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /trpc/');
    expect(lines).toContain(`Sitemap: ${api.url}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow:')).some((line) => PUBLIC_PAGES.some((page) => line === `Disallow: ${page.path}`))).toBe(false);
  });

  it('sitemap.xml is XML listing every public page by its absolute address, and nothing else', async () => {
    const res = await fetch(`${api.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toEqual(['/', '/pricing', '/privacy', '/terms', '/safety'].map((p) => `${api.url}${p}`));
  });
});

describe("each page's head", () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))('%s has its own title, description and canonical address, once', async (urlPath, page) => {
    const { tags } = await pageHead(urlPath);
    expect(tags.get('title')).toEqual([page.title]);
    expect(tags.get('description')).toEqual([page.description]);
    expect(page.description.length).toBeGreaterThan(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(tags.get('canonical')).toEqual([`${api.url}${urlPath}`]);
    expect(tags.has('robots')).toBe(false);
  });

  it.each(['/', '/pricing'])('%s carries Open Graph and Twitter card tags with an absolute share image', async (urlPath) => {
    const page = PUBLIC_PAGES.find((p) => p.path === urlPath)!;
    const { tags } = await pageHead(urlPath);
    expect(Object.fromEntries([...tags].filter(([key]) => /^(og|twitter):/.test(key)).map(([key, [value]]) => [key, value]))).toEqual({
      'og:type': 'website',
      'og:site_name': 'Fanline',
      'og:title': page.title,
      'og:description': page.description,
      'og:url': `${api.url}${urlPath}`,
      'og:image': `${api.url}/og-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': SHARE_IMAGE.alt,
      'twitter:card': 'summary_large_image',
      'twitter:title': page.title,
      'twitter:description': page.description,
      'twitter:image': `${api.url}/og-image.png`,
      'twitter:image:alt': SHARE_IMAGE.alt,
    });
  });

  it("the legal pages carry no share tags, and an app screen asks not to be indexed under the site's own title", async () => {
    expect([...(await pageHead('/terms')).tags.keys()].filter((key) => key.startsWith('og:'))).toEqual([]);
    const site = PUBLIC_PAGES[0]!;
    for (const [screen, status] of [['/profile', 200], ['/purchase-success', 200], ['/no-such-page', 404]] as const) {
      const { tags } = await pageHead(screen, status);
      expect(tags.get('robots')).toEqual(['noindex']);
      expect(tags.get('title')).toEqual([site.title]);
      expect(tags.get('description')).toEqual([site.description]);
      expect(tags.has('og:title')).toBe(false);
    }
  });

  it("uses a page's own prerendered HTML when the build wrote one, and the shell for the others", async () => {
    mkdirSync(path.join(dist, 'pricing'), { recursive: true });
    writeFileSync(path.join(dist, 'pricing', 'index.html'), SHELL.replace('<div id="root"></div>', '<div id="root"><h1>Plans</h1><svg><title>icon</title></svg></div>'));
    try {
      const pricing = await pageHead('/pricing');
      expect(pricing.html).toContain('<h1>Plans</h1><svg><title>icon</title></svg>');
      expect(pricing.tags.get('title')).toEqual(['Pricing — Fanline']);
      expect(pricing.tags.get('og:url')).toEqual([`${api.url}/pricing`]);
      const terms = await pageHead('/terms');
      expect(terms.html).not.toContain('<h1>Plans</h1>');
      expect(terms.tags.get('title')).toEqual(['Terms of Service — Fanline']);
    } finally {
      rmSync(path.join(dist, 'pricing'), { recursive: true, force: true });
    }
  });
});
