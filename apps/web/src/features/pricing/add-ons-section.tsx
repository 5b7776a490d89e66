import { PACK_IDS, PURCHASABLES, type Purchasable } from '@fanline/core';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { MessagePackCard, VoiceItemCard } from './add-on-card';

const messagePacks = PACK_IDS.map((id) => PURCHASABLES[id]).filter((item) => item.type === 'addon');
const voiceItems = PACK_IDS.map((id) => PURCHASABLES[id]).filter((item) => item.type !== 'addon');

interface AddOnsSectionProps {
  renderAction(item: Purchasable): ReactNode;
  /** The voice upgrade and voice pack; surfaces that gate them by plan leave them out (docs/product.md §10). */
  includeVoice?: boolean;
  title?: string;
  className?: string;
}

/** Message credit packs, and optionally the voice items, each with the caller's buy action. */
export function AddOnsSection({ renderAction, includeVoice = true, title = 'Top up when your fans get chatty', className }: AddOnsSectionProps) {
  return (
    <section aria-labelledby="add-ons-title" className={cn('mt-24', className)}>
      <h2 id="add-ons-title" className="text-2xl font-bold tracking-tight text-white">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-zinc-400">
        Message credit packs add to your balance on any plan, on top of the monthly allowance, and what you don’t use carries over to the next month.
      </p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {messagePacks.map((pack) => (
          // Five packs in two columns leave one alone; let it take the row.
          <li key={pack.id} className="flex max-sm:last:col-span-2">
            <MessagePackCard item={pack} action={renderAction(pack)} />
          </li>
        ))}
      </ul>
      {includeVoice && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {voiceItems.map((item) => (
            <li key={item.id} className="flex">
              <VoiceItemCard item={item} action={renderAction(item)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
