import { z } from 'zod';
import { PLAN_IDS } from './plans';

/** What sign-up, sign-in and the account answer. */

export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(PLAN_IDS),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  bots_limit: z.number(),
  messages_remaining: z.number(),
  voice_messages_remaining: z.number(),
  has_voice_upgrade: z.boolean(),
  referral_code: z.string(),
  has_password: z.boolean(),
  created_at: z.string(),
});

export const authResultSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: publicUserSchema,
});

export const googleSignInStartSchema = z.object({
  auth_url: z.string(),
  provider: z.literal('google'),
});

/** Which social sign-ins this server has configured. */
export const signInProvidersSchema = z.object({ google: z.boolean(), instagram: z.boolean() });
