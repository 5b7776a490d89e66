import { randomBytes, randomInt } from 'node:crypto';
import { badRequest, requireInvoiceLimits, requireParams } from './telegram-param-checks';
import { isUpload, type Params } from './telegram-request-params';

/** The users, chats and messages the fake builds, as Telegram shapes them. */

export interface FakeTelegramBot {
  token: string;
  id: number;
  username: string;
  first_name: string;
}
/** The fan on the other side of a private chat. */
export interface FakeTelegramUser {
  id: number;
  first_name?: string;
  username?: string;
  /** The IETF tag Telegram sends for the user's app language; 'en' when left out. */
  language_code?: string;
}
/** What message building needs of a bot's state. */
export interface ChatState {
  bot: FakeTelegramBot;
  /** A private chat numbers messages in both directions with one sequence, as Telegram does. */
  messageIds: Map<string, number>;
  lastBotMessage: Map<string, Record<string, unknown>>;
  fans: Map<string, FakeTelegramUser>;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const randomText = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

export function botUser(bot: FakeTelegramBot) {
  return { id: bot.id, is_bot: true, first_name: bot.first_name, username: bot.username };
}

export function fanUser(from: FakeTelegramUser) {
  return { id: from.id, is_bot: false, first_name: from.first_name ?? 'Fan', ...(from.username ? { username: from.username } : {}), language_code: from.language_code ?? 'en' };
}

export function privateChat(chatId: unknown, fan?: FakeTelegramUser) {
  const id = typeof chatId === 'string' && /^-?\d+$/.test(chatId) ? Number(chatId) : chatId;
  return { id, type: 'private', ...(fan ? { first_name: fan.first_name ?? 'Fan', ...(fan.username ? { username: fan.username } : {}) } : {}) };
}

export function nextMessageId(state: ChatState, chatId: unknown): number {
  const id = (state.messageIds.get(String(chatId)) ?? 0) + 1;
  state.messageIds.set(String(chatId), id);
  return id;
}

/** A message from the fan, with the bot_command entity grammY's command filter looks for. */
export function fanMessage(state: ChatState, from: FakeTelegramUser, content: Params) {
  state.fans.set(String(from.id), from);
  const command = typeof content.text === 'string' ? /^\/\S+/.exec(content.text)?.[0] : undefined;
  const entities = command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {};
  return { message_id: nextMessageId(state, from.id), from: fanUser(from), chat: privateChat(from.id, from), date: nowSeconds(), ...content, ...entities };
}

export function botMessage(state: ChatState, params: Params, content: Params) {
  requireParams(params, ['chat_id']);
  const chat = privateChat(params.chat_id, state.fans.get(String(params.chat_id)));
  const markup = params.reply_markup ? { reply_markup: params.reply_markup } : {};
  const message = { message_id: nextMessageId(state, params.chat_id), from: botUser(state.bot), chat, date: nowSeconds(), ...content, ...markup };
  state.lastBotMessage.set(String(params.chat_id), message);
  return message;
}

/** The Voice of the bot's own sendVoice: a fresh file_id for an upload, or the file_id it passed. */
export function sentVoiceOf(params: Params, fileSizes: Map<string, number>) {
  requireParams(params, ['voice']);
  const upload = isUpload(params.voice) ? params.voice : undefined;
  const fileId = upload ? `AwACAgIAAxkBAAI${randomText(60)}` : String(params.voice);
  if (upload) fileSizes.set(fileId, upload.size);
  const size = fileSizes.get(fileId);
  return { file_id: fileId, file_unique_id: `AgAD${randomText(12)}`, duration: Number(params.duration) || 1, mime_type: 'audio/ogg', ...(size === undefined ? {} : { file_size: size }) };
}

export function invoiceOf(params: Params) {
  requireInvoiceLimits(params);
  const prices = Array.isArray(params.prices) ? (params.prices as { amount?: unknown }[]) : [];
  if (prices.length === 0) throw badRequest('prices must be a non-empty JSON array');
  const total = prices.reduce((sum, price) => sum + Number(price.amount), 0);
  return { title: params.title, description: params.description, start_parameter: '', currency: params.currency, total_amount: total };
}

export function newBot(opts: Partial<FakeTelegramBot>): FakeTelegramBot {
  const tokenId = Number(opts.token?.split(':')[0]);
  const id = opts.id ?? (Number.isSafeInteger(tokenId) && tokenId > 0 ? tokenId : randomInt(5_000_000_000, 8_000_000_000));
  return { id, token: opts.token ?? `${id}:${randomText(35)}`, username: opts.username ?? `fan${id}_bot`, first_name: opts.first_name ?? 'Fanline Test Bot' };
}

/** language_code must be empty (every language without its own) or a two-letter ISO 639-1 code. */
export function profileLanguage(params: Params): string {
  const code = params.language_code === undefined ? '' : String(params.language_code);
  if (code !== '' && !/^[a-z]{2}$/.test(code)) throw badRequest('invalid language code specified');
  return code;
}
