import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { InboxChange } from './inbox-types';
import { useInvalidateTranscripts } from './use-transcript';

/** Changes arriving this close together are read in one go (a fan message, the reply and its delivery come in a burst). */
const COALESCE_MS = 120;
/** The conversation list is re-read at most this often from live changes. */
const LIST_EVERY_MS = 1_000;

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
  const [ready, setReady] = useState(false);
  const pending = useRef<InboxChange[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const listTimer = useRef<number | undefined>(undefined);
  const lastListRead = useRef(0);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(listTimer.current);
    },
    [],
  );

  function flush() {
    timer.current = undefined;
    const changes = pending.current.splice(0);
    const conversations = new Set(changes.flatMap((change) => (change.conversation_id ? [change.conversation_id] : [])));
    // A broadcast's progress alone leaves the list as it is: a long broadcast would otherwise re-read it many times a second.
    if (conversations.size > 0) invalidateListSoon();
    for (const id of conversations) {
      void utils.inbox.conversation.invalidate({ id });
      void invalidateTranscripts(id);
    }
    const broadcasts = changes.filter((change) => change.broadcast_id);
    for (const change of broadcasts) void utils.broadcasts.get.invalidate({ id: change.broadcast_id! });
    for (const botId of new Set(broadcasts.map((change) => change.bot_id))) void utils.broadcasts.list.invalidate({ id: botId });
  }

  /** The list (and the tab's badge) re-read at most every LIST_EVERY_MS, however fast fans write. */
  function invalidateListSoon() {
    if (listTimer.current !== undefined) return;
    const wait = Math.max(0, lastListRead.current + LIST_EVERY_MS - Date.now());
    listTimer.current = window.setTimeout(() => {
      listTimer.current = undefined;
      lastListRead.current = Date.now();
      void utils.inbox.conversations.invalidate();
      void utils.inbox.unreadCount.invalidate();
    }, wait);
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
        // The server listens from here on: everything is re-read, for whatever changed before (the first read may
        // predate the listening) or while the feed was down.
        refetchEverything();
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
