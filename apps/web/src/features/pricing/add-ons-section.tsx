import { PACK_IDS, PURCHASABLES, type Purchasable } from '@fanline/core';
import { AudioLines, MessageCircle } from 'lucide-react';
import { formatPrice } from '../../lib/format';

const messagePacks = PACK_IDS.map((id) => PURCHASABLES[id]).filter((item) => item.type === 'addon');
const voiceItems = PACK_IDS.map((id) => PURCHASABLES[id]).filter((item) => item.type !== 'addon');

function priceLabel(item: Purchasable): string {
  return item.recurring ? `+${formatPrice(item.priceCents)} / month` : formatPrice(item.priceCents);
}

/** Top-ups on top of any plan; listed for reference, bought from the dashboard once checkout opens. */
export function AddOnsSection() {
  return (
    <section aria-labelledby="add-ons-title" className="mt-24">
      <h2 id="add-ons-title" className="text-2xl font-bold tracking-tight text-white">
        Top up when your fans get chatty
      </h2>
      <p className="mt-2 max-w-2xl text-zinc-400">
        Message credit packs add to your balance on any plan, on top of the monthly allowance.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {messagePacks.map((pack) => (
          <li key={pack.id} className="rounded-2xl bg-ink-850/80 p-5 ring-1 ring-white/10">
            <MessageCircle aria-hidden="true" className="size-5 text-brand-300" />
            <p className="mt-3 font-semibold text-white">{pack.messages.toLocaleString('en-US')} messages</p>
            <p className="mt-1 text-sm text-zinc-400">{formatPrice(pack.priceCents)} one-time</p>
          </li>
        ))}
      </ul>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {voiceItems.map((item) => (
          <li key={item.id} className="flex gap-4 rounded-2xl bg-gradient-to-br from-flare-500/10 to-ink-850 p-5 ring-1 ring-flare-400/20">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-flare-500/15">
              <AudioLines aria-hidden="true" className="size-5 text-flare-400" />
            </span>
            <div>
              <p className="font-semibold text-white">
                {item.name} <span className="font-normal text-zinc-400">· {priceLabel(item)}</span>
              </p>
              <p className="mt-1 text-sm text-zinc-400">
                {item.voiceMessages.toLocaleString('en-US')} voice messages
                {item.type === 'voice_upgrade' ? ' and 17 premium voices' : ''}. Available on the Nexus plan.
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
