import { useNavigate, useSearchParams } from 'react-router';
import { writeStartView } from '../../lib/start-view';

/** The console lives inside `/` like the subscription view (docs/product.md §14 view switch): `/?view=admin`. */
export const ADMIN_VIEW_PARAM = 'view';
export const ADMIN_VIEW_VALUE = 'admin';
export const ADMIN_VIEW_SEARCH = `?${ADMIN_VIEW_PARAM}=${ADMIN_VIEW_VALUE}`;

/** Whether the address asks for the console, and the two switches between it and the dashboard. */
export function useAdminView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return {
    requested: params.get(ADMIN_VIEW_PARAM) === ADMIN_VIEW_VALUE,
    /** No view in the address: `/` opens wherever this login last was. */
    unspecified: !params.has(ADMIN_VIEW_PARAM),
    openAdmin() {
      writeStartView('admin');
      navigate({ search: ADMIN_VIEW_SEARCH });
    },
    switchToApp() {
      writeStartView('dashboard');
      navigate({ search: '' });
    },
  };
}
