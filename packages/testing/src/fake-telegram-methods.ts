import { getFile, newBotFiles, type BotFiles } from './fake-telegram-files';
import { newSendLimitState, type SendLimitState } from './fake-telegram-limits';
import { abortPoll, SET_WEBHOOK_CONFLICT, type PollingState } from './fake-telegram-polling';
import { botMessage, botUser, invoiceOf, profileLanguage, sentVoiceOf, type ChatState, type FakeTelegramBot } from './fake-telegram-messages';
import { newUpdateQueue, readAllowedUpdates } from './fake-telegram-updates';
import { WebhookSender, webhookSettings } from './fake-telegram-webhook';
import { badRequest, isTrue, LIMITS, requireCallbackData, requireLength, requireParams } from './telegram-param-checks';
import type { Params } from './telegram-request-params';

/** One bot's state in the fake: its updates, chats, profile, webhook and sending limits. */
export interface BotState extends PollingState, ChatState, SendLimitState {
  revoked: boolean;
  /** Profile texts by language code ('' for every language without its own). */
  descriptions: Map<string, string>;
  shortDescriptions: Map<string, string>;
  webhook: WebhookSender;
  /** What fans sent the bot, for getFile and downloads. */
  files: BotFiles;
}

export function newBotState(bot: FakeTelegramBot, runReply: (method: string, params: Params) => void): BotState {
  const maps = { messageIds: new Map(), lastBotMessage: new Map(), fans: new Map(), descriptions: new Map(), shortDescriptions: new Map() };
  const state = { bot, revoked: false, files: newBotFiles(), ...newUpdateQueue(), ...maps, ...newSendLimitState(), activePolls: 0, maxPolls: 0, pollerConflicts: 0 };
  // The sender confirms delivered updates in `state.queue`, so it holds the state object itself.
  return Object.assign(state, { webhook: new WebhookSender(state, runReply) });
}

/** "Use an empty string to remove webhook integration"; deleteWebhook does the same. Undelivered updates go back to getUpdates. */
function removeWebhook(state: BotState, params: Params): true {
  state.webhook.remove();
  // drop_pending_updates: "Pass True to drop all pending updates"
  if (isTrue(params.drop_pending_updates)) state.queue = [];
  return true;
}

/** The Bot API methods the fake answers, as Telegram would; a BotApiError thrown here is the answer. */
export const METHODS: Record<string, (state: BotState, params: Params, fileSizes: Map<string, number>) => unknown> = {
  getMe: ({ bot }) => ({ ...botUser(bot), can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false }),
  deleteWebhook: removeWebhook,
  setWebhook: (state, params) => {
    if (params.url === undefined || params.url === '') return removeWebhook(state, params);
    const settings = webhookSettings(params);
    const drop = isTrue(params.drop_pending_updates);
    if (drop) state.queue = [];
    state.allowedUpdates = readAllowedUpdates(params.allowed_updates) ?? state.allowedUpdates;
    abortPoll(state, SET_WEBHOOK_CONFLICT);
    state.webhook.set(settings, drop);
    return true;
  },
  getWebhookInfo: (state) => state.webhook.info(),
  sendMessage: (state, params) => {
    requireParams(params, ['text']);
    requireLength(params, 'text', LIMITS.text, 'message');
    requireCallbackData(params);
    return botMessage(state, params, { text: params.text });
  },
  sendChatAction: () => true,
  // "Use this method to stream a partial message to a user while the message is being generated":
  // chat_id a private chat (a user's id), draft_id non-zero, text 1-4096 characters. A draft is not a
  // message: it takes no message id, is not counted toward the sending limit, and clients drop it when
  // a message arrives in the chat. Recorded like any call, so a test reads the drafts in order.
  sendMessageDraft: (state, params) => {
    requireParams(params, ['chat_id', 'draft_id', 'text']);
    requireLength(params, 'text', LIMITS.text, 'message');
    if (!/^[1-9]\d*$/.test(String(params.chat_id))) throw badRequest('chat not found');
    const draftId = Number(params.draft_id);
    if (!Number.isSafeInteger(draftId) || draftId === 0) throw badRequest('invalid draft_id specified');
    return true;
  },
  sendVoice: (state, params, fileSizes) => {
    requireLength(params, 'caption', LIMITS.caption, 'message caption');
    return botMessage(state, params, { voice: sentVoiceOf(params, fileSizes), ...(params.caption ? { caption: params.caption } : {}) });
  },
  sendInvoice: (state, params) => botMessage(state, params, { invoice: invoiceOf(params) }),
  answerPreCheckoutQuery: () => true,
  answerCallbackQuery: (_state, params) => {
    requireParams(params, ['callback_query_id']);
    requireLength(params, 'text', LIMITS.callbackAnswer, 'callback answer text');
    return true;
  },
  setMyCommands: () => true,
  setMyDescription: (state, params) => {
    requireLength(params, 'description', LIMITS.description, 'bot description');
    state.descriptions.set(profileLanguage(params), String(params.description ?? ''));
    return true;
  },
  setMyShortDescription: (state, params) => {
    requireLength(params, 'short_description', LIMITS.shortDescription, 'bot short description');
    state.shortDescriptions.set(profileLanguage(params), String(params.short_description ?? ''));
    return true;
  },
  getMyDescription: (state, params) => ({ description: state.descriptions.get(profileLanguage(params)) ?? '' }),
  getMyShortDescription: (state, params) => ({ short_description: state.shortDescriptions.get(profileLanguage(params)) ?? '' }),
  editMessageReplyMarkup: () => true,
  getFile: (state, params) => getFile(state.files, params),
};
