import { BROADCAST_AUDIENCES, CHANNEL_CAPABILITIES, channelTextProblem, type BroadcastAudienceId } from '@fanline/core';
import { Clock, Send, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../../lib/trpc';
import { errorMessage, fieldErrorsOf } from '../../../lib/trpc-errors';
import { Button } from '../../../ui/button';
import { SelectField, type SelectOption } from '../../../ui/select-field';
import { Spinner } from '../../../ui/spinner';
import { TextareaField } from '../../../ui/textarea-field';
import { AUDIENCE_LABELS, audienceCountLabel, replyWindowNote } from './broadcast-labels';
import type { Channel } from '../inbox-types';
import type { BroadcastView } from './broadcast-types';

const AUDIENCE_OPTIONS: SelectOption<BroadcastAudienceId>[] = BROADCAST_AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] }));

interface BroadcastFormProps {
  botId: string;
  channel: Channel;
  onCreated(broadcast: BroadcastView): void;
  onCancel(): void;
}

/** The message and who gets it, with the live count of fans the audience reaches. */
export function BroadcastForm({ botId, channel, onCreated, onCancel }: BroadcastFormProps) {
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<BroadcastAudienceId>('all');
  const utils = trpc.useUtils();
  const preview = trpc.broadcasts.preview.useQuery({ id: botId, audience }, { placeholderData: (previous) => previous });
  const create = trpc.broadcasts.create.useMutation({
    onSuccess: ({ broadcast }) => {
      utils.broadcasts.get.setData({ id: broadcast.id }, broadcast);
      void utils.broadcasts.list.invalidate({ id: botId });
      onCreated(broadcast);
    },
    onError: (error) => toast.error(errorMessage(error, 'The broadcast could not be sent')),
  });

  const count = preview.data?.count ?? null;
  // The channel's longest message: a broadcast goes out as one message to each fan.
  const limit = CHANNEL_CAPABILITIES[channel].maxMessageLength;
  const tooLong = channelTextProblem(channel, text.trim());
  const serverError = fieldErrorsOf(create.error).find((problem) => problem.field === 'text')?.message;
  const windowNote = replyWindowNote(channel);
  const canSend = text.trim() !== '' && !tooLong && count !== null && count > 0 && !create.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    create.mutate({ id: botId, text: text.trim(), audience });
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <TextareaField
        label="Message"
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Hey! I just posted something new for you…"
        error={tooLong ?? serverError}
        hint={`${text.length.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')} characters`}
      />
      <SelectField<BroadcastAudienceId> label="Audience" value={audience} onValueChange={setAudience} options={AUDIENCE_OPTIONS} />
      <p aria-live="polite" className="flex items-center gap-2 rounded-xl bg-white/[0.04] px-3.5 py-3 text-sm text-zinc-300 ring-1 ring-inset ring-white/[0.06]">
        {preview.isPending ? <Spinner className="text-zinc-500" /> : <Users aria-hidden="true" className="size-4 text-brand-300" />}
        {preview.isPending ? 'Counting fans…' : preview.isError ? errorMessage(preview.error, 'Could not count the audience') : audienceCountLabel(count ?? 0)}
      </p>
      {windowNote && (
        <p className="-mt-3 flex items-start gap-2 px-1 text-xs leading-relaxed text-zinc-500">
          <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {windowNote}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSend}>
          {create.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {create.isPending ? 'Sending…' : count ? `Send to ${count.toLocaleString('en-US')} ${count === 1 ? 'fan' : 'fans'}` : 'Send'}
        </Button>
      </div>
    </form>
  );
}
