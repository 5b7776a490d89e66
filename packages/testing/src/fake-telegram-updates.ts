/** A bot's pending updates and its allowed_updates setting, shared by long polling and the webhook. */

export type Update = Record<string, unknown> & { update_id: number };

/**
 * The update types, in the order Telegram lists them back in WebhookInfo.allowed_updates
 * (tdlib/telegram-bot-api, Client::UpdateType and get_update_type_name).
 */
export const UPDATE_TYPES: readonly string[] = [
  'message',
  'edited_message',
  'channel_post',
  'edited_channel_post',
  'inline_query',
  'chosen_inline_result',
  'callback_query',
  'shipping_query',
  'pre_checkout_query',
  'poll',
  'poll_answer',
  'my_chat_member',
  'chat_member',
  'chat_join_request',
  'chat_boost',
  'removed_chat_boost',
  'message_reaction',
  'message_reaction_count',
  'business_connection',
  'business_message',
  'edited_business_message',
  'deleted_business_messages',
  'purchased_paid_media',
  'managed_bot',
  'guest_message',
];

// "Specify an empty list to receive all update types except chat_member, message_reaction, and message_reaction_count (default)."
const OPT_IN_TYPES = ['chat_member', 'message_reaction', 'message_reaction_count'];
export const DEFAULT_ALLOWED_UPDATES: readonly string[] = UPDATE_TYPES.filter((type) => !OPT_IN_TYPES.includes(type));

export interface UpdateQueue {
  /** Updates not yet confirmed: by a getUpdates offset above them, or by a 2xx answer from the webhook. */
  queue: Update[];
  nextUpdateId: number;
  /** One setting per bot, written by getUpdates and setWebhook alike. */
  allowedUpdates: readonly string[];
}

export function newUpdateQueue(): UpdateQueue {
  return { queue: [], nextUpdateId: 1, allowedUpdates: DEFAULT_ALLOWED_UPDATES };
}

/** "At most one of the optional parameters can be present in any given update": its name is the update's type. */
export const updateType = (update: Record<string, unknown>): string | undefined => Object.keys(update).find((key) => key !== 'update_id');

export const isDefaultAllowed = (allowed: readonly string[]) =>
  allowed.length === DEFAULT_ALLOWED_UPDATES.length && allowed.every((type, i) => type === DEFAULT_ALLOWED_UPDATES[i]);

/**
 * An allowed_updates parameter, or undefined to keep the current setting: "If not specified, the previous setting will be used."
 * Like Telegram (Client::get_allowed_update_types), a value that is not an array of strings is ignored rather than refused,
 * names are case-insensitive, unknown names are skipped, and a list with no known name means the default.
 */
export function readAllowedUpdates(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string')) return undefined;
  const names = new Set((value as string[]).map((name) => name.toLowerCase()));
  const known = UPDATE_TYPES.filter((type) => names.has(type));
  return known.length > 0 ? known : DEFAULT_ALLOWED_UPDATES;
}

/**
 * Queues an update unless allowed_updates excludes its type; then it is never created (no update_id is used up) and the
 * copy returned has update_id 0. "This parameter doesn't affect updates created before the call", so the filter applies
 * here, when the update is created. Types the fake does not know always pass.
 */
export function enqueue(state: UpdateQueue, update: Record<string, unknown>): Update {
  const type = updateType(update) ?? '';
  if (UPDATE_TYPES.includes(type) && !state.allowedUpdates.includes(type)) return { ...update, update_id: 0 };
  const queued: Update = { update_id: state.nextUpdateId++, ...update };
  state.queue.push(queued);
  return queued;
}

/**
 * Telegram hands a webhook one update of a chat at a time: the next waits until the previous was answered with 2xx
 * (tdlib WebhookActor keeps one queue per chat for messages, per user for callback and payment queries).
 * Updates of other types each get a queue of their own.
 */
export function deliveryQueue(update: Update): string {
  const type = updateType(update) ?? '';
  const body = update[type] as { chat?: { id?: unknown }; from?: { id?: unknown } } | undefined;
  if (['message', 'edited_message', 'channel_post', 'edited_channel_post'].includes(type) && body?.chat?.id !== undefined) return `chat:${String(body.chat.id)}`;
  if (type === 'callback_query' && body?.from?.id !== undefined) return `callback:${String(body.from.id)}`;
  if (['shipping_query', 'pre_checkout_query'].includes(type) && body?.from?.id !== undefined) return `payment:${String(body.from.id)}`;
  return `update:${update.update_id}`;
}
