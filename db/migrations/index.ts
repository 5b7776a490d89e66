import type { Migration } from 'kysely';
import * as initialSchema from './20261122170000_initial_schema';
import * as runnerLeases from './20261122180000_runner_leases';
import * as debitFunction from './20261122183000_debit_function';
import * as messagesUpdateIndex from './20261122190000_messages_update_index';
import * as billingLedger from './20261122200000_billing_ledger';
import * as analyticsRollups from './20261122210000_analytics_rollups';
import * as adminConsole from './20261122233000_admin_console';
import * as analyticsSessions from './20261122234000_analytics_sessions';
import * as analyticsReadIndexes from './20261122235000_analytics_read_indexes';
import * as debitSkipsUnlimited from './20261122236000_debit_skips_unlimited';
import * as updateKeysExpire from './20261123010000_update_keys_expire';
import * as billingExactness from './20261123020000_billing_exactness';
import * as fanActivityDays from './20261123030000_fan_activity_days';
import * as paymentEventsObjectIndex from './20261123040000_payment_events_object_index';
import * as companionSafety from './20261124010000_companion_safety';
import * as channelKeys from './20261125010000_channel_keys';
import * as instagramAccounts from './20261125020000_instagram_accounts';
import * as voiceClips from './20261125030000_voice_clips';
import * as creatorInbox from './20261126010000_creator_inbox';
import * as inboxReadIndexes from './20261126020000_inbox_read_indexes';
import * as auditTrail from './20261126030000_audit_trail';
import * as rateLimits from './20261126040000_rate_limits';
import * as unreadConversationsIndex from './20261126050000_unread_conversations_index';
import * as modelCrisisReferrals from './20261128010000_model_crisis_referrals';
import * as polledUpdates from './20261128020000_polled_updates';
import * as pollingRunners from './20261128030000_polling_runners';
import * as streamReplies from './20261128040000_stream_replies';
import * as fanMemory from './20261128050000_fan_memory';
import * as knowledge from './20261128060000_knowledge';
import * as knowledgeTerms from './20261128070000_knowledge_terms';
import * as knowledgeEmbeddings from './20261129010000_knowledge_embeddings';
import * as fanMedia from './20261129020000_fan_media';
import * as whatsappNumbers from './20261129030000_whatsapp_numbers';
import * as deliveryReceipts from './20261129040000_delivery_receipts';
import * as fanAlbums from './20261129050000_fan_albums';
import * as voiceClones from './20261129060000_voice_clones';
import * as fanMessageKey from './20261129070000_fan_message_key';

/**
 * Every migration, by file name. Imported statically rather than scanned at
 * run time, so it works the same under tsx, vitest and any bundler; a unit
 * test fails when a file in this folder is missing here.
 */
export const migrations: Record<string, Migration> = {
  '20261122170000_initial_schema': initialSchema,
  '20261122180000_runner_leases': runnerLeases,
  '20261122183000_debit_function': debitFunction,
  '20261122190000_messages_update_index': messagesUpdateIndex,
  '20261122200000_billing_ledger': billingLedger,
  '20261122210000_analytics_rollups': analyticsRollups,
  '20261122233000_admin_console': adminConsole,
  '20261122234000_analytics_sessions': analyticsSessions,
  '20261122235000_analytics_read_indexes': analyticsReadIndexes,
  '20261122236000_debit_skips_unlimited': debitSkipsUnlimited,
  '20261123010000_update_keys_expire': updateKeysExpire,
  '20261123020000_billing_exactness': billingExactness,
  '20261123030000_fan_activity_days': fanActivityDays,
  '20261123040000_payment_events_object_index': paymentEventsObjectIndex,
  '20261124010000_companion_safety': companionSafety,
  '20261125010000_channel_keys': channelKeys,
  '20261125020000_instagram_accounts': instagramAccounts,
  '20261125030000_voice_clips': voiceClips,
  '20261126010000_creator_inbox': creatorInbox,
  '20261126020000_inbox_read_indexes': inboxReadIndexes,
  '20261126030000_audit_trail': auditTrail,
  '20261126040000_rate_limits': rateLimits,
  '20261126050000_unread_conversations_index': unreadConversationsIndex,
  '20261128010000_model_crisis_referrals': modelCrisisReferrals,
  '20261128020000_polled_updates': polledUpdates,
  '20261128030000_polling_runners': pollingRunners,
  '20261128040000_stream_replies': streamReplies,
  '20261128050000_fan_memory': fanMemory,
  '20261128060000_knowledge': knowledge,
  '20261128070000_knowledge_terms': knowledgeTerms,
  '20261129010000_knowledge_embeddings': knowledgeEmbeddings,
  '20261129020000_fan_media': fanMedia,
  '20261129030000_whatsapp_numbers': whatsappNumbers,
  '20261129040000_delivery_receipts': deliveryReceipts,
  '20261129050000_fan_albums': fanAlbums,
  '20261129060000_voice_clones': voiceClones,
  '20261129070000_fan_message_key': fanMessageKey,
};
