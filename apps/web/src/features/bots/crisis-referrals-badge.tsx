import { LifeBuoy } from 'lucide-react';

/** "1 fan referred to crisis support", "3 fans …". */
export function crisisReferralsLabel(fans: number): string {
  return `${fans.toLocaleString('en-US')} ${fans === 1 ? 'fan' : 'fans'} referred to crisis support`;
}

/** A calm pill on a bot card whose fans met the crisis protocol in the last 30 days; it opens the list. */
export function CrisisReferralsBadge({ fans, onOpen }: { fans: number; onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      title="Last 30 days. Open to see the conversations."
      className="inline-flex min-h-7 max-w-full items-center gap-1.5 rounded-full bg-sky-400/10 px-2.5 py-1 text-left text-xs font-medium text-sky-200 ring-1 ring-inset ring-sky-400/25 transition hover:bg-sky-400/15 hover:text-sky-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      <LifeBuoy aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{crisisReferralsLabel(fans)}</span>
    </button>
  );
}
