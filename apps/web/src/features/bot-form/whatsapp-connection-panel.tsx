import { RefreshCw, Unplug } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { WhatsAppIcon } from '../../ui/whatsapp-icon';
import { AccountStatusPill } from './account-status-pill';
import { FieldNote } from './form-section';
import type { WhatsAppConnection } from './use-whatsapp-connection';
import { WhatsAppConnectDialog } from './whatsapp-connect-dialog';

/** The server's own words (WHATSAPP_NOT_CONFIGURED in services), so the form and a refused call say the same. */
export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp is not configured on this server';

/** The number's tile: WhatsApp's glyph on its green, greyed while nothing is connected. */
function NumberMark({ live }: { live: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-2xl text-white ring-1 ring-inset',
        live ? 'bg-[linear-gradient(135deg,#25d366_0%,#128c7e_100%)] ring-white/20 shadow-lg shadow-emerald-900/40' : 'bg-white/[0.05] text-zinc-400 ring-white/10',
      )}
    >
      <WhatsAppIcon className="size-5" />
    </span>
  );
}

/** The tile, a title with its note, and the row's actions; wraps under the text on a phone. */
function PanelRow({ live, title, note, children }: { live: boolean; title: ReactNode; note: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <NumberMark live={live} />
      <div className="min-w-0 flex-1 basis-52">
        {title}
        <div className="text-xs leading-relaxed text-zinc-500">{note}</div>
      </div>
      {/* Full-width buttons on a phone, wrapping onto two rows when Reconnect and Disconnect do not fit side by side. */}
      {children && <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:flex-nowrap">{children}</div>}
    </div>
  );
}

function announcementOf(c: WhatsAppConnection): string {
  if (!c.loaded || c.failed) return '';
  if (!c.configured) return WHATSAPP_NOT_CONFIGURED;
  if (!c.connected) return 'WhatsApp is not connected';
  return c.tokenError ? `WhatsApp ${c.displayPhoneNumber ?? ''} needs to be reconnected` : `WhatsApp connected as ${c.verifiedName ?? ''}, ${c.displayPhoneNumber ?? ''}`;
}

/**
 * Where the creator's WhatsApp Business number stands, inside the bot form:
 * connect it (the dialog: Facebook's sign-in where the server offers it, or
 * pasting), see the verified name and number, connect again after Meta
 * refused the token, or disconnect it. The number is the creator's, shared by
 * all their WhatsApp bots, so disconnecting asks first.
 */
export function WhatsAppConnectionPanel({ connection }: { connection: WhatsAppConnection }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The control that opened a dialog may be gone when it closes (Connect after connecting, Disconnect after disconnecting).
  const connectRef = useRef<HTMLButtonElement>(null);
  const disconnectRef = useRef<HTMLButtonElement>(null);
  const { loaded, failed, configured, connected, displayPhoneNumber, verifiedName, tokenError, embeddedSignup, disconnecting } = connection;
  const openDialog = () => setDialogOpen(true);

  let body;
  if (!loaded) {
    body = (
      <PanelRow
        live={false}
        title={
          <p className="inline-flex items-center gap-2 text-sm text-zinc-400">
            <Spinner />
            Checking your WhatsApp connection…
          </p>
        }
        note=""
      />
    );
  } else if (failed) {
    body = (
      <PanelRow live={false} title={<p className="text-sm text-zinc-300">We couldn't check your WhatsApp connection.</p>} note="">
        <Button variant="secondary" size="sm" className="flex-1 sm:flex-none" onClick={connection.retry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </PanelRow>
    );
  } else if (!configured) {
    body = (
      <PanelRow
        live={false}
        title={<p className="text-[15px] font-semibold text-white">{WHATSAPP_NOT_CONFIGURED}</p>}
        note="Numbers can be connected once the server has its WhatsApp app settings. You can save this bot now and connect a number then."
      />
    );
  } else if (connected) {
    body = (
      <div className="space-y-3">
        <PanelRow
          live={!tokenError}
          title={
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="min-w-0 truncate text-[15px] font-semibold text-white">{verifiedName}</p>
              {tokenError ? <AccountStatusPill tone="warn">Reconnect needed</AccountStatusPill> : <AccountStatusPill tone="ok">Connected</AccountStatusPill>}
            </div>
          }
          note={
            <>
              <span className="font-medium text-zinc-300 tabular-nums">{displayPhoneNumber}</span>
              {tokenError ? ' · Fans get no replies until you reconnect.' : ' · Fans who message this number chat with your live WhatsApp bot.'}
            </>
          }
        >
          {tokenError && (
            <Button size="sm" className="flex-1 sm:flex-none" onClick={openDialog}>
              <RefreshCw aria-hidden="true" />
              Reconnect
            </Button>
          )}
          <Button ref={disconnectRef} variant="secondary" size="sm" className="flex-1 sm:flex-none" onClick={() => setConfirming(true)} disabled={disconnecting}>
            <Unplug aria-hidden="true" />
            Disconnect
          </Button>
        </PanelRow>
        {tokenError && (
          <FieldNote tone="warn">
            <span role="alert" className="block">
              <span className="block font-medium text-orange-100">{tokenError}</span>
              {embeddedSignup
                ? "Reconnect through Facebook's sign-in, or with a new permanent access token, to put your WhatsApp bots back to work."
                : 'Reconnect with a new permanent access token to put your WhatsApp bots back to work.'}
            </span>
          </FieldNote>
        )}
      </div>
    );
  } else {
    body = (
      <PanelRow
        live={false}
        title={<p className="text-[15px] font-semibold text-white">Connect your WhatsApp number</p>}
        note={
          embeddedSignup
            ? 'Sign in with Facebook to pick or add your WhatsApp Business number; Fanline sets up the rest.'
            : 'Paste your Business Account ID, phone number ID and a permanent access token from Meta. Needs a WhatsApp Business (Cloud API) number.'
        }
      >
        <Button ref={connectRef} className="w-full sm:w-auto" onClick={openDialog}>
          <WhatsAppIcon />
          Connect WhatsApp
        </Button>
      </PanelRow>
    );
  }

  return (
    <div className="rounded-2xl bg-ink-900/70 p-3.5 ring-1 ring-inset ring-white/[0.08] sm:p-4">
      <p role="status" className="sr-only">
        {announcementOf(connection)}
      </p>
      {body}
      <WhatsAppConnectDialog open={dialogOpen} onOpenChange={setDialogOpen} connection={connection} onConnectedFocus={() => disconnectRef.current?.focus()} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect WhatsApp?"
        description={
          <>
            Fanline stops answering messages to <span className="whitespace-nowrap">{displayPhoneNumber ?? 'your number'}</span> with every one of your WhatsApp bots until you
            connect a number again.
          </>
        }
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
