import type { GoogleConfig, InstagramConfig, WhatsAppConfig } from '@fanline/services';
import type { ApiEnv } from './env';

/** The outside providers' settings as the services take them, from the environment. */

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

/** Instagram DMs are on only with a Meta app (its id, secret and webhook verify token); otherwise the form says Coming Soon. */
export function instagramConfigOf(env: ApiEnv): InstagramConfig | null {
  if (!env.INSTAGRAM_APP_ID || !env.INSTAGRAM_APP_SECRET || !env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN) return null;
  return {
    appId: env.INSTAGRAM_APP_ID,
    appSecret: env.INSTAGRAM_APP_SECRET,
    verifyToken: env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN,
    authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
    apiUrl: env.INSTAGRAM_API_URL.replace(/\/$/, ''),
    graphUrl: env.INSTAGRAM_GRAPH_URL.replace(/\/$/, ''),
    graphVersion: env.INSTAGRAM_GRAPH_VERSION,
    redirectUri: `${env.APP_URL}/api/instagram/oauth/callback`,
  };
}

/** WhatsApp is on only with the Meta app's secret and webhook verify token; otherwise connecting a number answers 503. */
export function whatsappConfigOf(env: ApiEnv): WhatsAppConfig | null {
  if (!env.WHATSAPP_APP_SECRET || !env.WHATSAPP_WEBHOOK_VERIFY_TOKEN) return null;
  return {
    appSecret: env.WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_WEBHOOK_VERIFY_TOKEN,
    graphUrl: env.WHATSAPP_GRAPH_URL.replace(/\/$/, ''),
    graphVersion: env.WHATSAPP_GRAPH_VERSION,
    embeddedSignup: env.WHATSAPP_APP_ID && env.WHATSAPP_CONFIG_ID ? { appId: env.WHATSAPP_APP_ID, configId: env.WHATSAPP_CONFIG_ID } : null,
  };
}
