import type { WhatsAppGraphSettings } from './whatsapp-graph';

/**
 * The Meta app behind WhatsApp (WHATSAPP_APP_SECRET and
 * WHATSAPP_WEBHOOK_VERIFY_TOKEN, both or neither); null in the API when they
 * are not set, and connecting a number then answers 503.
 */
export interface WhatsAppConfig extends WhatsAppGraphSettings {
  /** Signs every webhook delivery (X-Hub-Signature-256). */
  appSecret: string;
  /** Meta sends it back when the webhook is configured (hub.verify_token). */
  verifyToken: string;
  /** Embedded Signup, offered first where both are set (WHATSAPP_APP_ID, WHATSAPP_CONFIG_ID). */
  embeddedSignup: { appId: string; configId: string } | null;
}

export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp is not configured on this server';
