import { Hono } from 'hono';
import type { Update } from 'grammy/types';
import { inboundEventSchema } from '@fanline/core';
import { decidePreCheckout, enqueueInboundEvent, telegramInboundEvent, webhookSecretMatches, type Logger } from '@fanline/services';
import { requestInfoOf } from '../request-info';
import type { RestDeps } from '../rest/mount-rest-routes';
import { refuseWebhookDelivery } from './refused-delivery';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function isUpdate(body: unknown): body is Update {
  return typeof body === 'object' && body !== null && Number.isSafeInteger((body as { update_id?: unknown }).update_id);
}

/**
 * POST /api/telegram/webhook/{botId} (TELEGRAM_MODE=webhook). Telegram sends
 * the bot's secret_token in a header; a missing or wrong one, or an unknown or
 * undeployed bot, gets 401 and nothing is queued (429 once that bot id has
 * had too many such: core's webhookJunk limit). A good update is made an
 * inbound event and queued before the 200, so an acknowledged update is
 * never lost; a failure to queue answers 500 and Telegram delivers it again.
 *
 * Two answers go back in the response body, which Telegram executes as a Bot
 * API call: a pre-checkout query's answer (within Telegram's 10 s, never
 * behind a model reply) and a tapped button's acknowledgement.
 */
export function telegramWebhookRoutes(deps: RestDeps & { log: Logger }) {
  const app = new Hono();
  app.post('/webhook/:botId', async (c) => {
    const botId = c.req.param('botId');
    const bot = UUID.test(botId)
      ? await deps.db.selectFrom('bots').select(['id', 'is_deployed', 'telegram_webhook_secret_enc']).where('id', '=', botId).executeTakeFirst()
      : undefined;
    if (!bot?.is_deployed || !webhookSecretMatches(deps.bots.secrets, bot.telegram_webhook_secret_enc, c.req.header(SECRET_HEADER))) {
      // Junk counts per bot (per IP for a path that names no bot); a delivery with the right secret is never counted or refused.
      const source = UUID.test(botId) ? `telegram:${botId.toLowerCase()}` : `telegram-ip:${requestInfoOf(c, deps.trustProxy).ip}`;
      await refuseWebhookDelivery(deps.limits, 'telegram', bot?.is_deployed ? 'bad_signature' : 'unknown_bot', source);
      return c.json({ error: 'Unauthorized' }, 401);
    }
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!isUpdate(body)) return c.json({ error: 'Expected a Telegram Update with an update_id', fields: [{ field: 'update_id', message: 'Required' }] }, 400);

    const query = body.pre_checkout_query;
    if (query) {
      const answer = await decidePreCheckout(deps.db, botId, query);
      return c.json({ method: 'answerPreCheckoutQuery', pre_checkout_query_id: query.id, ok: answer.ok, ...(answer.ok ? {} : { error_message: answer.errorMessage }) });
    }
    // Updates Fanline does not answer (groups, stickers, unknown commands) make no event and are simply acknowledged.
    const event = telegramInboundEvent(botId, body);
    const valid = event && inboundEventSchema.safeParse(event);
    if (valid?.success) await enqueueInboundEvent(deps.db, valid.data);
    else if (valid) deps.log.error('A Telegram update did not make a valid event; dropped', { bot_id: botId, update_id: body.update_id, field: valid.error.issues[0]?.path.join('.') });
    if (body.callback_query) return c.json({ method: 'answerCallbackQuery', callback_query_id: body.callback_query.id });
    return c.json({ ok: true });
  });
  return app;
}
