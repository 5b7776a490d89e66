import { createRoot } from 'react-dom/client';

/**
 * Toasts follow an action or a redirect, never the first paint, so sonner is fetched after the
 * page and shown in a root of its own: it shows any toast raised before its Toaster mounted,
 * and a prerendered page's markup stays exactly what the app renders.
 */
export function mountToaster(): void {
  const host = document.createElement('div');
  document.body.append(host);
  void import('./app-toaster').then(({ AppToaster }) => createRoot(host).render(<AppToaster />));
}
