import { Info } from 'lucide-react';

/** Purchase buttons point at this notice (aria-describedby) while they are switched off. */
export const PAYMENTS_NOTICE_ID = 'payments-notice';

/** Shown when the server has no Stripe keys: calm, since nothing is broken for the creator. */
export function PaymentsNotice() {
  return (
    <div id={PAYMENTS_NOTICE_ID} className="flex gap-3 rounded-2xl bg-white/[0.04] px-4 py-3.5 text-sm ring-1 ring-white/10">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
      <div>
        <p className="font-medium text-white">Payments are not configured on this server</p>
        <p className="mt-0.5 text-zinc-400">
          Plans and credit packs can’t be bought here right now. Your current plan and bots keep working as usual.
        </p>
      </div>
    </div>
  );
}
