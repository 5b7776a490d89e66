import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * A console list's page, search (debounced for the query) and filter. A new
 * search or filter starts again from page 1.
 */
export function useListControls<F extends string>(initialFilter: F) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F>(initialFilter);
  const settledSearch = useDebouncedValue(search.trim());
  return {
    page,
    setPage,
    search,
    settledSearch,
    filter,
    setSearch(value: string) {
      setSearch(value);
      setPage(1);
    },
    setFilter(value: F) {
      setFilter(value);
      setPage(1);
    },
  };
}
