import { RefreshCw, Unplug } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InstagramIcon } from '../../ui/instagram-icon';
import { Spinner } from '../../ui/spinner';
import { AccountStatusPill } from './account-status-pill';
import { FieldNote } from './form-section';
import type { InstagramConnection } from './use-instagram-connection';

/** The account's tile: Instagram's glyph on its warm gradient, greyed while nothing is connected. */
function AccountMark({ live }: { live: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-2xl text-white ring-1 ring-inset',
        live ? 'bg-[linear-gradient(135deg,#f9ce34_0%,#ee2a7b_50%,#6228d7_100%)] ring-white/20 shadow-lg shadow-fuchsia-900/30' : 'bg-white/[0.05] text-zinc-400 ring-white/10',
      )}
    >
      <InstagramIcon className="size-5" />
    </span>
  );
}

/**
 * Where the creator's Instagram account stands, inside the bot form: connect it
 * (the pop-up), see the connected @username, reconnect after Meta refused the
 * token, or disconnect it. The account is the creator's, shared by all their
 * Instagram bots, so disconnecting asks first.
 */
export function InstagramConnectionPanel({ connection }: { connection: InstagramConnection }) {
  const [confirming, setConfirming] = useState(false);
  // After a disconnect the Disconnect button is gone; focus lands on Connect Instagram instead.
  const connectRef = useRef<HTMLButtonElement>(null);
  const { loaded, failed, connected, username, tokenError, waiting, starting, disconnecting } = connection;

  let body;
  if (!loaded) {
    body = (
      <div className="flex items-center gap-3 text-sm text-zinc-400">
        <AccountMark live={false} />
        <span className="inline-flex items-center gap-2">
          <Spinner />
          Checking your Instagram connection…
        </span>
      </div>
    );
  } else if (failed) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <AccountMark live={false} />
        <p className="min-w-0 flex-1 text-sm text-zinc-300">We couldn't check your Instagram connection.</p>
        <Button variant="secondary" size="sm" onClick={connection.retry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (connected) {
    body = (
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <AccountMark live={!tokenError} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate text-[15px] font-semibold text-white">@{username}</p>
              {tokenError ? <AccountStatusPill tone="warn">Reconnect needed</AccountStatusPill> : <AccountStatusPill tone="ok">Connected</AccountStatusPill>}
            </div>
            <p className="text-xs text-zinc-500">{tokenError ? 'Fans get no replies until you reconnect.' : 'Fans who DM this account chat with your live Instagram bot.'}</p>
          </div>
          <div className="flex w-full gap-2 sm:w-auto">
            {tokenError && (
              <Button size="sm" className="flex-1 sm:flex-none" onClick={connection.connect} disabled={starting}>
                {starting || waiting ? <Spinner /> : <RefreshCw aria-hidden="true" />}
                {waiting ? 'Waiting for Instagram…' : 'Reconnect'}
              </Button>
            )}
            <Button variant="secondary" size="sm" className="flex-1 sm:flex-none" onClick={() => setConfirming(true)} disabled={disconnecting}>
              <Unplug aria-hidden="true" />
              Disconnect
            </Button>
          </div>
        </div>
        {tokenError && (
          <FieldNote tone="danger">
            <span role="alert">{tokenError}</span>
          </FieldNote>
        )}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <AccountMark live={false} />
        <div className="min-w-0 flex-1 basis-56">
          <p className="text-[15px] font-semibold text-white">Connect your Instagram account</p>
          <p className="text-xs leading-relaxed text-zinc-500">
            {waiting ? 'Finish logging in in the pop-up window; this form updates by itself.' : 'Log in with Instagram in a pop-up. Needs a professional (Creator or Business) account.'}
          </p>
        </div>
        <Button ref={connectRef} className="w-full sm:w-auto" onClick={connection.connect} disabled={starting}>
          {starting || waiting ? <Spinner /> : <InstagramIcon />}
          {waiting ? 'Waiting for Instagram…' : 'Connect Instagram'}
        </Button>
      </div>
    );
  }

  const announcement = !loaded || failed ? '' : connected ? (tokenError ? `Instagram @${username} needs to be reconnected` : `Instagram connected as @${username}`) : waiting ? 'Waiting for the Instagram login in the pop-up' : 'Instagram is not connected';

  return (
    <div className="rounded-2xl bg-ink-900/70 p-3.5 ring-1 ring-inset ring-white/[0.08] sm:p-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Instagram?"
        description={`Fanline stops answering DMs to @${username ?? 'your account'} with every one of your Instagram bots until you connect an account again.`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={disconnecting}
        destructive
        onConfirm={() => void connection.disconnect().then((done) => done && setConfirming(false))}
        onCloseAutoFocus={(event) => {
          if (!connectRef.current) return;
          event.preventDefault();
          connectRef.current.focus();
        }}
      />
    </div>
  );
}
