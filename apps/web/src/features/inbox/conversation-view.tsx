import { MessageSquareDashed } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ConversationHeader } from './conversation-header';
import { ConversationFooter } from './conversation-footer';
import { EraseFanDialog } from './erase-fan-dialog';
import { FanCard } from './fan-card';
import { FanCardSheet } from './fan-card-sheet';
import { PaneLoadFailed, PaneSpinner } from './pane-states';
import { Transcript } from './transcript';
import { useMarkRead } from './use-mark-read';
import { useTakeover } from './use-takeover';

interface ConversationViewProps {
  conversationId: string;
  onBack(): void;
  onErased(): void;
}

/** The right pane: the header, the transcript, the reply box (or how to reply), and the fan card. */
export function ConversationView({ conversationId, onBack, onErased }: ConversationViewProps) {
  const card = trpc.inbox.conversation.useQuery({ id: conversationId });
  const takeover = useTakeover(conversationId);
  const [fanCardOpen, setFanCardOpen] = useState(false);
  const [erasing, setErasing] = useState(false);
  useMarkRead(card.data);

  if (card.isPending) {
    return <PaneSpinner label="Loading conversation" className="h-full" />;
  }

  if (!card.data) {
    if (card.error?.data?.code !== 'NOT_FOUND') return <PaneLoadFailed title="The conversation could not be loaded" query={card} />;
    return (
      <EmptyState
        compact
        icon={MessageSquareDashed}
        title="This conversation is gone"
        action={
          <Button variant="secondary" size="sm" onClick={onBack}>
            Back to conversations
          </Button>
        }
      >
        The fan’s data was erased, or the bot was deleted.
      </EmptyState>
    );
  }

  const detail = card.data;
  return (
    <div className="flex h-full min-w-0">
      <div className="flex min-w-0 flex-1 flex-col">
        <ConversationHeader
          detail={detail}
          takeover={takeover}
          fanCardOpen={fanCardOpen}
          onToggleFanCard={() => setFanCardOpen((open) => !open)}
          onBack={onBack}
          onErase={() => setErasing(true)}
        />
        <Transcript conversationId={conversationId} fanName={detail.fan.name} botName={detail.bot.name} />
        <ConversationFooter detail={detail} takeover={takeover} />
      </div>
      {/* A div, not an aside: the fan card inside is already the "Fan details" region, and a nested landmark confuses screen readers. */}
      <div className="hidden w-72 shrink-0 border-l border-white/[0.06] xl:block">
        <FanCard detail={detail} />
      </div>
      <FanCardSheet detail={detail} open={fanCardOpen} onOpenChange={setFanCardOpen} />
      <EraseFanDialog
        conversationId={conversationId}
        fanName={detail.fan.name}
        botName={detail.bot.name}
        open={erasing}
        onOpenChange={setErasing}
        onErased={onErased}
      />
    </div>
  );
}
