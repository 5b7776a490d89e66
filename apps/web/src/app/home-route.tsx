import { lazy, Suspense } from 'react';
import { useSession } from '../features/auth';
import { LandingPage } from '../features/landing';
import { LoadingScreen } from './loading-screen';

// Visitors never need the dashboard (bot forms, analytics…); it is fetched only once someone is signed in.
const DashboardShell = lazy(() => import('../features/dashboard').then((m) => ({ default: m.DashboardShell })));

/** `/`: the landing page for visitors, the dashboard for creators (SPEC §2). */
export function HomeRoute() {
  const { user, restoring } = useSession();
  if (restoring) return <LoadingScreen />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DashboardShell />
    </Suspense>
  );
}
