import { sql } from 'kysely';
import { CHANNEL_NAMES, channelTextProblem, type BroadcastAudienceId, type BroadcastCreate, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { isAnswering, loadBotWithOwner } from '../bots/bot-owner';
import { BOT_NOT_FOUND, findOwnedBot } from '../bots/bot-store';
import { AppError } from '../errors';
import { audienceQuery, countAudience } from './broadcast-audience';
import { queueBroadcastSlice } from './broadcast-job';
import { broadcastPlanProblem, NO_AUDIENCE } from './broadcast-rules';
import { getBroadcast, type BroadcastView } from './broadcast-view';

export interface AudiencePreview {
  audience: BroadcastAudienceId;
  /** Fans a broadcast created now would go to. */
  count: number;
  /** The bot's channel, whose rules the text must fit. */
  channel: Platform;
}

/** How many of the bot's fans an audience reaches, by the same query a new broadcast uses. */
export async function previewBroadcastAudience(db: Db, userId: string, input: { id: string; audience: BroadcastAudienceId }): Promise<AudiencePreview> {
  const bot = await findOwnedBot(db, userId, input.id);
  return { audience: input.audience, count: await countAudience(db, bot, input.audience), channel: bot.platform };
}

function notLive(channel: Platform): string {
  return `The bot is not live on ${CHANNEL_NAMES[channel]}: deploy it and switch it on before sending a broadcast`;
}

/**
 * A creator's broadcast to the bot's fans, or a segment of them. Refused when
 * the plan has no broadcasts (403, naming the plans that do), when the bot is
 * not live on its channel (409), when the text does not fit one message of
 * the channel (400 on `text`) and when no fan matches (409). The audience is
 * fixed here, one recipient row per fan, and the first slice is queued in the
 * same transaction, so the broadcast is sent or shown unsent, never lost.
 */
export async function createBroadcast(db: Db, userId: string, input: BroadcastCreate): Promise<{ broadcast: BroadcastView }> {
  const owned = await findOwnedBot(db, userId, input.id);
  const loaded = await loadBotWithOwner(db, owned.id);
  if (!loaded) throw new AppError('NOT_FOUND', BOT_NOT_FOUND);
  const { bot, owner } = loaded;
  const planProblem = broadcastPlanProblem(owner);
  if (planProblem) throw new AppError('FORBIDDEN', planProblem);
  if (!isAnswering(loaded)) throw new AppError('CONFLICT', notLive(bot.platform));
  const textProblem = channelTextProblem(bot.platform, input.text);
  if (textProblem) throw new AppError('BAD_REQUEST', `text: ${textProblem}`, [{ field: 'text', message: textProblem }]);

  // The view is read before the commit: once committed, a runner may take the
  // first slice at once, and the answer is the broadcast as created.
  const broadcast = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string; total: number }>`
      WITH audience AS (${audienceQuery(trx, bot, input.audience)}),
      created AS (
        INSERT INTO broadcasts (bot_id, user_id, text, audience, total)
        SELECT ${bot.id}, ${userId}, ${input.text}, ${input.audience}, count(*) FROM audience
        RETURNING id, total
      ),
      recipients AS (
        INSERT INTO broadcast_recipients (broadcast_id, fan_id)
        SELECT created.id, audience.id FROM created, audience
        RETURNING 1
      )
      SELECT id, total FROM created
    `.execute(trx);
    const created = rows[0]!;
    // Thrown inside the transaction: nothing of an empty broadcast is kept.
    if (Number(created.total) === 0) throw new AppError('CONFLICT', NO_AUDIENCE);
    await queueBroadcastSlice(trx, { broadcastId: created.id, botId: bot.id });
    return getBroadcast(trx, userId, created.id);
  });
  return { broadcast };
}
