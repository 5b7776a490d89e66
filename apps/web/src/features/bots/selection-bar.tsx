import { CirclePause, CirclePlay, ListChecks, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { BULK_ACTIONS, type BulkAction } from './bulk-actions';

const ICONS: Record<BulkAction, ReactNode> = {
  activate: <CirclePlay aria-hidden="true" />,
  deactivate: <CirclePause aria-hidden="true" />,
  delete: <Trash2 aria-hidden="true" />,
};

interface SelectionBarProps {
  selectedCount: number;
  allSelected: boolean;
  onToggleAll(): void;
  running: BulkAction | null;
  onAction(action: BulkAction): void;
}

/** Select All / Deselect All and the bulk buttons (docs/product.md §9); the chosen action shows 'Processing...' while it runs. */
export function SelectionBar({ selectedCount, allSelected, onToggleAll, running, onAction }: SelectionBarProps) {
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-2xl bg-ink-850/70 p-2 ring-1 ring-white/[0.06]"
    >
      <Button variant="ghost" size="sm" onClick={onToggleAll}>
        <ListChecks aria-hidden="true" />
        {allSelected ? 'Deselect All' : 'Select All'}
      </Button>
      <span className="mr-auto px-1 text-sm text-zinc-400" aria-live="polite">
        {selectedCount} selected
      </span>
      {/* Phones: one even row of three, without icons (as in the console's bulk bar), instead of a stray Delete on its own line. */}
      <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto sm:flex-wrap max-sm:[&_button]:px-2 max-sm:[&_svg]:hidden">
        {(Object.keys(BULK_ACTIONS) as BulkAction[]).map((action) => (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            disabled={running !== null}
            onClick={() => onAction(action)}
            className={action === 'delete' ? 'text-rose-300 hover:bg-rose-500/15 hover:text-rose-200' : undefined}
          >
            {running === action ? <Spinner /> : ICONS[action]}
            {running === action ? 'Processing...' : BULK_ACTIONS[action].label}
          </Button>
        ))}
      </div>
    </div>
  );
}
