import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SUBSCRIPTION_VIEW_PARAM, SUBSCRIPTION_VIEW_VALUE } from '../billing';

export type DashboardView = 'dashboard' | 'subscription';

/**
 * docs/product.md §9 view switch, dashboard ⇄ subscription, kept in the address
 * (`/?view=subscription`) so the browser's Back button and links from other
 * pages work like they do everywhere else.
 */
export function useDashboardView() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view: DashboardView = params.get(SUBSCRIPTION_VIEW_PARAM) === SUBSCRIPTION_VIEW_VALUE ? 'subscription' : 'dashboard';

  return {
    view,
    openSubscription() {
      if (view === 'subscription') return;
      navigate({ search: `?${SUBSCRIPTION_VIEW_PARAM}=${SUBSCRIPTION_VIEW_VALUE}` }, { state: { fromDashboard: true } });
    },
    backToDashboard() {
      // Opened from the dashboard: step back, so Back and Forward stay in step with the view.
      const fromDashboard = (location.state as { fromDashboard?: boolean } | null)?.fromDashboard;
      if (fromDashboard) navigate(-1);
      else navigate({ search: '' }, { replace: true });
    },
  };
}
