import type { BulkActionCopy } from '../lib/bulk-action-copy';
import { ConfirmDialog } from './confirm-dialog';

interface BulkConfirmDialogProps {
  /** The action being confirmed; null keeps the dialog closed. */
  copy: BulkActionCopy | null;
  itemNames: string[];
  /** What the items are, in the singular: 'bot', 'user'. */
  noun: string;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** A bulk action's confirmation: title with the count, message and every affected name before anything is sent (docs/product.md §2, §4). */
export function BulkConfirmDialog({ copy, itemNames, noun, busy, onOpenChange, onConfirm }: BulkConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={copy !== null}
      onOpenChange={onOpenChange}
      title={copy ? `${copy.title} (${itemNames.length})` : ''}
      description={copy?.message}
      confirmLabel={copy?.confirmLabel ?? 'Confirm Action'}
      busyLabel="Processing..."
      busy={busy}
      destructive={copy?.destructive}
      onConfirm={onConfirm}
    >
      <p className="text-sm font-medium text-zinc-300">
        {itemNames.length === 1 ? `This ${noun} is affected:` : `These ${itemNames.length} ${noun}s are affected:`}
      </p>
      <ul className="mt-3 max-h-56 space-y-1.5 overflow-y-auto rounded-2xl bg-ink-900/70 p-3 text-sm text-white ring-1 ring-white/[0.06]">
        {itemNames.map((name, index) => (
          <li key={`${index}-${name}`} className="truncate rounded-lg bg-white/[0.04] px-3 py-1.5">
            {name}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
