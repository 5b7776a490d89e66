import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';

/** Three steps to a live bot, ticked off from the real fleet statistics; it steps aside once a bot is live. */
export function GettingStarted() {
  const { data } = trpc.bots.stats.useQuery();
  // Unknown yet, or done: either way there is nothing to guide.
  if (!data || data.deployed_bots > 0) return null;
  const steps = [
    { title: 'Create your Fanline account', body: 'Done. Welcome aboard!', done: true },
    {
      title: 'Build your first bot',
      body: 'Press Deploy at the top, or start from a template. Get a token from @BotFather in Telegram (send /newbot).',
      done: data.total_bots > 0,
    },
    {
      title: 'Go live on Telegram',
      body: 'Deploy the bot from the Bot Fleet tab, then test it with a message of your own.',
      done: false,
    },
  ];

  return (
    <section aria-labelledby="getting-started-title" className="rounded-3xl bg-ink-850/80 p-6 ring-1 ring-white/[0.08]">
      <h3 id="getting-started-title" className="text-lg font-semibold text-white">
        Getting started
      </h3>
      <p className="mt-1 text-sm text-zinc-400">Your figures and charts fill in as soon as fans start chatting with a live bot.</p>
      <ol className="mt-5 grid gap-5 md:grid-cols-3 md:gap-6">
        {steps.map(({ title, body, done }, index) => (
          <li key={title} className="flex gap-4">
            <span
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                done ? 'bg-emerald-400/15 text-emerald-300' : 'bg-white/5 text-zinc-300 ring-1 ring-white/10',
              )}
            >
              {done ? <Check aria-label="Done" className="size-4" /> : index + 1}
            </span>
            <div>
              <p className="font-medium text-white">{title}</p>
              <p className="mt-0.5 text-sm text-zinc-400">{body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
