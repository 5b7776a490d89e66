import { PUBLIC_PAGES, publicPageAt, SHARE_IMAGE, SITE_NAME, type PublicPage } from '@fanline/core';
import { escapeMarkup } from './escape-markup';

/**
 * The <head> tags of the page at a path, written by the server so that
 * crawlers, link previews and Lighthouse see them without running the app:
 * - a public page: its title, description and canonical address, and for the
 *   pages people share (landing, pricing) the Open Graph and Twitter card tags;
 * - any other path (sign-in return, purchase returns, unknown addresses):
 *   the site's own title and description (the landing page's), which the
 *   app keeps on screens it draws (use-page-head.ts), and noindex, so an app
 *   screen never shows up as a search result. robots.txt does not disallow
 *   these paths, or crawlers could not read the noindex.
 */
export function pageHeadFor(path: string, appUrl: string): string {
  const page = publicPageAt(path);
  if (!page) {
    const site = PUBLIC_PAGES[0]!;
    return [`<title>${escapeMarkup(site.title)}</title>`, meta('name', 'description', site.description), '<meta name="robots" content="noindex" />'].join('\n    ');
  }
  const url = `${appUrl}${page.path}`;
  const tags = [
    `<title>${escapeMarkup(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
  ];
  if (page.sharePreview) tags.push(...sharePreviewTags(page, url, appUrl));
  return tags.join('\n    ');
}

function sharePreviewTags(page: PublicPage, url: string, appUrl: string): string[] {
  const image = `${appUrl}${SHARE_IMAGE.path}`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', SHARE_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', SHARE_IMAGE.alt),
  ];
}

/**
 * The tags this module writes, wherever the HTML file already has them: the
 * SPA shell keeps a default title and description for the Vite dev server,
 * which has no API in front, and a prerendered page may carry its own. The
 * table in @fanline/core is the one source, so they go.
 */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="(?:description|robots|twitter:[\w:]+)"[^>]*>\s*/gi,
  /<meta\s+property="og:[\w:]+"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

/**
 * The HTML with the head tags in place of any it had, at the end of its <head>.
 * Only the head is searched: a prerendered body may hold an SVG <title>.
 */
export function withPageHead(html: string, head: string): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  const cleaned = REPLACED_TAGS.reduce((text, tag) => text.replace(tag, ''), html.slice(0, end));
  return `${cleaned}  ${head}\n  ${html.slice(end)}`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;
}
