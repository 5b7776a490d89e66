import { Dialog } from 'radix-ui';
import { FanCard } from './fan-card';
import type { ConversationDetail } from './inbox-types';

interface FanCardSheetProps {
  detail: ConversationDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The fan card as a sheet from the right, where there is no room for it beside the transcript (below 1280 px). */
export function FanCardSheet({ detail, open, onOpenChange }: FanCardSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in xl:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 w-full max-w-sm bg-ink-850 shadow-2xl shadow-black/60 ring-1 ring-white/10 data-[state=open]:animate-sheet-in xl:hidden"
        >
          <Dialog.Title className="sr-only">Fan details</Dialog.Title>
          <FanCard detail={detail} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
