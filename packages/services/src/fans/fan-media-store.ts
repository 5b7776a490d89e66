import { MEDIA_NOTICE_EVERY_MS } from '@fanline/core';
import type { Db } from '@fanline/db';
import { messagesWithId } from './fan-store';

/**
 * Whether this fan message (the channel's id) is already in the conversation:
 * a redelivered voice note is then neither fetched, transcribed nor charged
 * again. The text it became is answered once by its usage key as any text is.
 */
export async function fanMessageStored(db: Db, botId: string, messageId: string): Promise<boolean> {
  return (await messagesWithId(db, botId, messageId, 'user').select('id').executeTakeFirst()) !== undefined;
}

/**
 * Takes the fan's hourly notice: true for the one caller that may tell the fan
 * the bot cannot take what they sent, until an hour has passed. One UPDATE, so
 * two stickers handled at once still make one line.
 */
export async function claimMediaNotice(db: Db, fanId: string, now = new Date()): Promise<boolean> {
  const claimed = await db
    .updateTable('fans')
    .set({ media_notice_at: now })
    .where('id', '=', fanId)
    .where((eb) => eb.or([eb('media_notice_at', 'is', null), eb('media_notice_at', '<=', new Date(now.getTime() - MEDIA_NOTICE_EVERY_MS))]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/**
 * Whether this photo is the one of its album that is answered: the first of
 * the album to come, or that same message again (a retry after a crash). A
 * fan's events come one at a time, so the album's other photos find it taken.
 */
export async function claimAlbumAnswer(db: Db, fanId: string, groupId: string, eventId: string): Promise<boolean> {
  const claimed = await db
    .updateTable('fans')
    .set({ media_group_id: groupId, media_group_event_id: eventId })
    .where('id', '=', fanId)
    .where((eb) => eb.or([eb('media_group_id', 'is', null), eb('media_group_id', '!=', groupId), eb('media_group_event_id', '=', eventId)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** What transcribing a fan's voice note cost, for the margin figures (model_costs, priced per minute of audio). */
export async function recordTranscriptionCost(db: Db, cost: { botId: string; fanId: string; provider: string; model: string; costUsd: number }): Promise<void> {
  await db
    .insertInto('model_costs')
    .values({ bot_id: cost.botId, fan_id: cost.fanId, kind: 'transcription', provider: cost.provider, model: cost.model, cost_usd: cost.costUsd })
    .execute();
}
