import { autoRetry } from '@grammyjs/auto-retry';
import { Api } from 'grammy';
import type { Platform } from '@fanline/core';
import {
  createInstagramSendApi,
  createInstagramSender,
  createTelegramSender,
  createWhatsAppGraph,
  createWhatsAppSender,
  markRefusedCredentials,
  publishVoiceClip,
  recordSentReceipt,
  type ChannelSender,
} from '@fanline/services';
import type { RunnerDeps } from './runner-deps';

export interface SendingFor {
  answering?: string;
  receiptKey?: string;
}

export interface ChannelSenders {
  /**
   * The sender for a bot on a channel; null when the bot has no credentials
   * there any more. `answering`: the fan's message being answered (its
   * channel id), for a channel that shows "typing…" only against one message.
   * `receiptKey`: the stored message what is sent belongs to, where the
   * channel reports delivery (the answered message's id by default).
   */
  senderFor(botId: string, channel: Platform, opts?: SendingFor): Promise<ChannelSender | null>;
}

/**
 * The adapters' sending halves for queued events, one per bot and channel.
 * A Telegram Api is kept per bot and token digest, so a changed token takes
 * effect at once and a busy bot does not decrypt its token per message.
 */
export function createChannelSenders(deps: RunnerDeps): ChannelSenders {
  const telegram = new Map<string, { digest: string | null; sender: ChannelSender }>();
  const instagramApi = createInstagramSendApi(deps.instagramGraph);
  const whatsappGraph = createWhatsAppGraph(deps.whatsappGraph);
  return {
    async senderFor(botId, channel, { answering, receiptKey = answering } = {}) {
      const loaded = await deps.bots.get(botId);
      if (!loaded) return null;
      const { bot } = loaded;
      switch (channel) {
        case 'telegram': {
          if (!bot.telegram_token_enc) return null;
          const cached = telegram.get(bot.id);
          if (cached && cached.digest === bot.telegram_token_digest) return cached.sender;
          const api = new Api(deps.secrets.decrypt(bot.telegram_token_enc), {
            apiRoot: deps.telegramApiRoot,
            baseFetchConfig: { agent: deps.telegramAgent, compress: true },
          });
          api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30 }));
          const sender = createTelegramSender(api, deps.secrets);
          telegram.set(bot.id, { digest: bot.telegram_token_digest, sender });
          return sender;
        }
        case 'instagram': {
          // The account's token comes with the bot (the 2 s cache), so a reconnect or refresh applies within seconds.
          // A refused token is isAnswering's to judge: the event waits for a reconnect rather than being dropped.
          const account = loaded.instagram;
          if (!account) return null;
          const { appUrl } = deps;
          const publish = appUrl ? (audio: Buffer) => publishVoiceClip(deps.db, deps.secrets, appUrl, bot.id, audio, 'audio/wav') : undefined;
          return createInstagramSender(instagramApi, deps.secrets.decrypt(account.token_enc), publish, deps.instagramAttachmentOrigins);
        }
        case 'whatsapp': {
          // As on Instagram: the number's token comes with the bot, and a refused one is isAnswering's to judge.
          const number = loaded.whatsapp;
          if (!number) return null;
          const credentials = { phoneNumberId: number.phone_number_id, token: deps.secrets.decrypt(number.token_enc) };
          // Each accepted message is kept by its wamid, so Meta's statuses reach the reply in the inbox.
          const onSent = (wamid: string) =>
            recordSentReceipt(deps.db, { channel: 'whatsapp', externalId: wamid, botId: bot.id, answering: receiptKey ?? null }).catch((error: unknown) =>
              deps.log.error('A WhatsApp message was sent but its receipt was not kept', { bot_id: bot.id, error: String(error) }),
            );
          // A 190 after part of an answer went out ends the answer there; the number is still marked for reconnecting.
          const onTokenRefused = (error: Error) => markRefusedCredentials(deps.db, bot.id, error).then(() => undefined);
          return createWhatsAppSender(whatsappGraph, credentials, { ...(answering ? { answering } : {}), onSent, onTokenRefused });
        }
      }
    },
  };
}
