import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PlanAction, PlanGrid } from '../pricing';
import { SectionHeading } from './section-heading';

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Start free, upgrade when your fans do"
        description="Every plan includes Telegram deploys and the full bot builder. Cancel anytime."
      />
      <div className="mt-14">
        <PlanGrid renderAction={(plan) => <PlanAction plan={plan} />} />
      </div>
      <p className="mt-10 text-center">
        <Link
          to="/pricing"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
        >
          Compare plans and add-ons
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
}
