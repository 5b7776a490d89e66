import { INBOX_CHANNEL, listenForNotifications, type Listener } from '@fanline/db';
import type { Logger } from '../logger';

/** Something changed in a creator's inbox: a conversation (a message, its delivery, a takeover, a read) or a broadcast. */
export interface InboxChange {
  bot_id: string;
  conversation_id?: string;
  broadcast_id?: string;
}

/**
 * What a subscriber hears: `ready` when the process listens (at first, and
 * again after a lost connection), after which no change is missed, so a
 * subscriber reads afresh then; and each change.
 */
export type InboxFeedEvent = { kind: 'ready' } | ({ kind: 'change' } & InboxChange);

export interface InboxFeed {
  /** Calls back with `ready` and each change of this creator's inbox until the returned function is called. */
  subscribe(userId: string, onEvent: (event: InboxFeedEvent) => void): () => void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * One LISTEN connection per API process on the inbox channel, whose
 * triggers fire for every writer (the runner, this or another API process),
 * fanned out in memory to the creators who have their inbox open. A lost
 * connection is reopened, and every subscriber is told `ready` again to read
 * what it missed meanwhile.
 */
export function createInboxFeed(connectionString: string, log: Logger): InboxFeed {
  const subscribers = new Map<string, Set<(event: InboxFeedEvent) => void>>();
  let listener: Listener | null = null;
  let started = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const deliver = (payload: string | undefined) => {
    let notice: InboxChange & { user_id?: string };
    try {
      notice = JSON.parse(payload ?? '') as InboxChange & { user_id?: string };
    } catch {
      return;
    }
    const listeners = notice.user_id ? subscribers.get(notice.user_id) : undefined;
    if (!listeners) return;
    const { user_id: _user, ...change } = notice;
    for (const listen of listeners) listen({ kind: 'change', ...change });
  };

  const connect = async () => {
    if (closed) return;
    let lost = false;
    const onLost = (error: Error) => {
      if (lost) return;
      lost = true;
      log.error('Inbox feed connection lost; reconnecting', { error: error.message });
      void listener?.close().catch(() => {});
      listener = null;
      reconnectSoon();
    };
    try {
      const opened = await listenForNotifications(connectionString, INBOX_CHANNEL, deliver, onLost);
      if (closed) return void (await opened.close());
      listener = opened;
      for (const listeners of subscribers.values()) for (const listen of listeners) listen({ kind: 'ready' });
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const reconnectSoon = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
  };

  // Listening starts with the first subscriber, so a process nobody watches holds no extra connection.
  return {
    subscribe(userId, onEvent) {
      if (!started) {
        started = true;
        void connect();
      }
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(onEvent);
      // Already listening: ready at once (after this call returns, as a later connect would be).
      if (listener) queueMicrotask(() => set.has(onEvent) && onEvent({ kind: 'ready' }));
      return () => {
        set.delete(onEvent);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await listener?.close().catch(() => {});
      listener = null;
    },
  };
}
