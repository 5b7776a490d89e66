import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { SocialCallbackPage } from '../features/auth';
import { ServerBoundary } from '../lib/server-connection';
import { HomeRoute } from './home-route';
import { RootLayout } from './root-layout';

// Only `/` is in the entry chunk: every other page is fetched when first visited,
// so the landing page downloads no pricing, legal or purchase code (issue #24).
// The router loads a lazy route before rendering it, so no fallback flashes on a
// direct visit or a link click.
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <HomeRoute /> },
        { path: '/pricing', lazy: () => import('../features/billing').then((m) => ({ Component: m.PricingPage })) },
        // Google's return calls the server at once; the page and the server code load together.
        {
          path: '/profile',
          element: (
            <ServerBoundary>
              <SocialCallbackPage />
            </ServerBoundary>
          ),
        },
        // Their own chunks: they toast (sonner), which pricing, sharing the billing module, must not carry.
        { path: '/purchase-success', lazy: () => import('../features/billing/purchase-success-page').then((m) => ({ Component: m.PurchaseSuccessPage })) },
        { path: '/purchase-cancelled', lazy: () => import('../features/billing/purchase-cancelled-page').then((m) => ({ Component: m.PurchaseCancelledPage })) },
        { path: '/privacy', lazy: () => import('../features/legal').then((m) => ({ Component: m.PrivacyPage })) },
        { path: '/terms', lazy: () => import('../features/legal').then((m) => ({ Component: m.TermsPage })) },
        { path: '/safety', lazy: () => import('../features/legal').then((m) => ({ Component: m.SafetyPage })) },
        { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = createAppRoutes()): DataRouter {
  return createBrowserRouter(routes);
}
