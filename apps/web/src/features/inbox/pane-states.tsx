import { CloudOff, RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';

/** A pane's first load under way: a spinner, announced by `label` ("Loading messages"). */
export function PaneSpinner({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" aria-label={label} className={cn('grid place-items-center', className)}>
      <Spinner className="size-6 text-zinc-500" />
    </div>
  );
}

/** The query of a pane whose load failed, to be tried again. */
interface RetryableQuery {
  isFetching: boolean;
  refetch(): unknown;
}

/** A pane whose first load failed: what, the likely cause, and a button to try again that spins while it does. */
export function PaneLoadFailed({ title, query }: { title: string; query: RetryableQuery }) {
  return (
    <EmptyState
      compact
      icon={CloudOff}
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Try again
        </Button>
      }
    >
      Check your connection and try again.
    </EmptyState>
  );
}
