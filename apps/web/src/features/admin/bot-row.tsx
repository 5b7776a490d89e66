import { CHANNEL_NAMES, relativeTime, type Platform } from '@fanline/core';
import { Power, PowerOff, Trash2 } from 'lucide-react';
import { formatCount, formatShortDate } from '../../lib/format';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Tooltip } from '../../ui/tooltip';
import { AdminBadge, type BadgeTone } from './admin-badge';
import type { AdminBot } from './admin-types';
import { RowFigure } from './row-figure';

/** Each channel's badge colour: Instagram in the brand's, WhatsApp in its green, Telegram quiet as the default. */
const CHANNEL_TONES: Record<Platform, BadgeTone> = { telegram: 'muted', instagram: 'brand', whatsapp: 'teal' };

interface BotRowProps {
  bot: AdminBot;
  selected: boolean;
  busy: boolean;
  onSelectedChange(selected: boolean): void;
  onToggle(): void;
  onDelete(): void;
}

/** One bot of any creator: state badges, owner, usage and dates, and Activate/Deactivate and delete (docs/product.md §14). */
export function BotRow({ bot, selected, busy, onSelectedChange, onToggle, onDelete }: BotRowProps) {
  return (
    <li
      data-testid="admin-bot-row"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl bg-ink-850/80 p-4 ring-1 ring-white/[0.08] transition hover:ring-white/15 md:grid-cols-[auto_minmax(0,1.3fr)_minmax(0,2fr)_auto] md:items-center md:gap-6"
    >
      <div className="flex items-start gap-3 md:contents">
        <Checkbox checked={selected} onCheckedChange={(value) => onSelectedChange(value === true)} aria-label={`Select ${bot.name}`} className="mt-0.5 md:mt-0" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <p className="truncate font-semibold text-white">{bot.name}</p>
            <AdminBadge tone={bot.is_active ? 'green' : 'muted'}>{bot.is_active ? 'ACTIVE' : 'INACTIVE'}</AdminBadge>
            {bot.is_deployed && <AdminBadge tone="sky">DEPLOYED</AdminBadge>}
            <AdminBadge tone={CHANNEL_TONES[bot.platform]}>{CHANNEL_NAMES[bot.platform].toUpperCase()}</AdminBadge>
          </div>
          <p className="mt-0.5 truncate text-sm text-zinc-300">{bot.user_name}</p>
          <p className="truncate text-xs text-zinc-500">{bot.user_email}</p>
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-3 md:grid md:grid-cols-3 md:gap-3">
        <RowFigure label="Messages" value={formatCount(bot.message_count)} />
        <RowFigure label="Created" value={formatShortDate(bot.created_at)} />
        <RowFigure label="Last Active" value={relativeTime(bot.last_message_at)} />
      </dl>
      <div className="flex gap-2 md:justify-end">
        {/* A fixed width from md keeps the row's columns lined up whether it reads Activate or Deactivate. */}
        <Button variant="secondary" size="sm" onClick={onToggle} disabled={busy} className="flex-1 md:w-36 md:flex-none" aria-label={`${bot.is_active ? 'Deactivate' : 'Activate'} ${bot.name}`}>
          {bot.is_active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {bot.is_active ? 'Deactivate' : 'Activate'}
        </Button>
        <Tooltip content="Delete bot">
          <Button variant="secondary" size="sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${bot.name}`} className="text-rose-300 hover:text-rose-200">
            <Trash2 aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
    </li>
  );
}
