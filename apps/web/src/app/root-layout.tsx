import { Outlet } from 'react-router';
import { AuthDialogProvider, SessionProvider, useAuthUrlFlags } from '../features/auth';
import { usePageHead } from './use-page-head';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

function PageOutlet() {
  useAuthUrlFlags();
  useScrollOnNavigate();
  usePageHead();
  return <Outlet />;
}

/** Everything every page shares: the session, the auth dialog and URL flag handling. */
export function RootLayout() {
  return (
    <SessionProvider>
      <AuthDialogProvider>
        <PageOutlet />
      </AuthDialogProvider>
    </SessionProvider>
  );
}
