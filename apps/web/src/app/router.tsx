import { createBrowserRouter } from 'react-router';
import { SocialCallbackPage } from '../features/auth';
import { HomeRoute } from './home-route';
import { RootLayout } from './root-layout';

// Only `/` (and the Google sign-in return) is in the entry chunk: every other
// page is fetched when first visited, so the landing page downloads no pricing,
// legal or purchase code (issue #24). The router loads a lazy route before
// rendering it, so no fallback flashes on a direct visit or a link click.
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <HomeRoute /> },
        { path: '/pricing', lazy: () => import('../features/billing').then((m) => ({ Component: m.PricingPage })) },
        // The auth feature is in the entry chunk anyway: every page offers sign-in.
        { path: '/profile', element: <SocialCallbackPage /> },
        { path: '/purchase-success', lazy: () => import('../features/billing').then((m) => ({ Component: m.PurchaseSuccessPage })) },
        { path: '/purchase-cancelled', lazy: () => import('../features/billing').then((m) => ({ Component: m.PurchaseCancelledPage })) },
        { path: '/privacy', lazy: () => import('../features/legal').then((m) => ({ Component: m.PrivacyPage })) },
        { path: '/terms', lazy: () => import('../features/legal').then((m) => ({ Component: m.TermsPage })) },
        { path: '/safety', lazy: () => import('../features/legal').then((m) => ({ Component: m.SafetyPage })) },
        { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ]);
}
