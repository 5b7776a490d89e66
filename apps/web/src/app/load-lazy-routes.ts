import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that `path` matches into `routes` themselves, so a router made
 * from them renders that page at once. Hydrating a prerendered page needs this: the
 * first client render must be the page, not the wait for its chunk (react-router's
 * documented way to hydrate lazy routes without a framework).
 */
export async function loadLazyRoutes(routes: RouteObject[], path: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, path) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
