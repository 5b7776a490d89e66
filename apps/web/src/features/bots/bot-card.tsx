import { answersThroughAccount, canActivate, CHANNEL_NAMES } from '@fanline/core';
import { Copy, FlaskConical, Pencil, Play, Rocket, Square, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BotView } from '../../lib/bot-view';
import { cn } from '../../lib/cn';
import { AdultBadge } from '../../ui/adult-badge';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ChannelGlyph } from '../../ui/channel-glyph';
import { Spinner } from '../../ui/spinner';
import { BotAnalyticsDialog } from './bot-analytics-dialog';
import { BotCardMenu } from './bot-card-menu';
import { BotStatusBadge } from './bot-status-badge';
import { BotChannelRow } from './bot-channel-row';
import { botLinkOf, modelLabel, platformLabel, providerLabel } from './bot-labels';
import { ChatTestDialog } from './chat-test-dialog';
import { CopyLinkDialog } from './copy-link-dialog';
import { CrisisReferralsBadge } from './crisis-referrals-badge';
import { CrisisReferralsDialog } from './crisis-referrals-dialog';
import { DeleteBotDialog } from './delete-bot-dialog';
import { KnowledgeDialog } from '../knowledge';
import { useBotActions } from './use-bot-actions';
import { VoiceWithdrawnNote } from './voice-withdrawn-note';
import './bot-card.css';

type CardDialog = 'chat' | 'delete' | 'analytics' | 'copy-link' | 'crisis' | 'knowledge';

interface BotCardProps {
  bot: BotView;
  /** Position in the grid; staggers the entrance animation by 0.1 s per card (docs/product.md §9). */
  index: number;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onEdit(bot: BotView): void;
  onDeleted(botId: string): void;
}

export function BotCard({ bot, index, selected, onSelectedChange, onEdit, onDeleted }: BotCardProps) {
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const actions = useBotActions(bot);
  const busy = actions.deploying || actions.toggling || actions.removing || actions.duplicating;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const link = botLinkOf(bot);
  const onAccount = answersThroughAccount(bot.platform);
  const channel = CHANNEL_NAMES[bot.platform];

  async function copyLink() {
    if (!link) {
      toast.info(`Connect ${channel} first`, { description: `Edit the bot and connect your ${accountNoun(bot)} to get its link.` });
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Bot link copied to clipboard!');
    } catch {
      setDialog('copy-link');
      toast.info('Please copy the bot link from the popup window');
    }
  }

  return (
    <article
      data-bot-card
      aria-label={bot.name}
      style={{ animationDelay: `${index * 0.1}s` }}
      className={cn(
        'bot-card-enter flex w-full min-w-0 flex-col rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08] transition-shadow hover:ring-white/15',
        selected && 'ring-2 ring-brand-400/60 hover:ring-brand-400/70',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          aria-label={`Select ${bot.name}`}
          checked={selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          className="mt-1"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5">
            <h3 className="min-w-0 truncate text-base font-semibold text-white">{bot.name}</h3>
            <BotStatusBadge bot={bot} />
            {bot.adult_only && <AdultBadge />}
          </div>
          <p className="mt-1.5 line-clamp-2 text-sm text-zinc-400">{bot.description}</p>
          {bot.crisis_flags_30d > 0 && (
            <div className="mt-2.5">
              <CrisisReferralsBadge fans={bot.crisis_flags_30d} onOpen={() => setDialog('crisis')} />
            </div>
          )}
        </div>
        <BotCardMenu
          bot={bot}
          busy={busy}
          actions={{
            edit: () => onEdit(bot),
            duplicate: () => void actions.duplicate(),
            toggle: () => void actions.toggle(),
            viewAnalytics: () => setDialog('analytics'),
            knowledge: () => setDialog('knowledge'),
            copyLink: () => void copyLink(),
            removeFromTelegram: () => void actions.removeFromTelegram(),
            delete: () => setDialog('delete'),
          }}
        />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-ink-900/60 p-3.5 text-xs ring-1 ring-white/[0.05]">
        <div className="min-w-0">
          <dt className="text-zinc-500">Channel</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-zinc-200">
            <ChannelGlyph channel={bot.platform} />
            <span className="truncate">{platformLabel(bot)}</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-zinc-500">Model</dt>
          <dd className="mt-0.5 truncate font-medium text-zinc-200" title={`${providerLabel(bot)} · ${bot.llm_model}`}>
            {modelLabel(bot)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-zinc-500">Messages today</dt>
          <dd className="mt-0.5 font-medium text-zinc-200">{bot.messages_today.toLocaleString('en-US')}</dd>
        </div>
        <BotChannelRow bot={bot} />
      </dl>
      {bot.voice_withdrawn_at && <VoiceWithdrawnNote withdrawnAt={bot.voice_withdrawn_at} />}

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" size="sm" onClick={() => onEdit(bot)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void actions.duplicate()} busy={actions.duplicating}>
          {actions.duplicating ? <Spinner /> : <Copy aria-hidden="true" />}
          Copy
        </Button>
        {bot.is_deployed && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('chat')}>
            <FlaskConical aria-hidden="true" />
            Test
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDialog('delete')}
          className="text-rose-300 hover:bg-rose-500/15 hover:text-rose-200"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <ChannelButton bot={bot} actions={actions} />
      </div>
      {onAccount
        ? !bot.is_active && !canActivate(bot) && <p className="mt-2.5 text-xs text-zinc-500">Connect your {accountNoun(bot)} (Edit) to put this bot live.</p>
        : !bot.is_deployed && !bot.has_telegram_token && <p className="mt-2.5 text-xs text-zinc-500">Add a Telegram token (Edit) to deploy this bot.</p>}

      {dialog === 'chat' && <ChatTestDialog bot={bot} open onOpenChange={closeDialog} />}
      {dialog === 'analytics' && <BotAnalyticsDialog bot={bot} open onOpenChange={closeDialog} />}
      {dialog === 'knowledge' && <KnowledgeDialog bot={bot} open onOpenChange={closeDialog} />}
      {dialog === 'copy-link' && link && <CopyLinkDialog link={link} open onOpenChange={closeDialog} />}
      {dialog === 'crisis' && <CrisisReferralsDialog bot={bot} open onOpenChange={closeDialog} />}
      {dialog === 'delete' && <DeleteBotDialog bot={bot} open onOpenChange={closeDialog} onDeleted={onDeleted} />}
    </article>
  );
}

/** "Instagram account", "WhatsApp number": what the creator connects for an account channel. */
function accountNoun(bot: BotView): string {
  return bot.platform === 'whatsapp' ? 'WhatsApp number' : `${CHANNEL_NAMES[bot.platform]} account`;
}

/**
 * docs/product.md §7: Deploy until the bot is on Telegram, then Stop (active) or Start (paused).
 * An Instagram or WhatsApp bot answers through the creator's connected account or number, so it
 * only starts and stops; Start waits until core's canActivate says the account is connected.
 */
function ChannelButton({ bot, actions }: { bot: BotView; actions: ReturnType<typeof useBotActions> }) {
  if (answersThroughAccount(bot.platform)) {
    return (
      <Button
        size="sm"
        variant={bot.is_active ? 'secondary' : 'primary'}
        onClick={() => void actions.toggle()}
        busy={actions.toggling}
        disabled={!bot.is_active && !canActivate(bot)}
        className="ml-auto"
      >
        {actions.toggling ? <Spinner /> : bot.is_active ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
        {bot.is_active ? 'Stop' : 'Start'}
      </Button>
    );
  }
  if (!bot.is_deployed) {
    return (
      <Button size="sm" onClick={() => void actions.deploy()} busy={actions.deploying} disabled={!bot.has_telegram_token} className="ml-auto">
        {actions.deploying ? <Spinner /> : <Rocket aria-hidden="true" />}
        {actions.deploying ? 'Deploying...' : 'Deploy'}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant={bot.is_active ? 'secondary' : 'primary'}
      onClick={() => void actions.toggle()}
      busy={actions.toggling}
      className="ml-auto"
    >
      {actions.toggling ? <Spinner /> : bot.is_active ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
      {bot.is_active ? 'Stop' : 'Start'}
    </Button>
  );
}
