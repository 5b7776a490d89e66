import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { SelectField, type SelectOption } from '../../ui/select-field';

interface ListToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange(value: string): void;
  filterLabel: string;
  filter: string;
  filterOptions: readonly SelectOption[];
  onFilterChange(value: string): void;
  /** Bulk buttons and select all, on the right. */
  actions?: ReactNode;
}

/** Search box and filter above an admin list; the filter's 'all' is a real value (docs/product.md §14). */
export function ListToolbar({ searchLabel, searchPlaceholder, search, onSearchChange, filterLabel, filter, filterOptions, onFilterChange, actions }: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <label className="relative block">
          <span className="sr-only">{searchLabel}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-500" />
          <input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={searchPlaceholder}
            className="block h-11 w-full rounded-xl bg-ink-900 pr-3.5 pl-10 text-[15px] text-white ring-1 ring-white/10 transition ring-inset placeholder:text-zinc-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400 focus:outline-none"
          />
        </label>
        <div className="[&>div]:space-y-0 [&>div>div:first-child]:sr-only">
          <SelectField label={filterLabel} value={filter} onValueChange={onFilterChange} options={filterOptions} />
        </div>
      </div>
      {actions && <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:items-center max-sm:[&_button]:px-2 max-sm:[&_svg]:hidden">{actions}</div>}
    </div>
  );
}
