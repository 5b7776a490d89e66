import { useState } from 'react';
import { DialogShell } from '../../../ui/dialog-shell';
import { CHANNEL_NAMES } from '@fanline/core';
import type { Channel } from '../inbox-types';
import { BroadcastForm } from './broadcast-form';
import { BroadcastProgress } from './broadcast-progress';
import { RecentBroadcasts } from './recent-broadcasts';

type View = { kind: 'compose' } | { kind: 'progress'; broadcastId: string };

interface BroadcastDialogProps {
  bot: { id: string; name: string; channel: Channel };
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** New broadcast: write it and pick the audience, then follow its progress live; the bot's recent broadcasts below. */
export function BroadcastDialog({ bot, open, onOpenChange }: BroadcastDialogProps) {
  const [view, setView] = useState<View>({ kind: 'compose' });
  const close = () => onOpenChange(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // Opening again starts from a new message.
        if (!next) setView({ kind: 'compose' });
      }}
      title={view.kind === 'compose' ? 'New broadcast' : 'Broadcast'}
      description={
        view.kind === 'compose'
          ? `One message from ${bot.name} to its fans on ${CHANNEL_NAMES[bot.channel]}. Fans who opted out are skipped.`
          : `From ${bot.name} on ${CHANNEL_NAMES[bot.channel]}. Progress updates live.`
      }
    >
      {view.kind === 'compose' ? (
        <>
          <BroadcastForm botId={bot.id} channel={bot.channel} onCancel={close} onCreated={(broadcast) => setView({ kind: 'progress', broadcastId: broadcast.id })} />
          <RecentBroadcasts botId={bot.id} onOpen={(broadcastId) => setView({ kind: 'progress', broadcastId })} />
        </>
      ) : (
        <BroadcastProgress broadcastId={view.broadcastId} onBack={() => setView({ kind: 'compose' })} onClose={close} />
      )}
    </DialogShell>
  );
}
