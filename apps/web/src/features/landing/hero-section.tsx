import { ArrowRight, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthDialog } from '../auth';
import { Button } from '../../ui/button';
import { ChatPreview } from './chat-preview';

// docs/product.md §3: these figures are marketing copy, not read from any data source.
const MARKETING_FIGURES = [
  { value: '12,000+', label: 'creators served' },
  { value: '$2.4k', label: 'average monthly revenue' },
  { value: '24/7', label: 'replies, in your voice' },
] as const;

export function HeroSection() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-aurora [mask-image:linear-gradient(to_bottom,black_60%,transparent)]" />
      <div aria-hidden="true" className="absolute inset-0 bg-grid [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_0.9fr] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/[0.06] px-3 py-1 text-xs font-medium text-brand-200 ring-1 ring-white/10">
            <Sparkles aria-hidden="true" className="size-3.5 text-flare-400" />
            AI chatbots for creators, live on Telegram
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.05] font-bold tracking-tight text-balance text-white sm:text-6xl">
            Your fans get you, <span className="text-gradient">even while you sleep</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-zinc-300">
            Fanline turns your personality into an AI chatbot that answers every fan message on Telegram, with voice
            replies, tips and paid chats built in. No code. Live in minutes.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => openAuthDialog('signup')}>
              Build your bot free
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href="#how">See how it works</a>
            </Button>
          </div>
          <p className="mt-6 flex max-w-xl items-start gap-2 text-sm text-zinc-400">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            <span>
              Fans always know they're chatting with an AI version of you.{' '}
              <Link to="/safety" className="font-medium text-brand-300 underline underline-offset-4 hover:text-brand-200">
                How we keep fans safe
              </Link>
            </span>
          </p>
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-white/10 pt-8">
            {MARKETING_FIGURES.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-xs text-zinc-400 sm:text-sm">{label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ChatPreview />
      </div>
    </section>
  );
}
