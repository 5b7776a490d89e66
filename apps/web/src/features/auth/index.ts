import { lazy } from 'react';

export { AuthDialogProvider, useAuthDialog } from './auth-dialog-context';
export type { AuthMode } from './auth-mode';
export { SessionProvider, useSession } from './session-context';
export { useAuthUrlFlags } from './use-auth-url-flags';
// `/profile` exchanges a Google token with the server; fetched only there, with the server code (issue #24).
export const SocialCallbackPage = lazy(() => import('./social-callback-page').then((module) => ({ default: module.SocialCallbackPage })));
