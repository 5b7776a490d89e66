import { ConfirmDialog } from '../../ui/confirm-dialog';
import { BULK_ACTIONS, type BulkAction } from './bulk-actions';

interface BulkConfirmDialogProps {
  action: BulkAction | null;
  botNames: string[];
  busy: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** Names every bot a bulk action will touch before anything is sent (SPEC §2, §4). */
export function BulkConfirmDialog({ action, botNames, busy, onOpenChange, onConfirm }: BulkConfirmDialogProps) {
  const copy = action ? BULK_ACTIONS[action] : null;
  return (
    <ConfirmDialog
      open={copy !== null}
      onOpenChange={onOpenChange}
      title={copy ? `${copy.title} (${botNames.length})` : ''}
      description={copy?.message}
      confirmLabel={copy?.confirmLabel ?? 'Confirm Action'}
      busyLabel="Processing..."
      busy={busy}
      destructive={action === 'delete'}
      onConfirm={onConfirm}
    >
      <p className="text-sm font-medium text-zinc-300">
        {botNames.length === 1 ? 'This bot is affected:' : `These ${botNames.length} bots are affected:`}
      </p>
      <ul className="mt-3 max-h-56 space-y-1.5 overflow-y-auto rounded-2xl bg-ink-900/70 p-3 text-sm text-white ring-1 ring-white/[0.06]">
        {botNames.map((name, index) => (
          <li key={`${index}-${name}`} className="truncate rounded-lg bg-white/[0.04] px-3 py-1.5">
            {name}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
