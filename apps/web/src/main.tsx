import './zod-without-eval';
import { EARLY_CLICK_GLOBAL } from '@fanline/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLazyRoutes } from './app/load-lazy-routes';
import { mountToaster } from './app/mount-toaster';
import { createAppRouter, createAppRoutes } from './app/router';
import { readToken } from './lib/token-storage';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

/** The page is on screen before the app takes it over: the visitor sees it without waiting for hydration. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start(root: HTMLElement) {
  const routes = createAppRoutes();
  const app = (
    <StrictMode>
      <App createRouter={() => createAppRouter(routes)} />
    </StrictMode>
  );
  // Landing and pricing arrive prerendered as a guest sees them (vite.config.ts); for a guest the app takes that
  // markup over. A stored token means another page (the dashboard at `/`), so it is drawn afresh.
  const hydrating = root.firstElementChild !== null && readToken() === null;
  // The page's own code first, so the router's first render is the page itself (which hydration needs).
  await Promise.all([loadLazyRoutes(routes, window.location.pathname), hydrating && afterNextPaint()]);
  if (hydrating) {
    // As a transition, hydration yields to the browser between components instead of holding the main thread
    // (react-router's own client entry does the same).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // The guest's page is no longer what the root shows (index.css hides it from a signed-in visitor until now).
  root.removeAttribute('data-prerendered');
  if (hydrating) replayEarlyClick();
  mountToaster();
}

/**
 * A button the guest clicked on the prerendered page before the app ran (the head script keeps it:
 * apps/api/src/prerendered-head-script.ts), clicked again now that React listens: hydration keeps the
 * element, and React replays a click on a part not yet hydrated once it is.
 */
function replayEarlyClick() {
  const globals = window as unknown as Record<string, unknown>;
  const button = globals[EARLY_CLICK_GLOBAL];
  delete globals[EARLY_CLICK_GLOBAL];
  if (button instanceof HTMLButtonElement && button.isConnected) button.click();
}

void start(container);
