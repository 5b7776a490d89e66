import { useEffect, useRef, useSyncExternalStore } from 'react';
import { trpc } from '../../lib/trpc';
import type { ConversationDetail } from './inbox-types';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is on screen (a conversation open in a background tab is not being read). */
function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
}

/**
 * Marks the open conversation read whenever it has unread messages or waits
 * for a human and the page is on screen: on opening, and as new fan messages
 * arrive while it is open.
 */
export function useMarkRead(detail: ConversationDetail | undefined) {
  const visible = usePageVisible();
  const utils = trpc.useUtils();
  const markRead = trpc.inbox.markRead.useMutation({
    onSuccess: (_result, { id }) =>
      Promise.all([utils.inbox.conversation.invalidate({ id }), utils.inbox.conversations.invalidate(), utils.inbox.unreadCount.invalidate()]),
  });
  const lastAsked = useRef<string | null>(null);
  const id = detail?.id;
  const pending = detail ? detail.unread > 0 || detail.needs_human : false;
  // Ask once per state of the card, not again while the answer is on its way.
  const state = detail ? `${detail.id}:${detail.unread}:${detail.needs_human}` : null;
  const { mutate } = markRead;

  useEffect(() => {
    if (!pending) {
      // Read: the next unread message asks again, even if the count matches an earlier one.
      lastAsked.current = null;
      return;
    }
    if (!id || !visible || state === lastAsked.current) return;
    lastAsked.current = state;
    mutate({ id });
  }, [id, pending, visible, state, mutate]);
}
