export { AuthDialogProvider, useAuthDialog } from './auth-dialog-context';
export type { AuthMode } from './auth-mode';
export { SessionProvider, useSession } from './session-context';
export { SocialCallbackPage } from './social-callback-page';
export { useAuthUrlFlags } from './use-auth-url-flags';
