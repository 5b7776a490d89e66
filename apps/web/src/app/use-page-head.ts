import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PUBLIC_PAGES, publicPageAt } from '@fanline/core';

/**
 * Keeps the tab's title and the description right as the app moves between
 * pages without a reload. The server writes them into the first page's HTML
 * (apps/api/src/page-head.ts) from the same table; app screens take the
 * site's own (the landing page's).
 */
export function usePageHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = publicPageAt(pathname) ?? PUBLIC_PAGES[0]!;
    document.title = page.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [pathname]);
}
