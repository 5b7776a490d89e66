import { lazy } from 'react';
import { Navigate } from 'react-router';
import { ADMIN_VIEW_SEARCH, useAdminView } from '../features/admin/admin-view';
import { useSession } from '../features/auth';
import { LandingPage } from '../features/landing';
import { ServerBoundary } from '../lib/server-connection';
import { readStartView } from '../lib/start-view';
import { LoadingScreen } from './loading-screen';

// Visitors never need the dashboard (bot forms, analytics…); it is fetched only once someone is signed in.
const DashboardShell = lazy(() => import('../features/dashboard').then((m) => ({ default: m.DashboardShell })));
// Only admins ever load the console.
const AdminConsole = lazy(() => import('../features/admin').then((m) => ({ default: m.AdminConsole })));

/** `/`: the landing page for visitors, the admin console for admins in admin view, else the dashboard (docs/product.md §3). */
export function HomeRoute() {
  const { user, restoring } = useSession();
  const adminView = useAdminView();
  if (restoring) return <LoadingScreen />;
  if (!user) return <LandingPage />;
  if (user.is_admin && adminView.unspecified && readStartView() === 'admin') return <Navigate replace to={{ search: ADMIN_VIEW_SEARCH }} />;
  return (
    <ServerBoundary fallback={<LoadingScreen />}>
      {user.is_admin && adminView.requested ? <AdminConsole /> : <DashboardShell />}
    </ServerBoundary>
  );
}
