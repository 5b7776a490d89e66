import { TELEGRAM_MESSAGE_LIMIT } from '@fanline/core';
import { SendHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useInvalidateTranscripts } from './use-transcript';

/** From this many characters left the counter shows. */
const COUNTER_FROM = 200;

interface ComposerProps {
  conversationId: string;
  fanName: string;
}

/** The creator's reply box of a taken-over conversation: Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId, fanName }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const utils = trpc.useUtils();
  const invalidateTranscripts = useInvalidateTranscripts();
  const send = trpc.inbox.send.useMutation();
  const left = TELEGRAM_MESSAGE_LIMIT - draft.length;
  const text = draft.trim();

  useLayoutEffect(() => {
    // Grows with what is typed, up to its max-height, then scrolls.
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [draft]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text || left < 0 || send.isPending) return;
    try {
      await send.mutateAsync({ id: conversationId, text });
      setDraft('');
      void invalidateTranscripts(conversationId);
      void utils.inbox.conversations.invalidate();
    } catch (error) {
      toast.error(errorMessage(error, 'Your message was not sent. Please try again.'));
      // Taken back by the AI meanwhile, or the fan opted out: show the conversation as it is now.
      void utils.inbox.conversation.invalidate({ id: conversationId });
    } finally {
      // The field was disabled while sending; give it back its focus.
      requestAnimationFrame(() => field.current?.focus());
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="border-t border-white/[0.06] bg-ink-900/60 p-3 sm:px-4">
      <div className="flex items-end gap-2 rounded-2xl bg-ink-900 p-1.5 pl-3.5 ring-1 ring-inset ring-white/10 transition focus-within:ring-2 focus-within:ring-brand-400">
        <label htmlFor={`reply-${conversationId}`} className="sr-only">
          Reply to {fanName}
        </label>
        <textarea
          ref={field}
          id={`reply-${conversationId}`}
          rows={1}
          value={draft}
          disabled={send.isPending}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Message ${fanName}…`}
          aria-describedby={`reply-hint-${conversationId}`}
          className="max-h-40 min-h-9 flex-1 resize-none bg-transparent py-2 text-[15px] leading-snug text-white placeholder:text-zinc-500 focus:outline-none disabled:opacity-60"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={!text || left < 0 || send.isPending} className="size-9 shrink-0 rounded-xl">
          {send.isPending ? <Spinner /> : <SendHorizontal aria-hidden="true" />}
        </Button>
      </div>
      <p id={`reply-hint-${conversationId}`} className="mt-1.5 flex justify-between gap-3 px-1 text-[11px] text-zinc-500">
        <span>
          <kbd className="font-sans font-semibold text-zinc-400">Enter</kbd> to send · <kbd className="font-sans font-semibold text-zinc-400">Shift + Enter</kbd> for a new line
        </span>
        {left < COUNTER_FROM && <span className={cn('tabular-nums', left < 0 && 'font-semibold text-rose-300')}>{left}</span>}
      </p>
    </form>
  );
}
