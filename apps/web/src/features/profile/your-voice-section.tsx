import type { PublicUser } from '@fanline/core';
import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { canCloneVoice, OwnVoiceCard, useOwnVoice, VoiceCloneLocked, YourVoiceDialog } from '../voice-clone';

/**
 * Profile's "Your voice": the voice itself when there is one, the plan it
 * needs, or the way into cloning it (a dialog of its own: the recordings and
 * consent need the room).
 */
export function YourVoiceSection({ user }: { user: PublicUser }) {
  const own = useOwnVoice();
  const [cloning, setCloning] = useState(false);
  const voice = own.data?.voice;

  return (
    <section aria-labelledby="your-voice-title" className="space-y-3">
      <div>
        <h3 id="your-voice-title" className="text-sm font-semibold text-white">
          Your voice
        </h3>
        <p className="text-xs text-zinc-500">A clone of your own voice for your bots’ voice replies, made with your consent.</p>
      </div>
      {own.isPending ? (
        <div className="h-20 animate-pulse rounded-2xl bg-white/[0.03]" />
      ) : voice ? (
        <OwnVoiceCard voice={voice} />
      ) : !canCloneVoice(user) ? (
        <VoiceCloneLocked />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-ink-900/70 p-4 ring-1 ring-white/[0.06] sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 flex-1 text-sm text-zinc-300">Record or upload a few minutes of you talking, and your bots can answer fans in your voice.</p>
          <Button size="sm" onClick={() => setCloning(true)}>
            <AudioLines aria-hidden="true" />
            Clone your voice
          </Button>
        </div>
      )}
      <YourVoiceDialog open={cloning} onOpenChange={setCloning} />
    </section>
  );
}
