import { Component, Suspense, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CardSkeleton } from './card-placeholder';

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

interface ChartFrameProps {
  /** Test hook on the wrapper; the drawn chart is the `svg.recharts-surface` inside it. */
  testId: string;
  /** One or two sentences a screen reader announces instead of the drawing. */
  summary: string;
  /** The figures behind the drawing, for screen readers (visually hidden). */
  table: ChartTable;
  /** The drawing's height; with `grow`, its minimum, and it fills whatever height the card is given. */
  height: number;
  grow?: boolean;
  children: ReactNode;
}

/** Stands in for a chart whose code could not be fetched (say, after a deploy replaced the chunk). */
class ChartLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="grid h-full place-items-center rounded-2xl bg-white/[0.03] px-4 text-center text-xs text-zinc-500">
        This chart could not be drawn. Reload the page to try again.
      </div>
    );
  }
}

/**
 * A chart's accessible frame: the drawing is one labelled image (its parts are
 * not individually meaningful to a screen reader), and the data sits beside it
 * as a hidden table. Sized here so the lazy chart does not shift the layout.
 */
export function ChartFrame({ testId, summary, table, height, grow = false, children }: ChartFrameProps) {
  return (
    <figure data-testid={testId} className={cn('m-0 min-w-0', grow && 'flex flex-1 flex-col')}>
      <div
        role="img"
        aria-label={summary}
        style={grow ? { minHeight: height } : { height }}
        className={cn('relative w-full min-w-0 [&_.recharts-surface]:outline-none', grow && 'flex-1')}
      >
        {/* Absolutely placed so the chart's 100% height always resolves, however the card's height was decided. */}
        <div className="absolute inset-0">
          <ChartLoadBoundary>
            <Suspense fallback={<CardSkeleton height={height} />}>{children}</Suspense>
          </ChartLoadBoundary>
        </div>
      </div>
      {/* The wrapper, not the table, is visually hidden: a table ignores the 1px width and would widen the page. */}
      <div className="sr-only">
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (column === 0 ? <th key={column} scope="row">{cell}</th> : <td key={column}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
