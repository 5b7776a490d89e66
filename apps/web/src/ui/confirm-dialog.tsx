import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { DialogShell } from './dialog-shell';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Paints the confirm button as a destructive action. */
  destructive?: boolean;
  onConfirm(): void;
  /** Where focus goes on close, when the control that opened the dialog is gone. */
  onCloseAutoFocus?(event: Event): void;
}

/**
 * "Are you sure?" on the DialogShell frame. The safe choice (Cancel) takes the
 * first focus; the dialog cannot be dismissed while the action runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel = 'Processing...',
  cancelLabel = 'Cancel',
  busy = false,
  destructive = false,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      // Cancel, not the close button, even inside another dialog.
      onOpenAutoFocus={(event) => {
        if (!cancelRef.current) return;
        event.preventDefault();
        cancelRef.current.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" autoFocus disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant="primary"
            disabled={busy}
            onClick={onConfirm}
            className={destructive ? 'bg-none bg-rose-600 shadow-rose-900/30 hover:bg-rose-500 hover:shadow-rose-700/40' : undefined}
          >
            {busy && <Spinner />}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogShell>
  );
}
