import { Info, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';

interface InfoPopoverProps {
  /** What the popover explains; the trigger is announced as "About {topic}". */
  topic: string;
  title?: string;
  children: ReactNode;
}

/** A small "i" button beside a label that opens a short guidance note. */
export function InfoPopover({ topic, title, children }: InfoPopoverProps) {
  return (
    <Popover.Root>
      <Popover.Trigger
        type="button"
        aria-label={`About ${topic}`}
        className="inline-grid size-5 shrink-0 place-items-center rounded-full text-zinc-500 transition hover:bg-white/[0.06] hover:text-brand-300 data-[state=open]:text-brand-300"
      >
        <Info aria-hidden="true" className="size-3.5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-[60] w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl bg-ink-800 p-4 text-sm leading-relaxed text-zinc-300 shadow-2xl shadow-black/50 ring-1 ring-white/10 data-[state=open]:animate-fade-in"
        >
          <div className="mb-1.5 flex items-start justify-between gap-3">
            <p className="font-semibold text-white">{title ?? topic}</p>
            <Popover.Close aria-label="Close" className="-mt-0.5 -mr-1 rounded-md p-0.5 text-zinc-500 hover:bg-white/5 hover:text-white">
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          <div className="space-y-2">{children}</div>
          <Popover.Arrow className="fill-ink-800" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
