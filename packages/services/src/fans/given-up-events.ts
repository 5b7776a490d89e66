import { mediaText, type InboundEvent } from '@fanline/core';
import type { Db } from '@fanline/db';
import { refundIfUnanswered } from './fan-delivery';
import { fanMessageStored } from './fan-media-store';
import { recordExchange } from './exchange-records';
import { fanConversation } from './fan-store';

/** The reason shown beside a fan's message that no try managed to answer. */
export const GIVEN_UP_REASON = 'Not answered: every try to reply failed, and the message was given up';

/**
 * The inbound queue gave a fan's event up after its last try. What it was
 * charged goes back unless a reply reached the fan, and a text (or a voice
 * note, a photo…) stays in the conversation with the reason, unless a try recorded it already: a reply is
 * recorded only once sent, so without this the creator would never see the
 * message. Returns how many credits were refunded.
 */
export async function settleGivenUpEvent(db: Db, event: InboundEvent): Promise<number> {
  const refunded = await refundIfUnanswered(db, event);
  if (event.kind !== 'text' && event.kind !== 'media') return refunded;
  if (!(await fanMessageStored(db, event.botId, event.eventId))) {
    const { fan, conversationId } = await fanConversation(db, event.botId, event.fan);
    const fanText = event.kind === 'text' ? event.text : mediaText(event.media);
    const fanMedia = event.kind === 'media' ? { fanMedia: event.media.type } : {};
    await recordExchange(db, { conversationId, botId: event.botId, fanId: fan.id, messageId: event.eventId, fanText, ...fanMedia, error: GIVEN_UP_REASON });
  }
  return refunded;
}
