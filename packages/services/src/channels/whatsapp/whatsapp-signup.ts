import { channelNeedsPlan, planAllows, type WhatsAppSignupInput } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../../errors';
import type { SecretBox } from '../../secrets';
import { WHATSAPP_NOT_CONFIGURED, type WhatsAppConfig } from './whatsapp-config';
import { connectWhatsApp, refusal } from './whatsapp-connect';
import { createWhatsAppGraph, WhatsAppApiError } from './whatsapp-graph';

export const WHATSAPP_SIGNUP_OFF = "WhatsApp's Embedded Signup is not set up on this server";
const PIN_MISMATCH = "This PIN does not match your number's two-step verification PIN. Enter the PIN you set in WhatsApp Manager.";
/** Meta's "Two step verification PIN Mismatch" when registering a number that already has a different PIN. */
const PIN_MISMATCH_CODE = 133005;

const fieldError = (field: string, message: string) => new AppError('BAD_REQUEST', message, [{ field, message }]);

/** Meta refusing the code: it lives 30 seconds and serves once, so the creator starts the pop-up again. */
function codeRefusal(error: unknown): AppError {
  if (!(error instanceof WhatsAppApiError) || error.status >= 500) return new AppError('BAD_GATEWAY', 'WhatsApp could not be reached. Please try again.');
  const reason = (error.details ?? error.message).replace(/\.$/, '');
  return fieldError('code', `Facebook's sign-in could not be completed (${reason}). Please start again.`);
}

/**
 * A refusal in the signup request's own fields. The token is not one of them:
 * Meta gave it for the code a moment ago, so a refused token names `code`,
 * and the creator's way out is the pop-up again.
 */
function inSignupFields<E>(error: E): E | AppError {
  if (error instanceof AppError && error.fields.some((field) => field.field === 'access_token')) return fieldError('code', error.message);
  return error;
}

function registerRefusal(error: unknown): AppError {
  if (error instanceof WhatsAppApiError && error.code === PIN_MISMATCH_CODE) return fieldError('pin', PIN_MISMATCH);
  return inSignupFields(refusal(error, 'phone_number_id'));
}

/**
 * POST /whatsapp/signup, the end of Meta's Embedded Signup: the code the
 * pop-up returned becomes the business's token (Meta's 30-second exchange),
 * the number is registered for the Cloud API with the creator's PIN, and the
 * rest is the paste flow's: the number is read, the app subscribed to the
 * WABA, the token stored sealed. Nothing is stored when any step is refused.
 */
export async function completeWhatsAppSignup(db: Db, config: WhatsAppConfig | null, secrets: SecretBox, user: UserRow, input: WhatsAppSignupInput) {
  if (!config) throw new AppError('SERVICE_UNAVAILABLE', WHATSAPP_NOT_CONFIGURED);
  if (!config.embeddedSignup) throw new AppError('SERVICE_UNAVAILABLE', WHATSAPP_SIGNUP_OFF);
  // Before Meta is asked anything: the code would be spent on a creator who may not connect.
  if (!planAllows(user, 'platforms', 'whatsapp')) throw new AppError('FORBIDDEN', channelNeedsPlan('whatsapp'));
  const graph = createWhatsAppGraph(config);
  const { access_token } = await graph.exchangeSignupCode(config.embeddedSignup.appId, config.appSecret, input.code).catch((error: unknown) => {
    throw codeRefusal(error);
  });
  await graph.registerNumber(access_token, input.phone_number_id, input.pin).catch((error: unknown) => {
    throw registerRefusal(error);
  });
  return connectWhatsApp(db, config, secrets, user, { waba_id: input.waba_id, phone_number_id: input.phone_number_id, access_token }).catch((error: unknown) => {
    throw inSignupFields(error);
  });
}
