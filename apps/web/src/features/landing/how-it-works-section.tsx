import { Bot, HandCoins, KeyRound, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const STEPS: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Bot,
    title: 'Build your bot',
    body: 'Pick a template or start from scratch. Give it your name, your greeting and the way you talk to fans.',
  },
  {
    icon: KeyRound,
    title: 'Connect Telegram',
    body: 'Message @BotFather, send /newbot and paste the token it gives you into Fanline. Hit Deploy and you are live.',
  },
  {
    icon: HandCoins,
    title: 'Earn while it chats',
    body: 'Your bot answers DMs around the clock, nudges for tips and unlocks paid chats while you get on with your day.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how" aria-labelledby="how-title" className="relative border-y border-white/[0.06] bg-ink-900/60 py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From idea to earning in three steps"
          description="No servers, no code, no waiting on approvals. Most creators are live in under ten minutes."
        />
        <ol className="mt-14 grid gap-5 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative rounded-3xl bg-ink-850/80 p-7 ring-1 ring-white/[0.08]">
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-2xl bg-brand-gradient shadow-lg shadow-brand-700/30">
                  <Icon aria-hidden="true" className="size-6 text-white" />
                </span>
                <span aria-hidden="true" className="text-5xl font-bold text-brand-300/55 tabular-nums">
                  0{index + 1}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-semibold text-white">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-400">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
