import { z } from 'zod';
import { textField } from '../input-fields';

/** Meta's ids are digits (a WABA's and a phone number's are 15 or 16 today; room is left). */
const metaId = (label: string) =>
  textField(label)
    .trim()
    .regex(/^\d{5,32}$/, `${label} must be the number Meta shows for it (digits only)`);

/**
 * POST /whatsapp/connect, the paste flow: the ids and the system user's
 * permanent token from Meta's WhatsApp Manager and Business Settings.
 */
export const whatsappConnectSchema = z.object({
  waba_id: metaId('WhatsApp Business Account ID'),
  phone_number_id: metaId('Phone number ID'),
  access_token: textField('Access token')
    .trim()
    .min(20, 'Access token looks too short; paste the whole system user token')
    .max(2048, 'Access token is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'Access token must be the token alone, without spaces or quotes'),
});
export type WhatsAppConnectInput = z.infer<typeof whatsappConnectSchema>;

/**
 * POST /whatsapp/signup, after Meta's Embedded Signup pop-up: the code Meta's
 * SDK handed the page (exchanged by the server for the business's token within
 * Meta's 30 seconds), the ids its WA_EMBEDDED_SIGNUP message named, and the
 * six-digit two-step verification PIN the number is registered with.
 */
export const whatsappSignupSchema = z.object({
  code: textField('Signup code')
    .trim()
    .min(1, 'Signup code is required')
    .max(2048, 'Signup code is too long')
    .regex(/^[A-Za-z0-9_.#-]+$/, 'Signup code must be the code Facebook returned'),
  waba_id: metaId('WhatsApp Business Account ID'),
  phone_number_id: metaId('Phone number ID'),
  pin: textField('PIN')
    .trim()
    .regex(/^\d{6}$/, 'PIN must be 6 digits'),
});
export type WhatsAppSignupInput = z.infer<typeof whatsappSignupSchema>;

export const whatsappConnectedSchema = z.object({ connected: z.literal(true), display_phone_number: z.string(), verified_name: z.string() });

export const whatsappStatusSchema = z.object({
  /** The server has the app secret and verify token (without them nothing can be connected). */
  configured: z.boolean(),
  /** Where the server offers Meta's Embedded Signup: what the page's FB.init and FB.login need. */
  embedded_signup: z.object({ app_id: z.string(), config_id: z.string(), graph_version: z.string() }).nullable(),
  connected: z.boolean(),
  display_phone_number: z.string().nullable(),
  verified_name: z.string().nullable(),
  token_error: z.string().nullable(),
});
