import { FAN_MEMORY_MAX_CHARS, relativeTime } from '@fanline/core';
import { Brain } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextareaField } from '../../ui/textarea-field';
import { useNow } from './use-now';

/**
 * What the bot remembers of this fan (fan memory): the notes it keeps across
 * chats, which the creator may correct or clear. The bot rewrites them every
 * few messages, building on what the creator left.
 */
export function FanMemoryPanel({ conversationId }: { conversationId: string }) {
  const now = useNow();
  const utils = trpc.useUtils();
  const memory = trpc.inbox.memory.useQuery({ id: conversationId });
  const save = trpc.inbox.saveMemory.useMutation();
  const clear = trpc.inbox.clearMemory.useMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const notes = memory.data?.memory ?? '';
  const busy = save.isPending || clear.isPending;
  const over = editing !== null && editing.length > FAN_MEMORY_MAX_CHARS;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (editing === null || over || busy) return;
    try {
      utils.inbox.memory.setData({ id: conversationId }, await save.mutateAsync({ id: conversationId, memory: editing }));
      setEditing(null);
      toast.success('Memory saved');
    } catch (error) {
      toast.error(errorMessage(error, 'The memory was not saved. Please try again.'));
    }
  }

  async function forget() {
    try {
      utils.inbox.memory.setData({ id: conversationId }, await clear.mutateAsync({ id: conversationId }));
      setEditing(null);
      toast.success('Memory cleared');
    } catch (error) {
      toast.error(errorMessage(error, 'The memory was not cleared. Please try again.'));
    }
  }

  return (
    <section aria-labelledby="fan-memory-heading" className="mt-6">
      <div className="flex items-center justify-between gap-2">
        <h4 id="fan-memory-heading" className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">
          <Brain aria-hidden="true" className="size-3.5" />
          Memory
        </h4>
        {editing === null && memory.data && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setEditing(notes)} disabled={busy}>
              Edit
            </Button>
            {notes && (
              <Button variant="ghost" size="sm" className="h-7 px-2 text-xs text-zinc-400" onClick={() => void forget()} disabled={busy}>
                {clear.isPending ? <Spinner /> : null}
                Clear
              </Button>
            )}
          </div>
        )}
      </div>

      {memory.isPending && <p className="mt-2 text-[13px] text-zinc-500">Loading…</p>}
      {memory.isError && <p className="mt-2 text-[13px] text-rose-300">The memory could not be loaded.</p>}

      {editing !== null ? (
        <form onSubmit={(event) => void submit(event)} className="mt-2">
          <TextareaField
            label="What the bot remembers"
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            rows={6}
            autoFocus
            className="text-[13px]"
            error={over ? `Memory must be at most ${FAN_MEMORY_MAX_CHARS.toLocaleString('en-US')} characters` : undefined}
            hint={`${editing.length.toLocaleString('en-US')} / ${FAN_MEMORY_MAX_CHARS.toLocaleString('en-US')} characters. Short lines work best.`}
          />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(null)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy || over}>
              {save.isPending && <Spinner />}
              Save
            </Button>
          </div>
        </form>
      ) : (
        memory.data && (
          <div className="mt-2 rounded-xl bg-white/[0.03] p-3 ring-1 ring-inset ring-white/[0.06]">
            {notes ? (
              <p className="text-[13px] leading-relaxed whitespace-pre-wrap text-zinc-200">{notes}</p>
            ) : (
              <p className="text-[13px] leading-relaxed text-zinc-500">Nothing remembered yet. The bot keeps notes on this fan as you chat.</p>
            )}
            {memory.data.updated_at && <p className="mt-2 text-[11px] text-zinc-500">Updated {relativeTime(memory.data.updated_at, now).toLowerCase()}</p>}
          </div>
        )
      )}
    </section>
  );
}
