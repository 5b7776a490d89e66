import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';

/** docs/product.md §16: the connect pop-up is 600×700 and is polled every second. */
export const INSTAGRAM_POPUP = { width: 600, height: 700 } as const;
export const INSTAGRAM_POLL_MS = 1000;
const POPUP_NAME = 'fanline-instagram-connect';

export interface InstagramConnection {
  /** The status has been read at least once (or the query is off). */
  loaded: boolean;
  /** The status could not be read; `retry` asks again. */
  failed: boolean;
  connected: boolean;
  username: string | null;
  /** Why Meta stopped accepting the token; the creator must reconnect. */
  tokenError: string | null;
  /** The pop-up is open and being watched. */
  waiting: boolean;
  /** The login URL is being fetched. */
  starting: boolean;
  disconnecting: boolean;
  connect(): void;
  disconnect(): Promise<boolean>;
  retry(): void;
}

function popupFeatures(): string {
  const { width, height } = INSTAGRAM_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * The creator's Instagram account (one per creator, shared by their Instagram
 * bots): its status, and connecting it through Meta's business login in a
 * pop-up. The pop-up is opened at once, inside the click, so no pop-up blocker
 * stops it, then sent to the login URL. While it is open the status is polled
 * every second, so the form turns connected as soon as the callback stores the
 * account; when it closes, the status is checked once more and the outcome
 * toasted.
 */
export function useInstagramConnection(userId: string | undefined, enabled: boolean): InstagramConnection {
  const utils = trpc.useUtils();
  const [waiting, setWaiting] = useState(false);
  const [starting, setStarting] = useState(false);
  const popupRef = useRef<Window | null>(null);
  const timerRef = useRef<number | undefined>(undefined);

  const status = trpc.instagram.status.useQuery(
    { userId: userId ?? '' },
    // Read afresh each time the form opens: the token may have failed since.
    { enabled: enabled && Boolean(userId), staleTime: 0, refetchInterval: waiting ? INSTAGRAM_POLL_MS : false, retry: 1 },
  );
  const disconnectMutation = trpc.instagram.disconnect.useMutation();

  // The watch ends with the form; the pop-up itself may still finish the connection.
  useEffect(() => () => window.clearInterval(timerRef.current), []);

  function watch(popup: Window) {
    window.clearInterval(timerRef.current);
    setWaiting(true);
    timerRef.current = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timerRef.current);
      popupRef.current = null;
      setWaiting(false);
      void status.refetch().then(({ data }) => {
        if (data?.connected && !data.token_error) {
          toast.success(`Instagram connected: @${data.username ?? data.instagram_username}`);
          // The creator's Instagram bots can go live now; their cards read the account.
          void utils.bots.list.invalidate();
        } else toast.error('Failed to connect Instagram account');
      });
    }, INSTAGRAM_POLL_MS);
  }

  async function connect() {
    const open = popupRef.current;
    if (open && !open.closed) {
      open.focus();
      return;
    }
    const popup = window.open('about:blank', POPUP_NAME, popupFeatures());
    if (!popup) {
      toast.error('Failed to initiate Instagram connection', { description: 'Your browser blocked the pop-up. Allow pop-ups for this site and try again.' });
      return;
    }
    popupRef.current = popup;
    setStarting(true);
    try {
      const { auth_url } = await utils.client.instagram.login.query();
      popup.location.href = auth_url;
      watch(popup);
    } catch (error) {
      popup.close();
      popupRef.current = null;
      const detail = errorMessage(error, '');
      toast.error('Failed to initiate Instagram connection', detail ? { description: detail } : undefined);
    } finally {
      setStarting(false);
    }
  }

  async function disconnect(): Promise<boolean> {
    try {
      await disconnectMutation.mutateAsync();
      toast.success('Instagram disconnected');
      await status.refetch();
      void utils.bots.list.invalidate();
      return true;
    } catch (error) {
      const detail = errorMessage(error, '');
      toast.error('Failed to disconnect Instagram', detail ? { description: detail } : undefined);
      return false;
    }
  }

  const data = status.data;
  return {
    loaded: !enabled || data !== undefined || status.isError,
    failed: status.isError && data === undefined,
    connected: data?.connected === true,
    username: data?.username ?? data?.instagram_username ?? null,
    tokenError: data?.token_error ?? null,
    waiting,
    starting,
    disconnecting: disconnectMutation.isPending,
    connect: () => void connect(),
    disconnect,
    retry: () => void status.refetch(),
  };
}
