import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/button';

interface PaginationControlsProps {
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** "1,000+ users" or "42 bots". */
  summary: string;
  onPageChange(page: number): void;
  label: string;
}

/** Previous / Next under a list; the caller shows it only when the total exceeds a page (docs/product.md §14). */
export function PaginationControls({ page, totalPages, hasPrevious, hasNext, summary, onPageChange, label }: PaginationControlsProps) {
  return (
    <nav aria-label={label} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-zinc-400">
        Page <span className="font-medium text-zinc-200 tabular-nums">{page}</span> of{' '}
        <span className="font-medium text-zinc-200 tabular-nums">{totalPages}</span> · {summary}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
