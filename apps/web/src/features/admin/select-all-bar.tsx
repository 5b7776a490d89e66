import { Checkbox } from '../../ui/checkbox';

interface SelectAllBarProps {
  count: number;
  selected: number;
  allSelected: boolean;
  noun: string;
  onToggleAll(): void;
}

/** Select all / deselect all for the rows on this page, with how many are ticked. */
export function SelectAllBar({ count, selected, allSelected, noun, onToggleAll }: SelectAllBarProps) {
  if (count === 0) return <div className="h-4" />;
  return (
    <div className="my-4 flex items-center gap-3 px-4 text-sm text-zinc-400">
      <Checkbox id={`select-all-${noun}`} checked={allSelected} onCheckedChange={onToggleAll} aria-label={allSelected ? 'Deselect all' : 'Select all'} />
      <button type="button" onClick={onToggleAll} className="font-medium text-zinc-200 hover:text-white">
        {allSelected ? 'Deselect all' : 'Select all'}
      </button>
      {selected > 0 && (
        <span className="tabular-nums" aria-live="polite">
          · {selected} {noun}
          {selected === 1 ? '' : 's'} selected
        </span>
      )}
    </div>
  );
}
