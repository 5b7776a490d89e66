import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';

interface CopyLinkDialogProps {
  link: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The fallback when the clipboard is unavailable: the link, selected, ready for Ctrl+C (docs/product.md §16). */
export function CopyLinkDialog({ link, open, onOpenChange }: CopyLinkDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Copy Bot Link"
      description="Your browser blocked the clipboard. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."
      size="sm"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      <label className="sr-only" htmlFor="bot-link">
        Bot link
      </label>
      <input
        id="bot-link"
        readOnly
        autoFocus
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full rounded-xl bg-ink-900 px-3.5 font-mono text-sm text-white ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-brand-400"
      />
    </DialogShell>
  );
}
