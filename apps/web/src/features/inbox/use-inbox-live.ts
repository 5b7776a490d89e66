import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { InboxChange } from './inbox-types';
import { useInvalidateTranscripts } from './use-transcript';

/** Changes arriving this close together are read in one go (a fan message, the reply and its delivery come in a burst). */
const COALESCE_MS = 120;

export type LiveFeed = ReturnType<typeof useInboxLive>;

/**
 * The inbox's live feed (SSE): each change re-reads what it touched: the
 * lists, that conversation's card and transcript, that broadcast and the
 * bot's broadcasts. On a reconnect everything is re-read, for whatever
 * changed while the feed was down.
 */
export function useInboxLive() {
  const utils = trpc.useUtils();
  const invalidateTranscripts = useInvalidateTranscripts();
  const connectedBefore = useRef(false);
  const [ready, setReady] = useState(false);
  const pending = useRef<InboxChange[]>([]);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function flush() {
    timer.current = undefined;
    const changes = pending.current.splice(0);
    void utils.inbox.conversations.invalidate();
    const conversations = new Set(changes.flatMap((change) => (change.conversation_id ? [change.conversation_id] : [])));
    for (const id of conversations) {
      void utils.inbox.conversation.invalidate({ id });
      void invalidateTranscripts(id);
    }
    const broadcasts = changes.filter((change) => change.broadcast_id);
    for (const change of broadcasts) void utils.broadcasts.get.invalidate({ id: change.broadcast_id! });
    for (const botId of new Set(broadcasts.map((change) => change.bot_id))) void utils.broadcasts.list.invalidate({ id: botId });
  }

  function refetchEverything() {
    void utils.inbox.invalidate();
    void utils.broadcasts.invalidate();
    void invalidateTranscripts();
  }

  const subscription = trpc.inbox.live.useSubscription(undefined, {
    onStarted() {
      setReady(false);
    },
    onData(event) {
      if (event.kind === 'ready') {
        // The server listens from here on: a reconnect re-reads everything, for whatever changed while the feed was down.
        if (connectedBefore.current) refetchEverything();
        connectedBefore.current = true;
        setReady(true);
        return;
      }
      pending.current.push(event);
      timer.current ??= window.setTimeout(flush, COALESCE_MS);
    },
    onError() {
      setReady(false);
    },
  });
  return { status: subscription.status, ready, retry: subscription.reset };
}
