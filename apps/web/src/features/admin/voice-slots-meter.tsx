import { AudioLines, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { slotsFull } from './voice-clone-text';

/**
 * Fanline's ElevenLabs account: custom voice slots in use against its limit
 * (issue #39), amber once full, when creators' new clones are refused. Absent
 * while loading, on an error, and when the server has no ElevenLabs key or
 * ElevenLabs did not answer: there is no figure to show then.
 */
export function VoiceSlotsMeter() {
  const query = trpc.voiceClone.slots.useQuery();
  const slots = query.data?.slots;
  if (!slots) return null;
  const full = slotsFull(slots);
  const share = slots.limit > 0 ? Math.min(1, slots.used / slots.limit) : 1;
  return (
    <div
      data-testid="voice-slots"
      title={full ? 'Every voice slot is taken: creators cannot clone a voice until one is withdrawn.' : 'Custom voices on the ElevenLabs account, against its limit'}
      className={cn(
        'flex min-w-52 items-center gap-3 rounded-xl px-3.5 py-2 ring-1',
        full ? 'bg-amber-500/10 text-amber-100 ring-amber-400/30' : 'bg-white/[0.04] text-zinc-300 ring-white/[0.08]',
      )}
    >
      {full ? <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-300" /> : <AudioLines aria-hidden="true" className="size-4 shrink-0 text-brand-300" />}
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          Voice slots:{' '}
          <span className="font-semibold text-white tabular-nums">
            {formatCount(slots.used)} / {formatCount(slots.limit)}
          </span>{' '}
          used{full && <span className="sr-only">. Full: new clones are refused.</span>}
        </p>
        <div aria-hidden="true" className="mt-1.5 h-1 overflow-hidden rounded-full bg-white/[0.08]">
          <div className={cn('h-full rounded-full', full ? 'bg-amber-400' : 'bg-brand-400')} style={{ width: `${share * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
