import { Copy, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';

function dollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** Profile: the creator's referral link (`/?ref=CODE`, credited at sign-up) and what it has earned. */
export function ReferralSection() {
  const referrals = trpc.support.referrals.useQuery();
  const data = referrals.data;
  const link = data ? `${window.location.origin}/?ref=${data.referral_code}` : '';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Referral link copied to clipboard!');
    } catch {
      toast.error('Your browser blocked the clipboard. Select the link and copy it.');
    }
  }

  return (
    <section aria-labelledby="referral-title" className="space-y-3">
      <div className="flex items-center gap-2">
        <Share2 aria-hidden="true" className="size-4 text-brand-300" />
        <h3 id="referral-title" className="text-base font-semibold text-white">
          Refer creators
        </h3>
      </div>
      <p className="text-sm text-zinc-400">Share your link. When someone signs up through it and pays for a plan, you earn a commission.</p>
      {referrals.isError ? (
        <p className="text-sm text-rose-300">Your referral link could not be loaded.</p>
      ) : (
        <>
          <div className="flex gap-2">
            <label className="min-w-0 flex-1">
              <span className="sr-only">Your referral link</span>
              <input
                readOnly
                value={link}
                placeholder="Loading…"
                onFocus={(e) => e.currentTarget.select()}
                className="block h-11 w-full truncate rounded-xl bg-ink-900 px-3.5 text-sm text-zinc-200 ring-1 ring-white/10 ring-inset focus:ring-2 focus:ring-brand-400 focus:outline-none"
              />
            </label>
            <Button variant="secondary" onClick={() => void copyLink()} disabled={!data} aria-label="Copy referral link">
              <Copy aria-hidden="true" />
              <span className="hidden sm:inline">Copy</span>
            </Button>
          </div>
          <dl className="grid grid-cols-3 gap-2 rounded-2xl bg-ink-900/70 p-3 text-center ring-1 ring-white/[0.06]">
            {[
              { label: 'Referrals', value: data ? data.referrals.toLocaleString('en-US') : '—' },
              { label: 'Revenue', value: data ? dollars(data.revenue) : '—' },
              { label: 'Earned', value: data ? dollars(data.commission) : '—' },
            ].map(({ label, value }) => (
              <div key={label}>
                <dt className="text-[11px] tracking-wide text-zinc-500 uppercase">{label}</dt>
                <dd className="mt-0.5 font-semibold text-white tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
