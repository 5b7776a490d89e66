import type { LucideIcon } from 'lucide-react';
import type { BulkActionCopy } from '../../lib/bulk-action-copy';
import { Button } from '../../ui/button';

interface BulkButtonsProps<A extends string> {
  copies: Record<A, BulkActionCopy>;
  icons: Record<A, LucideIcon>;
  busy: boolean;
  onRequest(action: A): void;
}

/** A console list's bulk buttons, in the copy's order; each asks for confirmation first. */
export function BulkButtons<A extends string>({ copies, icons, busy, onRequest }: BulkButtonsProps<A>) {
  return (
    <>
      {(Object.keys(copies) as A[]).map((action) => {
        const Icon: LucideIcon = icons[action];
        return (
          <Button key={action} variant="secondary" size="sm" onClick={() => onRequest(action)} disabled={busy}>
            <Icon aria-hidden="true" />
            {copies[action].label}
          </Button>
        );
      })}
    </>
  );
}
