import { useSession } from '../features/auth';
import { DashboardShell } from '../features/dashboard';
import { LandingPage } from '../features/landing';
import { LoadingScreen } from './loading-screen';

/** `/`: the landing page for visitors, the dashboard for creators (SPEC §2). */
export function HomeRoute() {
  const { user, restoring } = useSession();
  if (restoring) return <LoadingScreen />;
  return user ? <DashboardShell /> : <LandingPage />;
}
