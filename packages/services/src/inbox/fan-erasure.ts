import type { Db } from '@fanline/db';
import { deleteFanData } from '../fans/fan-payments';
import { ownedConversation } from './conversation-access';

/**
 * The creator erases a fan, as the fan's /delete_my_data does: the fan, their
 * conversation, messages and payments records go; a minor flag stays, since it
 * protects them (see deleteFanData).
 */
export async function eraseConversationFan(db: Db, userId: string, conversationId: string): Promise<{ erased: true }> {
  const conversation = await ownedConversation(db, userId, conversationId);
  await deleteFanData(db, conversation.fan_id);
  return { erased: true };
}
