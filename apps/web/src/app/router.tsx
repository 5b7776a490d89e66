import { createBrowserRouter } from 'react-router';
import { SocialCallbackPage } from '../features/auth';
import { PrivacyPage, TermsPage } from '../features/legal';
import { PricingPage } from '../features/pricing';
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
        { path: '/privacy', element: <PrivacyPage /> },
        { path: '/terms', element: <TermsPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
