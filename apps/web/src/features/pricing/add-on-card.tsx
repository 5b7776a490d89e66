import type { Purchasable } from '@fanline/core';
import { AudioLines, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/format';

interface AddOnCardProps {
  item: Purchasable;
  action: ReactNode;
}

const count = (value: number) => value.toLocaleString('en-US');

/** Bigger packs are cheaper per message; saying so helps creators pick one. */
function pricePerThousand(item: Purchasable): string {
  const cents = Math.round((item.priceCents * 1000) / item.messages);
  return `${formatPrice(cents)} per 1,000`;
}

/** A one-time message credit pack (docs/product.md §4). */
export function MessagePackCard({ item, action }: AddOnCardProps) {
  return (
    <article
      aria-labelledby={`add-on-${item.id}`}
      className="flex w-full flex-col rounded-2xl bg-ink-850/80 p-5 ring-1 ring-white/10 transition hover:ring-white/20"
    >
      <MessageCircle aria-hidden="true" className="size-5 text-brand-300" />
      <h3 id={`add-on-${item.id}`} className="mt-3 text-white">
        <span className="block text-2xl font-bold tracking-tight">{count(item.messages)}</span>
        <span className="text-sm font-medium text-zinc-300">messages</span>
      </h3>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-lg font-semibold text-white">{formatPrice(item.priceCents)}</span>
        <span className="text-xs text-zinc-400">one-time</span>
      </p>
      <p className="mt-0.5 flex-1 text-xs text-zinc-500">{pricePerThousand(item)}</p>
      <div className="mt-4">{action}</div>
    </article>
  );
}

/** The Voice Chat Upgrade (monthly) or the voice credit pack (once); both need Nexus. */
export function VoiceItemCard({ item, action }: AddOnCardProps) {
  const price = item.recurring ? `+${formatPrice(item.priceCents)} / month` : `${formatPrice(item.priceCents)} one-time`;
  return (
    <article
      aria-labelledby={`add-on-${item.id}`}
      className="flex w-full items-start gap-4 rounded-2xl bg-gradient-to-br from-flare-500/10 to-ink-850 p-5 ring-1 ring-flare-400/20"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-flare-500/15">
        <AudioLines aria-hidden="true" className="size-5 text-flare-400" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 id={`add-on-${item.id}`} className="font-semibold text-white">
          {item.name}
        </h3>
        <p className="mt-0.5 text-sm font-medium text-flare-400">{price}</p>
        <p className="mt-2 flex-1 text-sm text-zinc-400">
          {count(item.voiceMessages)} voice messages
          {item.type === 'voice_upgrade' ? ' every month and 17 premium voices' : ' to use whenever you like'}. Available on
          the Nexus plan.
        </p>
        <div className="mt-4 sm:max-w-56">{action}</div>
      </div>
    </article>
  );
}
