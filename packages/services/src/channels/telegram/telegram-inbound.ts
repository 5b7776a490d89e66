import { FAN_COMMANDS, type FanCommand, type FanIdentity, type InboundEvent } from '@fanline/core';
import type { Update, User } from 'grammy/types';
import { telegramMedia } from './telegram-media';

export function telegramFan(from: User): FanIdentity {
  return {
    channel: 'telegram',
    externalUserId: String(from.id),
    username: from.username ?? null,
    firstName: from.first_name ?? null,
    languageCode: from.language_code ?? null,
  };
}

/** "/start", "/start@SomeBot" or "/start payload" → 'start'; any other command → null (ignored, as before). */
function commandOf(text: string): FanCommand | null {
  const name = /^\/([a-z_]+)(?:@\w+)?(?:\s|$)/i.exec(text)?.[1]?.toLowerCase();
  return FAN_COMMANDS.find((command) => command === name) ?? null;
}

/**
 * A Telegram update as a channel-neutral event, or null for what Fanline does
 * not answer (groups, edits, service messages, unknown commands). The event id is the
 * update id: Telegram redelivers an update with the same one, in polling and
 * in webhook mode alike. Pre-checkout queries are not events: they are
 * answered at once (see telegram-pre-checkout.ts).
 */
export function telegramInboundEvent(botId: string, update: Update): InboundEvent | null {
  const eventId = String(update.update_id);
  const message = update.message;
  if (message?.from && message.chat.type === 'private') {
    const fan = telegramFan(message.from);
    const sentAt = new Date(message.date * 1000).toISOString();
    const payment = message.successful_payment;
    if (payment) {
      return {
        botId,
        eventId,
        fan,
        kind: 'payment',
        payment: {
          chargeId: payment.telegram_payment_charge_id,
          providerChargeId: payment.provider_payment_charge_id || null,
          currency: payment.currency,
          totalAmount: payment.total_amount,
          invoicePayload: payment.invoice_payload,
        },
      };
    }
    if (message.text === undefined) {
      const media = telegramMedia(message);
      return media ? { botId, eventId, fan, sentAt, kind: 'media', media } : null;
    }
    if (message.text.startsWith('/')) {
      const command = commandOf(message.text);
      return command ? { botId, eventId, fan, sentAt, kind: 'command', command } : null;
    }
    // PostgreSQL's text refuses U+0000, which a client can send: it would fail this message on every try.
    const text = message.text.replaceAll('\u0000', '');
    return text ? { botId, eventId, fan, sentAt, kind: 'text', text } : null;
  }
  const query = update.callback_query;
  if (query?.data && (!query.message || query.message.chat.type === 'private')) {
    return {
      botId,
      eventId,
      fan: telegramFan(query.from),
      kind: 'choice',
      choice: query.data,
      messageRef: query.message ? String(query.message.message_id) : null,
    };
  }
  return null;
}

/** The update types a Fanline bot needs (setWebhook's and getUpdates' allowed_updates). */
export const TELEGRAM_ALLOWED_UPDATES = ['message', 'callback_query', 'pre_checkout_query'] as const;
