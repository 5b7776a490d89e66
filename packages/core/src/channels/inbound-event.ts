import { z } from 'zod';
import { PLATFORMS } from '../plans';

/** The fan as a channel names them; (bot, channel, externalUserId) is the fan's key. */
export const fanIdentitySchema = z.object({
  channel: z.enum(PLATFORMS),
  externalUserId: z.string().min(1).max(64),
  username: z.string().max(256).nullable(),
  firstName: z.string().max(256).nullable(),
  languageCode: z.string().max(35).nullable(),
});
export type FanIdentity = z.infer<typeof fanIdentitySchema>;

/** The commands every channel offers a fan (Telegram's slash commands; Instagram's ice breakers). */
export const FAN_COMMANDS = ['start', 'about', 'stop', 'delete_my_data'] as const;
export type FanCommand = (typeof FAN_COMMANDS)[number];

const paymentSchema = z.object({
  /** The channel's charge id: a payment records once per channel and charge. */
  chargeId: z.string().min(1).max(256),
  providerChargeId: z.string().max(256).nullable(),
  currency: z.string().length(3),
  /** In the currency's smallest unit (cents; whole Stars). */
  totalAmount: z.number().int().positive(),
  invoicePayload: z.string().max(128),
});

/**
 * What a fan sent that is not typed text. Voice notes (Telegram's voice and
 * audio, Instagram's audio) are transcribed and answered; photos go to a
 * model that sees images; the rest get one polite line.
 */
export const FAN_MEDIA_KINDS = ['voice', 'photo', 'sticker', 'video', 'document', 'location', 'contact', 'other'] as const;
export type FanMediaKind = (typeof FAN_MEDIA_KINDS)[number];

export const fanMediaSchema = z.object({
  type: z.enum(FAN_MEDIA_KINDS),
  /** What the channel's adapter fetches the file by (Telegram's file_id, Instagram's attachment URL); null where there is no file (a location). */
  ref: z.string().min(1).max(2048).nullable(),
  /** The file's size as the channel states it, before it is fetched. */
  bytes: z.number().int().nonnegative().nullable(),
  /** A voice note's or video's length as the channel states it. */
  durationSeconds: z.number().nonnegative().nullable(),
  mimeType: z.string().max(255).nullable(),
  /** What the fan wrote with it (Telegram's caption). */
  caption: z.string().max(4096).nullable(),
  /** The album it came in (Telegram's media_group_id): an album of photos is answered once. */
  groupId: z.string().max(64).nullable().optional(),
});
export type FanMedia = z.infer<typeof fanMediaSchema>;

const eventBase = {
  botId: z.uuid(),
  /**
   * The channel's id of what the fan did (Telegram's update id, Instagram's
   * message id). A redelivery carries the same id, so it is charged and
   * answered once: usage and message keys are (bot, channel, eventId).
   */
  eventId: z.string().min(1).max(256),
  fan: fanIdentitySchema,
  /** When the fan sent it, as the channel says; a channel with a reply window answers only within it. */
  sentAt: z.iso.datetime().optional(),
};

/**
 * What a channel adapter makes of what the channel delivered, with no trace of
 * the channel's own shapes: the fan pipeline and the inbound queue take only
 * these.
 */
export const inboundEventSchema = z.discriminatedUnion('kind', [
  z.object({ ...eventBase, kind: z.literal('text'), text: z.string().min(1).max(10_000) }),
  z.object({ ...eventBase, kind: z.literal('command'), command: z.enum(FAN_COMMANDS) }),
  /** A tapped button: `choice` is the button's data; `messageRef` names the message it sat under, to take the buttons off. */
  z.object({ ...eventBase, kind: z.literal('choice'), choice: z.string().min(1).max(64), messageRef: z.string().max(64).nullable() }),
  z.object({ ...eventBase, kind: z.literal('payment'), payment: paymentSchema }),
  z.object({ ...eventBase, kind: z.literal('media'), media: fanMediaSchema }),
]);
export type InboundEvent = z.infer<typeof inboundEventSchema>;
export type InboundEventOf<K extends InboundEvent['kind']> = Extract<InboundEvent, { kind: K }>;
/** An event before the adapter knows its bot (Instagram names the account, and the account the bot). */
export type UnroutedInboundEvent = InboundEvent extends infer E ? (E extends unknown ? Omit<E, 'botId'> : never) : never;
