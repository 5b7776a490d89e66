/** The product's name as search results and link previews show it. */
export const SITE_NAME = 'Fanline';

/**
 * The picture link previews show (Open Graph, Twitter cards): a file of the
 * built web app (apps/web/public). Its size is stated so a preview can lay
 * itself out before the image arrives; 1200×630 is the size both expect.
 */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Fanline: AI chatbots for creators',
} as const;

export interface PublicPage {
  /** The app route, as the address bar shows it. */
  path: string;
  /** The page's <title>: what a search result's headline reads. */
  title: string;
  /** The meta description: the snippet under that headline (keep it under about 160 characters). */
  description: string;
  /** Whether a shared link to the page gets a rich preview (Open Graph and Twitter card tags). */
  sharePreview: boolean;
}

/**
 * The pages anyone may open and search engines may list: the sitemap, the
 * robots file and each page's <head> are all made from this table. Every
 * other route (the social sign-in return, the purchase return pages, unknown
 * addresses) is an app screen, not a page to be found by search.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Fanline — AI chatbots for creators',
    description:
      'Fanline lets creators build AI chatbots with their own personality, deploy them to Telegram in minutes, and earn from fan conversations around the clock.',
    sharePreview: true,
  },
  {
    path: '/pricing',
    title: 'Pricing — Fanline',
    description:
      'Fanline plans for every creator: start free with Spark, or move to Ignite, Flow or Nexus for more bots, more messages, voice replies and paid fan chats.',
    sharePreview: true,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy — Fanline',
    description: 'What information Fanline collects from creators and their fans, why we collect it, how long we keep it and the choices you have.',
    sharePreview: false,
  },
  {
    path: '/terms',
    title: 'Terms of Service — Fanline',
    description: 'The agreement between you and Fanline for the website, the dashboard and bot hosting: accounts, plans and billing, acceptable use.',
    sharePreview: false,
  },
  {
    path: '/safety',
    title: 'Safety Protocol — Fanline',
    description:
      'How every Fanline bot tells fans they are talking to an AI, what happens when someone mentions suicide or self-harm, and how we protect people under 18.',
    sharePreview: false,
  },
];

/**
 * The web app's other addresses: screens reached by a redirect (Google's
 * sign-in return, Stripe Checkout's success and cancel pages), never by search.
 * With PUBLIC_PAGES, every route the web app's router has (apps/web router.test.ts checks).
 */
export const APP_SCREEN_PATHS: readonly string[] = ['/profile', '/purchase-success', '/purchase-cancelled'];

/** A path as the router matches it: a trailing slash aside, and in any case (React Router's default). */
const routePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** The public page at this path (a trailing slash aside), or undefined for an app screen. */
export function publicPageAt(path: string): PublicPage | undefined {
  const normalized = routePath(path);
  return PUBLIC_PAGES.find((page) => page.path === normalized);
}

/**
 * Whether the web app has a page or screen at this path. The server answers
 * any other address 404, with the app, which draws its Not Found page: a 200
 * there (a soft 404) would let search engines list every mistyped link.
 */
export function isAppAddress(path: string): boolean {
  return publicPageAt(path) !== undefined || APP_SCREEN_PATHS.includes(routePath(path));
}
