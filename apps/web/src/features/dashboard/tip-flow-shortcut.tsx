import { HandCoins } from 'lucide-react';
import { Button } from '../../ui/button';

/** The Command Center's shortcut into tip-flow setup (docs/product.md §9). */
export function TipFlowShortcut({ onSetUp }: { onSetUp(): void }) {
  return (
    <section
      aria-labelledby="tip-flow-shortcut-title"
      className="flex flex-col gap-4 rounded-3xl bg-linear-to-br from-flare-500/15 via-ink-850/80 to-ink-850/80 p-6 ring-1 ring-flare-400/20 sm:flex-row sm:items-center"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-flare-500/15 ring-1 ring-flare-400/30">
        <HandCoins aria-hidden="true" className="size-6 text-flare-400" />
      </span>
      <div className="flex-1">
        <h3 id="tip-flow-shortcut-title" className="text-lg font-semibold text-white">
          Tip Flow
        </h3>
        <p className="mt-1 text-sm text-zinc-400">
          Let your bots ask for a tip at the right moment: after a few messages, or after a few minutes of chatting.
        </p>
      </div>
      <Button onClick={onSetUp} className="shrink-0">
        <HandCoins aria-hidden="true" />
        Set up Tip Flow
      </Button>
    </section>
  );
}
