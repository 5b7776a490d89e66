import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { loadLazyRoutes } from './app/load-lazy-routes';
import { createAppRoutes } from './app/router';

// The build renders these pages into their HTML (vite.config.ts), so they paint before any script runs
// (issue #24); main.tsx hydrates them for a guest. Each must render without the browser or the server.
export const PRERENDERED_PAGES = ['/', '/pricing'] as const;

/** A page's markup as a guest first sees it: the same tree main.tsx hydrates. */
export async function prerenderPage(path: string): Promise<string> {
  const routes = createAppRoutes();
  await loadLazyRoutes(routes, path);
  return renderToString(
    <StrictMode>
      <App createRouter={() => createMemoryRouter(routes, { initialEntries: [path] })} />
    </StrictMode>,
  );
}
