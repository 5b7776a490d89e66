import { TELEGRAM_MESSAGE_LIMIT } from '@fanline/core';
import { BookOpen, Bot, PowerOff, Send, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { BotView } from '../../lib/bot-view';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { Spinner } from '../../ui/spinner';
import { VoiceSampleButton } from './voice-sample-button';

interface ChatLine {
  id: number;
  from: 'you' | 'bot';
  text: string;
  /** The creator's knowledge the reply was given. */
  sources?: readonly { document_id: string; title: string; excerpt: string }[];
}

interface ChatTestDialogProps {
  bot: BotView;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Talk to a bot from the dashboard before fans do (docs/product.md §9); replies are real model calls. */
export function ChatTestDialog({ bot, open, onOpenChange }: ChatTestDialogProps) {
  const [draft, setDraft] = useState('');
  const [lines, setLines] = useState<ChatLine[]>([]);
  /** The reply while the model writes it (the bot's "Stream replies" on), shown as fans see a draft. */
  const [writing, setWriting] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const utils = trpc.useUtils();
  const offline = !bot.is_active;

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || offline || pending) return;
    setLines((current) => [...current, { id: current.length, from: 'you', text }]);
    setDraft('');
    setPending(true);
    try {
      const events = await utils.client.bots.chatStream.mutate({ id: bot.id, user_message: text });
      for await (const update of events) {
        if (update.type === 'draft') setWriting(update.text);
        else setLines((current) => [...current, { id: current.length, from: 'bot', text: update.response, sources: update.knowledge }]);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'Neural communication failed'));
    } finally {
      setWriting(null);
      setPending(false);
    }
    void utils.bots.stats.invalidate();
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`Test ${bot.name}`}
      description="Send a message as a fan would and read the bot's reply. Test messages use your message credits."
    >
      <div aria-live="polite" className="min-h-40 space-y-3 rounded-2xl bg-ink-900/70 p-4 ring-1 ring-white/[0.06]">
        {lines.length === 0 && !pending && (
          <p className="py-10 text-center text-sm text-zinc-500">
            {bot.greeting ? `Greeting: “${bot.greeting}”` : 'No messages yet. Say hello!'}
          </p>
        )}
        {lines.map((line) => (
          <div key={line.id}>
            <ChatBubble from={line.from} botName={bot.name} text={line.text} />
            {line.sources && line.sources.length > 0 && <KnowledgeSources sources={line.sources} />}
          </div>
        ))}
        {writing !== null && (
          <>
            <ChatBubble from="bot" botName={bot.name} text={writing} writing />
            <p className="sr-only">{bot.name} is typing…</p>
          </>
        )}
        {pending && writing === null && (
          <p className="flex items-center gap-2 text-sm text-zinc-400">
            <Spinner /> {bot.name} is typing…
          </p>
        )}
      </div>

      {bot.voice_enabled && (
        <div className="mt-3">
          <VoiceSampleButton bot={bot} />
        </div>
      )}

      {offline && (
        <p className="mt-4 flex gap-2.5 rounded-2xl bg-amber-400/10 p-3.5 text-sm text-amber-200 ring-1 ring-amber-300/20">
          <PowerOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Neural core is offline. Activate bot to enable communication protocols.
        </p>
      )}

      <form onSubmit={(event) => void send(event)} className="mt-4 flex gap-2">
        <input
          aria-label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={offline}
          maxLength={TELEGRAM_MESSAGE_LIMIT}
          autoFocus={!offline}
          placeholder={offline ? 'Bot is offline' : 'Type a message…'}
          autoComplete="off"
          className="block h-11 min-w-0 flex-1 rounded-xl bg-ink-900 px-3.5 text-[15px] text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400 focus:outline-none disabled:cursor-not-allowed disabled:opacity-50"
        />
        <Button type="submit" disabled={offline || pending}>
          {pending ? <Spinner /> : <Send aria-hidden="true" />}
          Send
        </Button>
      </form>
    </DialogShell>
  );
}

/** One message of the test chat; a reply still being written carries a blinking caret and stays out of the live region until it is whole. */
function ChatBubble({ from, botName, text, writing = false }: { from: ChatLine['from']; botName: string; text: string; writing?: boolean }) {
  return (
    <div className={cn('flex gap-2.5', from === 'you' && 'flex-row-reverse')} aria-hidden={writing || undefined} data-writing={writing || undefined}>
      <span
        aria-hidden="true"
        className={cn('grid size-7 shrink-0 place-items-center rounded-full', from === 'you' ? 'bg-white/10 text-zinc-200' : 'bg-brand-gradient text-white')}
      >
        {from === 'you' ? <UserRound className="size-3.5" /> : <Bot className="size-3.5" />}
      </span>
      <p
        className={cn(
          'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-wrap',
          from === 'you' ? 'bg-brand-600/30 text-white' : 'bg-white/[0.06] text-zinc-100',
        )}
      >
        <span className="sr-only">{from === 'you' ? 'You: ' : `${botName}: `}</span>
        {text}
        {writing && <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-brand-300" />}
      </p>
    </div>
  );
}

/** Under a test reply: which of the creator's knowledge documents it was given, so the creator can see what the bot drew on. */
function KnowledgeSources({ sources }: { sources: NonNullable<ChatLine['sources']> }) {
  const titles = [...new Set(sources.map((source) => source.title))];
  return (
    <p className="mt-1.5 ml-9.5 flex flex-wrap items-center gap-1.5 text-[11px] text-zinc-400">
      <BookOpen aria-hidden="true" className="size-3" />
      <span>From your knowledge:</span>
      {titles.map((title) => (
        <span key={title} title={sources.find((s) => s.title === title)?.excerpt} className="rounded-full bg-white/[0.06] px-2 py-0.5 text-zinc-300">
          {title}
        </span>
      ))}
    </p>
  );
}
