import { AudioLines, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatShortDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ClonedBadge } from './cloned-badge';
import type { ClonedVoice } from './upload-voice-clone';
import { useRefreshVoices } from './use-own-voice';

/** The creator's cloned voice: its name and date, who may use it, and the way to withdraw it (which must always be open to them). */
export function OwnVoiceCard({ voice }: { voice: ClonedVoice }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = trpc.voiceClone.withdraw.useMutation();
  const refresh = useRefreshVoices();

  async function confirmWithdraw() {
    try {
      const { message } = await withdraw.mutateAsync();
      toast.success(message);
      setConfirming(false);
      await refresh(true);
    } catch (error) {
      toast.error(errorMessage(error, 'Your voice was not withdrawn. Please try again.'));
    }
  }

  return (
    <div className="rounded-2xl bg-[linear-gradient(135deg,rgb(139_92_246/0.12),rgb(236_72_153/0.06))] p-4 ring-1 ring-inset ring-brand-400/20">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white shadow-lg shadow-brand-700/30">
          <AudioLines className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 items-center gap-2">
            <span className="truncate font-semibold text-white">{voice.name}</span>
            <ClonedBadge />
          </p>
          <p className="mt-0.5 text-xs text-zinc-400">Cloned on {formatShortDate(voice.created_at)}</p>
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-zinc-300">
        Only your bots can speak in it. Choose <span className="font-medium text-white">Your voice</span> in a bot’s Voice settings and fans hear you in its voice replies.
      </p>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} className="text-rose-300 hover:bg-rose-500/15 hover:text-rose-200">
          <Trash2 aria-hidden="true" />
          Withdraw my voice
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw your voice?"
        description="You can clone it again later with new recordings."
        confirmLabel="Withdraw my voice"
        busyLabel="Withdrawing…"
        busy={withdraw.isPending}
        destructive
        onConfirm={() => void confirmWithdraw()}
      >
        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-zinc-300 marker:text-zinc-500">
          <li>Your cloned voice is deleted at ElevenLabs, and no bot can speak in it again.</li>
          <li>Bots that speak in it move to the default voice right away.</li>
        </ul>
      </ConfirmDialog>
    </div>
  );
}
