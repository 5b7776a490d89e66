import { InlineKeyboard, InputFile, type Api } from 'grammy';
import { CHANNEL_CAPABILITIES, invoiceAmount, invoicePayload, invoiceTexts } from '@fanline/core';
import type { SecretBox } from '../../secrets';
import type { ChannelButton, ChannelSender, FanOffer } from '../channel-sender';
import { downloadMedia, MediaTooLargeError } from '../media-download';
import { TELEGRAM_DOWNLOAD_MAX_BYTES } from './telegram-media';

function keyboardOf(buttons: ChannelButton[][]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  buttons.forEach((row, index) => {
    if (index > 0) keyboard.row();
    for (const button of row) keyboard.text(button.label, button.data);
  });
  return keyboard;
}

/**
 * An invoice in Telegram Stars (XTR, no provider token: Telegram's rule for
 * digital goods) or, with the provider-token method, in US dollars. The title
 * and description fit Telegram's limits whatever the bot's name.
 */
function telegramInvoice({ bot, kind, usd }: FanOffer, secrets: SecretBox) {
  const method = bot.payment_method === 'provider_token' ? 'provider_token' : 'stars';
  const { currency, amountMinor } = invoiceAmount(usd, method);
  const { title, description } = invoiceTexts(kind, bot.name, usd);
  const sealed = method === 'stars' ? null : (bot.telegram_payment_token_enc ?? bot.payment_token_enc);
  return { title, description, payload: invoicePayload(kind, usd), currency, prices: [{ label: title, amount: amountMinor }], providerToken: sealed ? secrets.decrypt(sealed) : '' };
}

/** The Telegram adapter's sending half, on a grammY Api for one bot. A fan's private chat id is their user id. */
export function createTelegramSender(api: Api, secrets: SecretBox): ChannelSender {
  return {
    channel: 'telegram',
    capabilities: CHANNEL_CAPABILITIES.telegram,
    async sendText(to, text, buttons) {
      await api.sendMessage(Number(to), text, buttons ? { reply_markup: keyboardOf(buttons) } : {});
    },
    async sendVoice(to, audio) {
      await api.sendVoice(Number(to), new InputFile(audio, 'reply.mp3'));
    },
    async sendDraft(to, draftId, text) {
      await api.sendMessageDraft(Number(to), draftId, text);
    },
    async showTyping(to) {
      await api.sendChatAction(Number(to), 'typing').catch(() => {});
    },
    async clearButtons(to, messageRef) {
      await api.editMessageReplyMarkup(Number(to), Number(messageRef), { reply_markup: undefined }).catch(() => {});
    },
    async sendInvoice(to, offer) {
      const invoice = telegramInvoice(offer, secrets);
      await api.sendInvoice(Number(to), invoice.title, invoice.description, invoice.payload, invoice.currency, invoice.prices, { provider_token: invoice.providerToken });
    },
    /** getFile, then the file from {apiRoot}/file/bot{token}/{file_path}, the URL the Bot API gives for an hour. */
    async fetchMedia(ref, maxBytes) {
      const limit = Math.min(maxBytes, TELEGRAM_DOWNLOAD_MAX_BYTES);
      const file = await api.getFile(ref);
      if (file.file_size !== undefined && file.file_size > limit) throw new MediaTooLargeError(limit);
      if (!file.file_path) throw new Error('Telegram gave no file_path for the file');
      const root = (api.options?.apiRoot ?? 'https://api.telegram.org').replace(/\/$/, '');
      return downloadMedia(`${root}/file/bot${api.token}/${file.file_path}`, limit);
    },
  };
}
