import { useSession } from '../auth';
import { PageFrame } from '../../ui/page-frame';
import { AddOnsSection } from './add-ons-section';
import { PlanAction } from './plan-action';
import { PlanGrid } from './plan-grid';

/** `/pricing`: the plans and add-ons on their own page (SPEC §2). */
export function PricingPage() {
  const { user } = useSession();
  return (
    <PageFrame backLabel={user ? 'Back to dashboard' : 'Back to home'}>
      <div className="relative overflow-hidden">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-[32rem] bg-aurora [mask-image:linear-gradient(to_bottom,black_40%,transparent)]" />
        <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-24 sm:px-6 sm:pt-20">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Pricing</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">
              Plans that grow with your <span className="text-gradient">fanbase</span>
            </h1>
            <p className="mt-4 text-lg text-zinc-400">
              Start free with one bot. Upgrade when your fans want more of you. Cancel anytime.
            </p>
          </div>
          <div className="mt-14">
            <PlanGrid renderAction={(plan) => <PlanAction plan={plan} />} />
          </div>
          <AddOnsSection />
        </div>
      </div>
    </PageFrame>
  );
}
