import { graphError, paramError } from './fake-instagram-errors';
import { checkAttachment, fetchAttachment } from './fake-instagram-media';
import { conversationKey, DAY_MS, newMid, type FakeInstagramAccount, type FakeInstagramToken, type InstagramState, type SentInstagramMessage } from './fake-instagram-state';
import { requirePermission } from './fake-instagram-tokens';

export interface GraphContext {
  state: InstagramState;
  token: FakeInstagramToken;
  account: FakeInstagramAccount;
  params: Record<string, unknown>;
}

const IG = 'IGApiException';
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A form-encoded Send API call carries its objects as JSON text: `recipient={"id":"IGSID"}&message={"text":"..."}`. */
function objectParam(params: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = params[key];
  if (typeof value !== 'string') return record(value);
  try {
    return record(JSON.parse(value));
  } catch {
    throw paramError(`param ${key} must be a JSON object`, IG);
  }
}

const ME_FIELDS = ['id', 'user_id', 'username', 'name', 'account_type'];

/** GET /me: the requested fields, plus `id` as every Graph node read. Unknown fields are refused. */
export function readMe({ account, token, params }: GraphContext): object {
  requirePermission(token, 'instagram_business_basic');
  const fields = typeof params.fields === 'string' ? params.fields.split(',').map((field) => field.trim()).filter(Boolean) : [];
  const unknown = fields.find((field) => !ME_FIELDS.includes(field));
  if (unknown) throw paramError(`Tried accessing nonexisting field (${unknown}) on node type (User)`);
  const values: Record<string, unknown> = { id: account.id, user_id: account.igUserId, username: account.username, name: account.username, account_type: 'BUSINESS' };
  return Object.fromEntries([...fields, 'id'].map((field) => [field, values[field]]));
}

/** Webhook fields an Instagram account can subscribe the app to (webhooks docs; messaging fields from the Messenger Platform reference). */
export const INSTAGRAM_WEBHOOK_FIELDS = [
  'comments', 'live_comments', 'mentions', 'story_insights', 'messages', 'messaging_postbacks', 'messaging_seen',
  'messaging_reactions', 'message_reactions', 'messaging_referral', 'messaging_optins', 'messaging_handover', 'standby', 'message_edit',
];

/**
 * /me/subscribed_apps: "Enable your app user's Instagram professional account to receive notifications" (Instagram
 * webhooks, Step 3). POST needs subscribed_fields and answers `{success: true}`; GET lists, DELETE removes.
 */
export function subscribedApps({ state, account, token, params }: GraphContext, method: string): object {
  const fields = state.subscriptions.get(account.igUserId) ?? new Set<string>();
  if (method === 'GET') return { data: fields.size ? [{ id: state.app.id, subscribed_fields: [...fields] }] : [] };
  if (method === 'DELETE') {
    state.subscriptions.delete(account.igUserId);
    return { success: true };
  }
  const raw = typeof params.subscribed_fields === 'string' ? params.subscribed_fields : '';
  const requested = raw.replace(/[[\]"]/g, '').split(',').map((field) => field.trim()).filter(Boolean);
  if (requested.length === 0) throw paramError('The parameter subscribed_fields is required', IG);
  requested.forEach((field, i) => {
    if (!INSTAGRAM_WEBHOOK_FIELDS.includes(field)) throw paramError(`Param subscribed_fields[${i}] must be one of {${INSTAGRAM_WEBHOOK_FIELDS.join(', ')}} - got "${field}"`, IG);
  });
  if (requested.some((field) => field.startsWith('messag'))) requirePermission(token, 'instagram_business_manage_messages');
  state.subscriptions.set(account.igUserId, new Set([...fields, ...requested]));
  return { success: true };
}

const SENDER_ACTIONS = ['typing_on', 'typing_off', 'mark_seen'];
/** "HUMAN_AGENT tag allows messages to be sent within 7 days after the last user's message." */
const HUMAN_AGENT_WINDOW_MS = 7 * DAY_MS;
/** "Message text must be UTF-8 and be a 1000 bytes or less" (Send Messages, Instagram API with Instagram Login). */
const MAX_TEXT_BYTES = 1000;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkText(text: unknown): void {
  if (typeof text !== 'string' || text === '') throw paramError('param message[text] must be a non-empty UTF-8 encoded string', IG);
  if (LONE_SURROGATE.test(text)) throw paramError('param message[text] must be a non-empty UTF-8 encoded string', IG);
  if (Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES) throw paramError(`Length of param message[text] must be less than or equal to ${MAX_TEXT_BYTES}`, IG);
}

/**
 * "Only after an Instagram user has sent your app user's Instagram professional account a message can your app send
 * a message to the Instagram user. Your app has 24 hours to respond" (Send Messages). Outside it Meta answers HTTP
 * 403 `{message: "This message is sent outside of allowed window.", type: "IGApiException", code: 10,
 * error_subcode: 2534022}` (a live response quoted in github.com/ComposioHQ/composio/issues/3604).
 */
function checkWindow(state: InstagramState, account: FakeInstagramAccount, recipientId: string, tag: string | undefined): void {
  const last = state.lastFanMessage.get(conversationKey(account.igUserId, recipientId));
  const window = tag === 'HUMAN_AGENT' ? HUMAN_AGENT_WINDOW_MS : DAY_MS;
  if (last !== undefined && state.now() - last <= window) return;
  throw graphError({ status: 403, code: 10, subcode: 2534022, type: IG, message: 'This message is sent outside of allowed window.' });
}

/**
 * POST /me/messages (Send Messages; Sender Actions): `recipient: {id: IGSID}` and either `message` (text, or one
 * attachment of type image/audio/video/file with payload.url) or `sender_action` typing_on/typing_off/mark_seen.
 * Answers `{recipient_id, message_id}`, or `{recipient_id}` for a sender action.
 */
export async function sendMessage({ state, account, token, params }: GraphContext): Promise<{ answer: object; sent: SentInstagramMessage }> {
  requirePermission(token, 'instagram_business_manage_messages');
  const recipient = objectParam(params, 'recipient');
  if (!recipient) throw paramError('The parameter recipient is required', IG);
  const recipientId = typeof recipient.id === 'string' || typeof recipient.id === 'number' ? String(recipient.id) : '';
  if (!/^\d+$/.test(recipientId)) throw paramError('param recipient[id] must be a valid Instagram-scoped ID', IG);
  const message = objectParam(params, 'message');
  const senderAction = typeof params.sender_action === 'string' ? params.sender_action : undefined;
  if (message && senderAction) throw paramError('Only one of message or sender_action may be set', IG);
  if (!message && senderAction === undefined) throw paramError('Must send either message or sender_action', IG);
  if (senderAction !== undefined && !SENDER_ACTIONS.includes(senderAction)) {
    throw paramError(`Param sender_action must be one of {${SENDER_ACTIONS.join(', ')}} - got "${senderAction}"`, IG);
  }
  const tag = typeof params.tag === 'string' ? params.tag : undefined;
  const attachment = message && record(message.attachment);
  if (message) {
    if (message.text !== undefined && message.attachment !== undefined) throw paramError('A message may have text or an attachment, not both', IG);
    if (attachment) checkAttachment(attachment);
    else checkText(message.text);
  }
  checkWindow(state, account, recipientId, tag);
  const fetched = attachment && state.options.fetchAttachments ? await fetchAttachment(attachment) : undefined;
  const base = { accountId: account.igUserId, recipientId, at: state.now(), ...(tag ? { tag } : {}) };
  if (!message) return { answer: { recipient_id: recipientId }, sent: { ...base, senderAction } };
  const messageId = newMid(account.igUserId);
  const sent: SentInstagramMessage = { ...base, messageId, message, ...(fetched ? { fetched } : {}) };
  return { answer: { recipient_id: recipientId, message_id: messageId }, sent };
}
