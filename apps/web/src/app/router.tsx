import { createBrowserRouter } from 'react-router';
import { SocialCallbackPage } from '../features/auth';
import { PricingPage, PurchaseCancelledPage, PurchaseSuccessPage } from '../features/billing';
import { PrivacyPage, SafetyPage, TermsPage } from '../features/legal';
import { HomeRoute } from './home-route';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <HomeRoute /> },
        { path: '/pricing', element: <PricingPage /> },
        { path: '/profile', element: <SocialCallbackPage /> },
        { path: '/purchase-success', element: <PurchaseSuccessPage /> },
        { path: '/purchase-cancelled', element: <PurchaseCancelledPage /> },
        { path: '/privacy', element: <PrivacyPage /> },
        { path: '/terms', element: <TermsPage /> },
        { path: '/safety', element: <SafetyPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
