import { channelNeedsPlan, planAllows, type WhatsAppConnectInput } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { notifyUsersBots } from '../../bot-notifications';
import { AppError } from '../../errors';
import type { SecretBox } from '../../secrets';
import { WHATSAPP_NOT_CONFIGURED, type WhatsAppConfig } from './whatsapp-config';
import { createWhatsAppGraph, WhatsAppApiError } from './whatsapp-graph';
import { tokenDigest, whatsappNumberOf } from './whatsapp-number';

const NUMBER_TAKEN = 'This WhatsApp number is connected to another Fanline account.';

/**
 * Meta's refusal of one of the two calls, named by the field it refused: the
 * token, or else the id that call was about (the number when reading it, the
 * business account when subscribing). A rate limit is not the creator's
 * mistake: 429, try again.
 */
export function refusal(error: unknown, about: 'phone_number_id' | 'waba_id'): AppError {
  if (!(error instanceof WhatsAppApiError) || error.status >= 500) return new AppError('BAD_GATEWAY', 'WhatsApp could not be reached. Please try again.');
  if (error.rateLimited) return new AppError('TOO_MANY_REQUESTS', 'WhatsApp is busy right now. Please try again in a minute.');
  const field = error.tokenInvalid ? 'access_token' : about;
  const message = `WhatsApp refused the connection: ${error.details ?? error.message}`;
  return new AppError('BAD_REQUEST', message, [{ field, message }]);
}

/**
 * POST /whatsapp/connect, the paste flow: reads the number with the token
 * (proof that the token reaches it), subscribes the app to the WABA's
 * webhooks, then stores the token sealed. Nothing is stored when Meta refuses
 * either call. Reconnecting replaces the creator's number; a number another
 * creator holds is refused.
 */
export async function connectWhatsApp(db: Db, config: WhatsAppConfig | null, secrets: SecretBox, user: UserRow, input: WhatsAppConnectInput) {
  if (!config) throw new AppError('SERVICE_UNAVAILABLE', WHATSAPP_NOT_CONFIGURED);
  if (!planAllows(user, 'platforms', 'whatsapp')) throw new AppError('FORBIDDEN', channelNeedsPlan('whatsapp'));
  const graph = createWhatsAppGraph(config);
  const number = await graph.phoneNumber(input.access_token, input.phone_number_id).catch((error: unknown) => {
    throw refusal(error, 'phone_number_id');
  });
  await graph.subscribeApp(input.access_token, input.waba_id).catch((error: unknown) => {
    throw refusal(error, 'waba_id');
  });
  const values = {
    waba_id: input.waba_id,
    phone_number_id: input.phone_number_id,
    display_phone_number: number.display_phone_number,
    verified_name: number.verified_name,
    token_enc: secrets.encrypt(input.access_token),
    token_digest: tokenDigest(input.access_token),
    token_error: null,
    connected_at: new Date(),
  };
  await db
    .insertInto('whatsapp_numbers')
    .values({ user_id: user.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw new AppError('CONFLICT', NUMBER_TAKEN, [{ field: 'phone_number_id', message: NUMBER_TAKEN }]);
      throw error;
    });
  // The creator's WhatsApp bots answer with the new token from now on, and work that waited for a reconnect goes.
  await notifyUsersBots(db, [user.id], 'reconnected', 'whatsapp');
  return { connected: true as const, display_phone_number: number.display_phone_number, verified_name: number.verified_name };
}

/** GET /whatsapp/status: the creator's number, if any. Only the creator and admins may ask; anyone else's id is not found. */
export async function whatsappStatus(db: Db, config: WhatsAppConfig | null, viewer: UserRow, userId = viewer.id) {
  if (viewer.id !== userId && !viewer.is_admin) throw new AppError('NOT_FOUND', 'User not found');
  const number = await whatsappNumberOf(db, userId);
  return {
    configured: config !== null,
    embedded_signup: config?.embeddedSignup ? { app_id: config.embeddedSignup.appId, config_id: config.embeddedSignup.configId, graph_version: config.graphVersion } : null,
    connected: number !== null,
    display_phone_number: number?.display_phone_number ?? null,
    verified_name: number?.verified_name ?? null,
    token_error: number?.token_error ?? null,
  };
}

/** DELETE /whatsapp/connect: forgets the number and its token; nothing is answered on it any more. */
export async function disconnectWhatsApp(db: Db, userId: string) {
  await db.deleteFrom('whatsapp_numbers').where('user_id', '=', userId).execute();
  return { success: true as const, message: 'WhatsApp disconnected' };
}
