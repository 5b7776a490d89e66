export { AdminConsole } from './admin-console';
export { ADMIN_VIEW_SEARCH, useAdminView } from './admin-view';
