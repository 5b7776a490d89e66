import { invalidParam, invalidValue } from './fake-whatsapp-errors';
import type { FakeWhatsAppNumber, WhatsAppReadReceipt, WhatsAppState } from './fake-whatsapp-state';

/** What a send request asks for, once checked against Meta's limits. */
export interface MessageContent {
  type: string;
  body?: string;
  audio?: { id?: string; link?: string; voice: boolean };
  buttons?: { id: string; title: string }[];
  contextWamid?: string;
  /** Free-form messages need an open customer service window; template messages do not. */
  freeForm: boolean;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
/** Limits count characters, not UTF-16 units: an emoji is one. */
const length = (text: string) => [...text].length;

/** Types the Messages API sends; the fake checks text, audio and interactive closely and the others only for their object. */
const MESSAGE_TYPES = ['text', 'audio', 'interactive', 'image', 'video', 'document', 'sticker', 'reaction', 'location', 'contacts', 'template'];
/**
 * Text body "Maximum 4096 characters" (Text messages); interactive reply buttons: "up to three predefined replies",
 * title at most 20 characters, id at most 256 (Interactive reply buttons messages).
 */
export const WHATSAPP_LIMITS = { text: 4096, buttons: 3, buttonTitle: 20, buttonId: 256 } as const;
/** Interactive body text at most 1024 characters; header text and footer text at most 60. */
const MAX_INTERACTIVE_BODY = 1024;
const MAX_HEADER_FOOTER = 60;

/** `to`: the user's phone number, digits with an optional +, as the wa_id comes back in contacts[].wa_id. */
export function recipientOf(params: Record<string, unknown>): { input: string; waId: string } {
  const input = typeof params.to === 'string' || typeof params.to === 'number' ? String(params.to) : '';
  const waId = input.replace(/[\s()+-]/g, '');
  if (!/^\d{7,15}$/.test(waId)) throw invalidParam('Param to must be a WhatsApp user phone number');
  return { input, waId };
}

function textContent(params: Record<string, unknown>): Pick<MessageContent, 'body'> {
  const body = record(params.text)?.body;
  if (typeof body !== 'string' || body.trim() === '') throw invalidParam("Param text['body'] is required");
  if (length(body) > WHATSAPP_LIMITS.text) throw invalidParam(`Param text['body'] must be at most ${WHATSAPP_LIMITS.text} characters long.`);
  return { body };
}

/** `audio: {id}` of uploaded media or `audio: {link}`; `voice: true` asks for a voice message (.ogg OPUS for transcripts). */
function audioContent(state: WhatsAppState, params: Record<string, unknown>): Pick<MessageContent, 'audio'> {
  const audio = record(params.audio);
  if (!audio) throw invalidParam("Param audio is required for type 'audio'");
  const { id, link, voice } = audio;
  if ((id === undefined) === (link === undefined)) throw invalidParam("Param audio must have exactly one of 'id' or 'link'");
  if (voice !== undefined && typeof voice !== 'boolean') throw invalidParam("Param audio['voice'] must be a boolean");
  if (id !== undefined) {
    const media = typeof id === 'string' ? state.media.get(id) : undefined;
    if (!media) throw invalidParam(`Param audio['id'] is not a valid media id: ${String(id)}`);
    if (!media.mimeType.startsWith('audio/')) throw invalidParam(`Media ${media.id} is ${media.mimeType}, not audio`);
    return { audio: { id: media.id, voice: voice === true } };
  }
  if (typeof link !== 'string' || !/^https?:\/\//.test(link)) throw invalidParam("Param audio['link'] must be an http(s) URL");
  return { audio: { link, voice: voice === true } };
}

function checkLength(what: string, text: unknown, max: number, min = 1): string {
  if (typeof text !== 'string' || length(text) < min || length(text) > max) throw invalidValue(`${what} length invalid. Min length: ${min}, Max length: ${max}`);
  return text;
}

/** Interactive reply buttons (type "button"); other interactive types are passed with only their body checked. */
function interactiveContent(params: Record<string, unknown>): Pick<MessageContent, 'body' | 'buttons'> {
  const interactive = record(params.interactive);
  if (!interactive) throw invalidParam("Param interactive is required for type 'interactive'");
  const body = checkLength('Body text', record(interactive.body)?.text, MAX_INTERACTIVE_BODY);
  const footer = record(interactive.footer)?.text;
  if (footer !== undefined) checkLength('Footer text', footer, MAX_HEADER_FOOTER);
  const header = record(interactive.header);
  if (header?.type === 'text') checkLength('Header text', header.text, MAX_HEADER_FOOTER);
  if (interactive.type !== 'button') {
    if (typeof interactive.type !== 'string') throw invalidParam("Param interactive['type'] is required");
    return { body };
  }
  const buttons = record(interactive.action)?.buttons;
  if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > WHATSAPP_LIMITS.buttons) {
    throw invalidValue(`Buttons count invalid. Min count: 1, Max count: ${WHATSAPP_LIMITS.buttons}`);
  }
  const replies = buttons.map((button) => {
    const reply = record(record(button)?.reply);
    if (record(button)?.type !== 'reply' || !reply) throw invalidParam("Each button must be {type: 'reply', reply: {id, title}}");
    return { id: checkLength('Button id', reply.id, WHATSAPP_LIMITS.buttonId), title: checkLength('Button title', reply.title, WHATSAPP_LIMITS.buttonTitle) };
  });
  if (new Set(replies.map((reply) => reply.title)).size !== replies.length) throw invalidValue('Button title must be unique within the message');
  if (new Set(replies.map((reply) => reply.id)).size !== replies.length) throw invalidValue('Button id must be unique within the message');
  return { body, buttons: replies };
}

/** Reads and checks the content of a send request (everything but the recipient and the window). */
export function readContent(state: WhatsAppState, params: Record<string, unknown>): MessageContent {
  const type = params.type === undefined ? 'text' : params.type;
  if (typeof type !== 'string' || !MESSAGE_TYPES.includes(type)) throw invalidParam(`Param type must be one of {${MESSAGE_TYPES.join(', ')}} - got "${String(type)}"`);
  if (params.recipient_type !== undefined && params.recipient_type !== 'individual') throw invalidParam("Param recipient_type must be 'individual'");
  const context = record(params.context);
  const contextWamid = typeof context?.message_id === 'string' ? context.message_id : undefined;
  const base = { type, freeForm: type !== 'template', ...(contextWamid ? { contextWamid } : {}) };
  if (type === 'text') return { ...base, ...textContent(params) };
  if (type === 'audio') return { ...base, ...audioContent(state, params) };
  if (type === 'interactive') return { ...base, ...interactiveContent(params) };
  if (!record(params[type])) throw invalidParam(`Param ${type} is required for type '${type}'`);
  return base;
}

/**
 * Mark as read, optionally with a typing indicator (Typing indicators): `{messaging_product, status: "read",
 * message_id, typing_indicator?: {type: "text"}}` → `{success: true}`. message_id must be a message the fan sent
 * to this number ("the message.id value" of a received messages webhook).
 */
export function markRead(state: WhatsAppState, number: FakeWhatsAppNumber, params: Record<string, unknown>): WhatsAppReadReceipt {
  if (params.status !== 'read') throw invalidParam(`Param status must be 'read' - got "${String(params.status)}"`);
  const messageId = params.message_id;
  const inbound = typeof messageId === 'string' ? state.inbound.get(messageId) : undefined;
  if (!inbound || inbound.phoneNumberId !== number.phoneNumberId) throw invalidParam(`Param message_id is not a message received by this phone number: ${String(messageId)}`);
  const typing = params.typing_indicator;
  if (typing !== undefined && record(typing)?.type !== 'text') throw invalidParam("Param typing_indicator must be {type: 'text'}");
  return { phoneNumberId: number.phoneNumberId, waId: inbound.waId, messageId: inbound.wamid, typingIndicator: typing !== undefined, at: state.now() };
}
