import { AudioLines } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { YourVoiceDialog, type ClonedVoice } from '../voice-clone';

interface OwnVoiceEntryProps {
  /** The creator has no voice yet, so the way in shows; the dialog stays mounted once the voice exists, to finish closing. */
  show: boolean;
  onCloned(voice: ClonedVoice): void;
  /** The voice picker's id: focus goes there once the new voice is picked in it. */
  pickerId: string;
}

/** Beside the voice picker, for a creator who may clone a voice and has none: the way into "Your voice". */
export function OwnVoiceEntry({ show, onCloned, pickerId }: OwnVoiceEntryProps) {
  const [open, setOpen] = useState(false);
  const cloned = useRef(false);
  return (
    <>
      {show && (
        <div className="flex flex-col items-start gap-2 rounded-xl bg-brand-500/[0.07] px-3 py-2.5 ring-1 ring-inset ring-brand-400/20 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <p className="min-w-0 text-xs leading-relaxed text-brand-100">Want fans to hear you? Clone your own voice and pick it here.</p>
          <Button variant="secondary" size="sm" className="h-8 px-3 text-xs" onClick={() => setOpen(true)}>
            <AudioLines aria-hidden="true" />
            Use your own voice
          </Button>
        </div>
      )}
      <YourVoiceDialog
        open={open}
        onOpenChange={setOpen}
        onCloned={(voice) => {
          cloned.current = true;
          setOpen(false);
          onCloned(voice);
        }}
        onCloseAutoFocus={(event) => {
          // The button that opened the dialog is gone with the offer; the picker now holds the new voice.
          if (!cloned.current) return;
          event.preventDefault();
          document.getElementById(pickerId)?.focus();
        }}
      />
    </>
  );
}
