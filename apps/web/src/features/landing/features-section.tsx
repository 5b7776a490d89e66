import { AudioLines, ChartLine, HandCoins, LayoutTemplate, Send, Sparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Sparkles,
    title: 'AI personalities',
    body: 'Write the personality, greeting and tone once. Your bot stays in character across thousands of conversations.',
  },
  {
    icon: Send,
    title: 'One-click Telegram deploy',
    body: 'Paste a BotFather token and go live in under a minute. Pause, resume or redeploy whenever you like.',
  },
  {
    icon: AudioLines,
    title: 'Voice replies',
    body: 'Answer with lifelike voice notes from 17 premium voices, so fans hear a reply instead of just reading one.',
  },
  {
    icon: HandCoins,
    title: 'Fan monetization & tips',
    body: 'Charge per message or by subscription, and let your bot ask for a tip at just the right moment.',
  },
  {
    icon: ChartLine,
    title: 'Analytics that matter',
    body: 'Messages, revenue, peak hours and your top-performing bots, at a glance and updated as fans chat.',
  },
  {
    icon: LayoutTemplate,
    title: 'Ready-made templates',
    body: 'Start from 15 proven personalities, from companion and VIP experience to sales closer, then make them yours.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything your fans love about you, on repeat"
        description="Fanline handles the conversations, the payments and the numbers, so you can get back to creating."
      />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <li
            key={title}
            className="group rounded-3xl bg-ink-850/70 p-6 ring-1 ring-white/[0.08] transition duration-200 hover:bg-ink-850 hover:ring-brand-400/40"
          >
            <span className="grid size-11 place-items-center rounded-2xl bg-brand-500/15 ring-1 ring-brand-400/25 transition group-hover:bg-brand-500/25">
              <Icon aria-hidden="true" className="size-5 text-brand-300" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-white">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-400">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
