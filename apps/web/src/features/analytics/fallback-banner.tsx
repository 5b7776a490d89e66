import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../ui/button';
import { FAILURE_EXPLANATIONS, type AnalyticsFailure } from './analytics-failure';
import { formatClock } from './analytics-format';

interface FallbackBannerProps {
  /** Which figures: "Dashboard analytics", "Advanced analytics"… */
  subject: string;
  failure: AnalyticsFailure;
  /** Set when older figures are still on screen: a refresh failed, not the first load. */
  staleSince?: number;
  retrying: boolean;
  onRetry(): void;
}

/** Says which load failed and how it was recorded (docs/product.md §11), and offers to try again. */
export function FallbackBanner({ subject, failure, staleSince, retrying, onRetry }: FallbackBannerProps) {
  const stale = staleSince !== undefined && staleSince > 0;
  return (
    <div
      role="alert"
      data-testid="analytics-fallback-banner"
      data-failure={failure}
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-400/[0.07] px-4 py-3 text-sm ring-1 ring-amber-400/25"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-300" />
      <p className="min-w-0 flex-1 text-amber-100">
        <span className="font-semibold">
          {subject} {stale ? 'could not be refreshed' : 'could not be loaded'}
        </span>{' '}
        <span className="text-amber-200/80">
          ({failure}). {FAILURE_EXPLANATIONS[failure]}{' '}
          {stale ? `Showing the figures from ${formatClock(staleSince)}.` : 'Showing zeros until they load.'}
        </span>
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Retry
      </Button>
    </div>
  );
}
