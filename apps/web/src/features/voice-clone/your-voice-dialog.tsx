import type { KeyboardEvent } from 'react';
import { DialogShell } from '../../ui/dialog-shell';
import type { ClonedVoice } from './upload-voice-clone';
import { YourVoicePanel } from './your-voice-panel';

interface YourVoiceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called once the voice is made and the voice list holds it (the bot form picks it). */
  onCloned?(voice: ClonedVoice): void;
  /** Where focus goes on close; by default back to the opener. */
  onCloseAutoFocus?(event: Event): void;
}

/**
 * Enter in this dialog is its own: React events cross portals, and a bot form
 * behind it reads Enter in any input. Tab and Escape still reach the dialog's
 * focus trap.
 */
function keepEnterHere(event: KeyboardEvent) {
  if (event.key === 'Enter') event.stopPropagation();
}

/** "Your voice" as a dialog, opened from Profile and from beside the bot form's voice picker. */
export function YourVoiceDialog({ open, onOpenChange, onCloned, onCloseAutoFocus }: YourVoiceDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Your voice"
      description="Let your bots’ voice replies sound like you: clone your own voice from a few minutes of recordings."
    >
      <div onKeyDown={keepEnterHere}>
        <YourVoicePanel onCloned={onCloned} />
      </div>
    </DialogShell>
  );
}
