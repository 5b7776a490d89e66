import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useKeyboardScrollable } from './use-keyboard-scrollable';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

interface DialogShellProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Sticky actions at the bottom (buttons); the body scrolls above them. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Where focus goes on open; by default the first focusable control (call preventDefault to pick another). */
  onOpenAutoFocus?(event: Event): void;
  /** Where focus goes on close; by default back to what had it before (call preventDefault to move it elsewhere). */
  onCloseAutoFocus?(event: Event): void;
}

/**
 * The product's one dialog frame: Radix Dialog (focus trap, Escape, focus
 * returns to the opener) with the house styling, a labelled title and an
 * optional description and footer.
 */
export function DialogShell({ open, onOpenChange, title, description, size = 'md', footer, children, className, onOpenAutoFocus, onCloseAutoFocus }: DialogShellProps) {
  const scrollable = useKeyboardScrollable<HTMLDivElement>();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-ink-850 shadow-2xl shadow-black/60 ring-1 ring-white/10 data-[state=open]:animate-dialog-in',
            WIDTHS[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-7 sm:pt-6">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold tracking-tight text-white">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-zinc-400">{description}</Dialog.Description>}
            </div>
            <Dialog.Close aria-label="Close" className="-mr-1.5 rounded-lg p-1.5 text-zinc-400 transition hover:bg-white/5 hover:text-white">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div ref={scrollable} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 focus-visible:-outline-offset-2 sm:px-7">
            {children}
          </div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-white/[0.06] px-5 py-4 sm:px-7">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
