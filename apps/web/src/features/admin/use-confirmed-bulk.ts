import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/trpc-errors';

interface ConfirmedBulkOptions<A extends string> {
  /** The ticked ids; a request without explicit ids acts on these. */
  selectedIds: readonly string[];
  /** The toast when a bulk button is pressed with nothing ticked. */
  noneSelected: string;
  /** The toast's fallback when the server's error says nothing. */
  failure: string;
  /** Calls the server's bulk procedure. */
  submit(action: A, ids: string[]): Promise<{ message: string }>;
  /** Whether a submit is running. */
  busy: boolean;
  /** After a success: clears the selection. */
  onDone(): void;
  /** After every attempt: reloads what the action can change. */
  reload(): void;
}

/**
 * A console list's bulk flow (docs/product.md §14): ask for confirmation first; on confirm
 * send, toast the server's message, clear the selection and reload.
 */
export function useConfirmedBulk<A extends string>({ selectedIds, noneSelected, failure, submit, busy, onDone, reload }: ConfirmedBulkOptions<A>) {
  const [pending, setPending] = useState<{ action: A; ids: string[] } | null>(null);

  async function send(action: A, ids: string[]) {
    try {
      const result = await submit(action, ids);
      toast.success(result.message);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setPending(null);
      reload();
    }
  }

  return {
    /** The action awaiting confirmation, and the ids it will act on. */
    pending,
    busy,
    /** Sends at once, without confirmation. */
    send,
    /** Asks for confirmation over the selection, or over `ids` (a row's own button). */
    request(action: A, ids: readonly string[] = selectedIds) {
      if (ids.length === 0) {
        toast.error(noneSelected);
        return;
      }
      setPending({ action, ids: [...ids] });
    },
    cancel: () => setPending(null),
    async confirm() {
      if (pending) await send(pending.action, pending.ids);
    },
  };
}
