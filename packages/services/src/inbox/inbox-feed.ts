import { INBOX_CHANNEL, listenForNotifications, type Listener } from '@fanline/db';
import type { Logger } from '../logger';

/** Something changed in a creator's inbox: a conversation (a message, its delivery, a takeover, a read) or a broadcast. */
export interface InboxChange {
  bot_id: string;
  conversation_id?: string;
  broadcast_id?: string;
}

export interface InboxFeed {
  /** Calls back with each change of this creator's inbox until the returned function is called. */
  subscribe(userId: string, onChange: (change: InboxChange) => void): () => void;
  /** Resolves once the process is listening, so no change after it is missed (a subscriber's refetch is complete from then on). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * One LISTEN connection per API process on the inbox channel, whose
 * triggers fire for every writer (the runner, this or another API process),
 * fanned out in memory to the creators who have their inbox open. A lost
 * connection is reopened; subscribers then see changes again within a
 * second (what they missed meanwhile they refetch on reconnect: see the web
 * app's inbox).
 */
export function createInboxFeed(connectionString: string, log: Logger): InboxFeed {
  const subscribers = new Map<string, Set<(change: InboxChange) => void>>();
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
    for (const listener of listeners) listener(change);
  };

  let listener: Listener | null = null;
  let started = false;
  const waiters: Array<() => void> = [];
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
      for (const wake of waiters.splice(0)) wake();
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

  const start = () => {
    if (started) return;
    started = true;
    void connect();
  };

  // Listening starts with the first subscriber, so a process nobody watches holds no extra connection.
  return {
    subscribe(userId, onChange) {
      start();
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    listening() {
      start();
      return listener ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const wake of waiters.splice(0)) wake();
      clearTimeout(timer);
      await listener?.close().catch(() => {});
      listener = null;
    },
  };
}
