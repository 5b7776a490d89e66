import { BadgeCheck, HandCoins, Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

function Bubble({ from, children }: { from: 'fan' | 'bot'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm',
        from === 'fan' ? 'self-end rounded-br-md bg-brand-600 text-white' : 'self-start rounded-bl-md bg-ink-700 text-zinc-100',
      )}
    >
      {children}
    </div>
  );
}

/** An illustration of a fan chat; decorative, so it is hidden from assistive technology. */
export function ChatPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:mx-0">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-brand-gradient opacity-20 blur-3xl" />
      <div className="relative overflow-hidden rounded-[2rem] bg-ink-850/90 ring-1 ring-white/10 backdrop-blur">
        <div className="flex items-center gap-3 border-b border-white/[0.06] px-5 py-4">
          <span className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-flare-400 to-brand-500 text-sm font-bold text-white">
            LM
          </span>
          <div>
            <p className="flex items-center gap-1 text-sm font-semibold text-white">
              Luna Mae <BadgeCheck className="size-4 text-brand-300" />
            </p>
            <p className="text-xs text-emerald-400">AI chatbot · replies instantly</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 px-5 py-6">
          <Bubble from="fan">omg are you going live this week??</Bubble>
          <Bubble from="bot">Friday at 8pm! I'm saving you a front-row seat. Want me to ping you when it starts?</Bubble>
          <Bubble from="fan">yes please!! you're the best</Bubble>
          <div className="flex items-center gap-2 self-start rounded-2xl rounded-bl-md bg-ink-700 px-4 py-3">
            <Mic className="size-4 text-flare-400" />
            <span className="flex h-5 items-end gap-0.5">
              {[40, 70, 100, 55, 85, 35, 65, 90, 45, 75, 30, 60].map((height, index) => (
                <span key={index} className="w-1 rounded-full bg-brand-300/80" style={{ height: `${height}%` }} />
              ))}
            </span>
            <span className="text-xs text-zinc-400">0:12</span>
          </div>
        </div>
      </div>
      <div className="absolute -right-2 -bottom-6 flex animate-float items-center gap-2.5 rounded-2xl bg-ink-800/95 px-4 py-3 shadow-xl ring-1 ring-white/10 sm:-right-8">
        <span className="grid size-8 place-items-center rounded-full bg-emerald-400/15">
          <HandCoins className="size-4 text-emerald-400" />
        </span>
        <div>
          <p className="text-xs text-zinc-400">Tip received</p>
          <p className="text-sm font-semibold text-white">+$10.00</p>
        </div>
      </div>
    </div>
  );
}
