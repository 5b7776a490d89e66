import { LifeBuoy } from 'lucide-react';
import { formatCount } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { SectionCard } from '../../ui/section-card';
import { CardEmpty, CardLoadError, CardLoading } from './card-query-states';
import type { CrisisReferralYear } from './admin-types';

const SB243_NOTE = 'For the SB 243 annual report (from 1 July 2027)';

function YearTable({ years }: { years: CrisisReferralYear[] }) {
  return (
    // Five columns: should a narrow phone not fit them, the table scrolls inside the card instead of widening the page.
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">Crisis referrals per year</caption>
        <thead>
          <tr className="text-left align-bottom text-[11px] text-zinc-500 sm:text-xs">
            <th scope="col" className="pb-2 font-medium">Year</th>
            <th scope="col" className="pb-2 pl-2 text-right font-medium sm:pl-3">Referrals</th>
            <th scope="col" className="pb-2 pl-2 text-right font-medium sm:pl-3">From fan messages</th>
            <th scope="col" className="pb-2 pl-2 text-right font-medium sm:pl-3">From blocked replies</th>
            <th scope="col" className="pb-2 pl-2 text-right font-medium sm:pl-3">Referred by the bot</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {years.map((row) => (
            <tr key={row.year} data-testid="crisis-referral-year" className="border-t border-white/[0.06]">
              <th scope="row" className="py-2.5 text-left font-semibold text-white">{row.year}</th>
              <td className="py-2.5 pl-2 sm:pl-3 text-right text-sm font-bold text-white sm:text-base">{formatCount(row.referrals)}</td>
              <td className="py-2.5 pl-2 sm:pl-3 text-right text-zinc-300">{formatCount(row.from_fan_messages)}</td>
              <td className="py-2.5 pl-2 sm:pl-3 text-right text-zinc-300">{formatCount(row.from_blocked_replies)}</td>
              <td className="py-2.5 pl-2 sm:pl-3 text-right text-zinc-300">{formatCount(row.from_model_replies)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CrisisReferralsBody() {
  const query = trpc.admin.crisisReferrals.useQuery();

  if (query.data && query.data.length > 0) return <YearTable years={query.data} />;
  if (query.data) {
    return <CardEmpty icon={<LifeBuoy aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />}>No crisis referrals yet</CardEmpty>;
  }
  if (query.isError) return <CardLoadError what="Crisis referrals" query={query} />;
  return <CardLoading label="Loading crisis referrals" />;
}

/** Crisis referrals per calendar year, split by what set the protocol off: the SB 243 yearly figures. */
export function CrisisReferralsCard() {
  return (
    <SectionCard title="Crisis referrals" description={SB243_NOTE}>
      <div data-testid="crisis-referrals">
        <CrisisReferralsBody />
        <p className="mt-3 text-xs leading-relaxed text-zinc-500">
          One referral is one time the suicide and self-harm protocol answered a fan with crisis-line resources, counted per calendar year (UTC). From fan
          messages: the fan’s own message set it off. From blocked replies: a bot reply was stopped and replaced. Referred by the bot: the screen let a
          message through and the bot answered it with the crisis resources itself, as every bot is told to. No message text is stored.
        </p>
      </div>
    </SectionCard>
  );
}
