import { ConfirmDialog } from '../../ui/confirm-dialog';

export interface BulkDialogCopy {
  title: string;
  message: string;
  /** 'Delete Permanently' for delete, else 'Confirm Action' (SPEC §2). */
  confirmLabel: string;
  destructive: boolean;
}

interface BulkActionDialogProps {
  copy: BulkDialogCopy | null;
  itemNames: string[];
  noun: string;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** The console's bulk-action confirmation: title, message and every affected name before anything is sent (SPEC §2, §4). */
export function BulkActionDialog({ copy, itemNames, noun, busy, onOpenChange, onConfirm }: BulkActionDialogProps) {
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
