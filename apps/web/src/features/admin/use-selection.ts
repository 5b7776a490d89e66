import { useCallback, useMemo, useState } from 'react';

/** Ticked rows of a paged list, by id; `visibleIds` are the rows on screen (select all ticks those). */
export function useSelection(visibleIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
      toggleAll: () => setSelected(allSelected ? new Set() : new Set(visibleIds)),
      clear: () => setSelected(new Set()),
    }),
    [selected, allSelected, toggle, visibleIds],
  );
}
