import { MicOff } from 'lucide-react';
import { formatShortDate } from '../../lib/format';

/** On a bot whose cloned voice was withdrawn: it now speaks in the default voice, until a voice is chosen again (Edit). */
export function VoiceWithdrawnNote({ withdrawnAt }: { withdrawnAt: string }) {
  return (
    <p className="mt-2.5 flex items-center gap-1.5 text-xs text-zinc-500" title={`Withdrawn on ${formatShortDate(withdrawnAt)}. Choose a voice (Edit) to clear this note.`}>
      <MicOff aria-hidden="true" className="size-3.5 shrink-0" />
      Your voice was withdrawn · speaking in the default voice
    </p>
  );
}
