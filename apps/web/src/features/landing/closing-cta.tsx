import { ArrowRight } from 'lucide-react';
import { useAuthDialog } from '../auth';
import { Button } from '../../ui/button';

export function ClosingCta() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
      <div className="relative overflow-hidden rounded-[2rem] bg-brand-gradient px-6 py-14 text-center shadow-2xl shadow-brand-900/40 sm:px-12">
        <div aria-hidden="true" className="absolute inset-0 bg-grid opacity-40" />
        <h2 id="closing-title" className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Your fans are already messaging. Let them hear back.
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-white/80">
          Build your first bot on the free Spark plan. No card, no code, no catch.
        </p>
        <Button variant="light" size="lg" className="relative mt-8" onClick={() => openAuthDialog('signup')}>
          Create your bot free
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
