import { RotateCw } from 'lucide-react';
import { Button } from '../../ui/button';
import { useSession } from '../auth';
import { CloneVoiceForm } from './clone-voice-form';
import { OwnVoiceCard } from './own-voice-card';
import type { ClonedVoice } from './upload-voice-clone';
import { useOwnVoice } from './use-own-voice';
import { canCloneVoice } from './voice-clone-access';
import { VoiceCloneLocked } from './voice-clone-locked';

/**
 * "Your voice" in full: the voice once there is one (withdrawing stays open
 * whatever the plan), the plan it needs, or the form that clones it.
 */
export function YourVoicePanel({ onCloned }: { onCloned?(voice: ClonedVoice): void }) {
  const { user } = useSession();
  const own = useOwnVoice();
  if (own.isPending) {
    return (
      <div role="status" className="h-40 animate-pulse rounded-2xl bg-white/[0.03]">
        <span className="sr-only">Loading your voice…</span>
      </div>
    );
  }
  if (own.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/[0.03] p-4 text-sm text-zinc-300 ring-1 ring-inset ring-white/[0.07]">
        Your voice could not be loaded.
        <Button variant="secondary" size="sm" onClick={() => void own.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (own.data.voice) return <OwnVoiceCard voice={own.data.voice} />;
  if (!canCloneVoice(user)) return <VoiceCloneLocked />;
  return <CloneVoiceForm user={user} onCloned={onCloned} />;
}
