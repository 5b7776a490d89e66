import { AudioLines } from 'lucide-react';
import { useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DialogShell } from '../../ui/dialog-shell';
import type { AdminUser, VoiceCloneRecord } from './admin-types';
import { CardEmpty, CardLoadError, CardLoading } from './card-query-states';
import { useVoiceCloneWithdraw } from './use-voice-clone-withdraw';
import { VoiceCloneRecordCard } from './voice-clone-record-card';

function CloneRecords({ user }: { user: AdminUser }) {
  const query = trpc.voiceClone.records.useQuery({ id: user.id });
  const [withdrawing, setWithdrawing] = useState<VoiceCloneRecord | null>(null);
  const withdraw = useVoiceCloneWithdraw(() => setWithdrawing(null));
  const list = useRef<HTMLUListElement>(null);

  if (query.isPending) return <CardLoading label="Loading the voice clone record" />;
  if (query.isError) return <CardLoadError what="The voice clone record" query={query} />;
  if (query.data.records.length === 0) {
    return <CardEmpty icon={<AudioLines aria-hidden="true" className="size-4 shrink-0" />}>{user.name} has never cloned their voice.</CardEmpty>;
  }
  return (
    <>
      {/* Focus lands here after a withdrawal, as the button that asked for it is gone. */}
      <ul ref={list} tabIndex={-1} aria-label="Cloned voices, newest first" className="space-y-3 rounded-2xl focus-visible:outline-offset-4">
        {query.data.records.map((record) => (
          <VoiceCloneRecordCard key={`${record.created_at}-${record.voice_id ?? ''}`} record={record} onWithdraw={() => setWithdrawing(record)} />
        ))}
      </ul>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw this voice?"
        description={
          <>
            {user.name}’s bots stop speaking in “{withdrawing?.name}” at once and move to the default voice, and the voice is deleted at ElevenLabs. The consent
            record stays. This cannot be undone.
          </>
        }
        confirmLabel="Withdraw voice"
        busyLabel="Withdrawing..."
        busy={withdraw.isPending}
        destructive
        onConfirm={() => withdraw.mutate({ id: user.id })}
        onCloseAutoFocus={(event) => {
          if (withdraw.isIdle) return;
          event.preventDefault();
          list.current?.focus({ preventScroll: true });
        }}
      />
    </>
  );
}

/**
 * A user's cloned voices with their consent records (issue #39), opened from
 * their row; the one in use can be withdrawn from here. Mounted per user (keyed).
 */
export function VoiceCloneDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange(open: boolean): void }) {
  if (!user) return null;
  return (
    <DialogShell
      open
      size="lg"
      onOpenChange={onOpenChange}
      title="Voice clone record"
      description={`Every voice ${user.name} (${user.email}) cloned, with the consent it was made with.`}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <CloneRecords user={user} />
    </DialogShell>
  );
}
