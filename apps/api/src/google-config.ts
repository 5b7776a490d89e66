import type { GoogleConfig } from '@fanline/services';
import type { ApiEnv } from './env';

/** Google sign-in is on only when both credentials are set; otherwise the UI says it is not configured. */
export function googleConfigOf(env: ApiEnv): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    redirectUri: `${env.APP_URL}/api/auth/google/callback`,
    authorizationEndpoint: env.GOOGLE_AUTH_URL,
    tokenEndpoint: env.GOOGLE_TOKEN_URL,
  };
}
