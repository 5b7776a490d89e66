import { useCallback, useMemo, useState } from 'react';

interface SelectionOptions {
  /**
   * Whether Select All keeps ticks on items that are not on screen. The fleet
   * keeps bots a search or filter hides; the console's lists tick exactly the
   * rows of the page on screen.
   */
  keepHidden?: boolean;
}

/**
 * Ticked items of a list, by id. `visibleIds` are the items on screen: Select
 * All ticks those, or clears every tick when they are all ticked already.
 */
export function useSelection(visibleIds: readonly string[], { keepHidden = false }: SelectionOptions = {}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const allSelected = visibleIds.length > 0 && visibleIds.every((id) => selected.has(id));

  const toggle = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      selected,
      allSelected,
      toggle,
      toggleAll: () => setSelected(allSelected ? new Set() : new Set(keepHidden ? [...selected, ...visibleIds] : visibleIds)),
      clear: () => setSelected(new Set()),
    }),
    [selected, allSelected, toggle, visibleIds, keepHidden],
  );
}
