/** The Meta app behind Instagram DMs; null in the API and runner when INSTAGRAM_APP_ID is not set. */
export interface InstagramConfig {
  appId: string;
  appSecret: string;
  /** Meta sends it back when the webhook is configured (hub.verify_token). */
  verifyToken: string;
  /** The business-login page (www.instagram.com/oauth/authorize). */
  authorizeUrl: string;
  /** api.instagram.com: the code exchange. */
  apiUrl: string;
  /** graph.instagram.com: tokens, the account, subscriptions and the Send API. */
  graphUrl: string;
  /** e.g. v23.0, in the path of versioned Graph calls. */
  graphVersion: string;
  /** `${APP_URL}/api/instagram/oauth/callback`, registered in the Meta app. */
  redirectUri: string;
}

/** The permissions business login asks for: the account's profile, and its DMs. */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_messages'] as const;
