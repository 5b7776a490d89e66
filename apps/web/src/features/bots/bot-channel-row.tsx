import { CHANNEL_NAMES } from '@fanline/core';
import { ExternalLink } from 'lucide-react';
import type { BotView } from '../../lib/bot-view';
import { botLinkOf, instagramHandleOf, whatsappNumberOf } from './bot-labels';

/** What fans reach the bot at, as the row shows it: @handle, +number, or null while there is nothing to link. */
function addressOf(bot: BotView): { text: string; href: string } | null {
  if (bot.platform === 'telegram') return bot.is_deployed && bot.bot_username ? { text: `@${bot.bot_username}`, href: `https://t.me/${bot.bot_username}` } : null;
  const link = botLinkOf(bot);
  const text = bot.platform === 'instagram' ? instagramHandleOf(bot) && `@${instagramHandleOf(bot)}` : whatsappNumberOf(bot);
  return text && link ? { text, href: link } : null;
}

/**
 * The card's channel row: the bot's public address on its channel. A Telegram
 * bot has one once deployed; an Instagram or WhatsApp bot once its creator has
 * connected the account or number it answers through.
 */
export function BotChannelRow({ bot }: { bot: BotView }) {
  const address = addressOf(bot);
  return (
    <div className="min-w-0">
      <dt className="text-zinc-500">{CHANNEL_NAMES[bot.platform]}</dt>
      <dd className="mt-0.5 truncate font-medium">
        {address ? (
          <a
            href={address.href}
            target="_blank"
            rel="noreferrer"
            className="inline-flex max-w-full items-center gap-1 rounded text-brand-300 tabular-nums hover:text-brand-200 hover:underline"
          >
            <span className="truncate">{address.text}</span>
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
          </a>
        ) : (
          <span className="text-zinc-400">{bot.platform === 'telegram' ? 'Not deployed' : 'Not connected'}</span>
        )}
      </dd>
    </div>
  );
}
