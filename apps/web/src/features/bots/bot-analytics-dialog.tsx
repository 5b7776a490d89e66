import { ChartLine } from 'lucide-react';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import type { BotView } from './bot-view';

interface BotAnalyticsDialogProps {
  bot: BotView;
  open: boolean;
  onOpenChange(open: boolean): void;
}

function formatActivity(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';
}

/** Honest placeholder until the analytics release: today's real counters, no invented charts. */
export function BotAnalyticsDialog({ bot, open, onOpenChange }: BotAnalyticsDialogProps) {
  const rows = [
    { label: 'Messages today', value: bot.messages_today.toLocaleString('en-US') },
    { label: 'Revenue today', value: `$${bot.revenue_today.toFixed(2)}` },
    { label: 'Last activity', value: formatActivity(bot.last_activity) },
  ];
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`${bot.name} analytics`}
      size="sm"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className="flex gap-3 rounded-2xl bg-brand-500/10 p-4 text-sm text-brand-200 ring-1 ring-brand-400/20">
        <ChartLine aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Per-bot analytics arrive with the analytics release: message trends, unique fans, revenue and peak hours.
          Until then, here is what this bot did today.
        </p>
      </div>
      <dl className="mt-4 divide-y divide-white/[0.06] rounded-2xl bg-ink-900/70 ring-1 ring-white/[0.06]">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
            <dt className="text-zinc-400">{label}</dt>
            <dd className="font-medium text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </DialogShell>
  );
}
