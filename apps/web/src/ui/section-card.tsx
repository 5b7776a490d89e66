import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

interface SectionCardProps {
  title: string;
  /** One line under the title saying what is counted and over which window. */
  description?: ReactNode;
  /** A marker beside the title, e.g. a "FALLBACK MODE" pill. */
  badge?: ReactNode;
  /** Top-right extras, e.g. a legend or a change pill. */
  aside?: ReactNode;
  className?: string;
  testId?: string;
  /** h3 under a page or tab heading; h4 inside a titled section such as Advanced analytics. */
  headingLevel?: 'h3' | 'h4';
  children: ReactNode;
}

/** A titled, labelled region on the ink surface: the frame of the analytics panels and the console's figure cards. */
export function SectionCard({ title, description, badge, aside, className, testId, headingLevel = 'h3', children }: SectionCardProps) {
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn('flex min-w-0 flex-col rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08] sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={titleId} className="text-base font-semibold text-white">
              {title}
            </Heading>
            {badge}
          </div>
          {description && <p className="mt-0.5 text-xs text-zinc-500">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
