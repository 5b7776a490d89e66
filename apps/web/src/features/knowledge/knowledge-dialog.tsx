import { KNOWLEDGE_FILE_MAX_BYTES, PLANS } from '@fanline/core';
import { FileText, MessageCircleQuestion, Plus, Trash2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { BotView } from '../../lib/bot-view';
import { cn } from '../../lib/cn';
import { formatShortDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { useSession } from '../auth';
import { uploadKnowledgeFile } from './upload-knowledge-file';

type Mode = 'text' | 'faq' | 'file';
const MODES: { id: Mode; label: string }[] = [
  { id: 'text', label: 'Paste text' },
  { id: 'faq', label: 'FAQ' },
  { id: 'file', label: 'Upload file' },
];

interface FaqPair {
  question: string;
  answer: string;
}

/** FAQ pairs as the text the bot searches: one paragraph per pair, so a pair stays in one chunk. */
function faqText(pairs: readonly FaqPair[]): string {
  return pairs
    .filter((pair) => pair.question.trim() && pair.answer.trim())
    .map((pair) => `Q: ${pair.question.trim()}\nA: ${pair.answer.trim()}`)
    .join('\n\n');
}

function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A bot's knowledge (issue #36): what the creator has written or uploaded for it to answer from. */
export function KnowledgeDialog({ bot, open, onOpenChange }: { bot: BotView; open: boolean; onOpenChange(open: boolean): void }) {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const list = trpc.knowledge.list.useQuery({ id: bot.id });
  const add = trpc.knowledge.add.useMutation();
  const remove = trpc.knowledge.remove.useMutation();
  const [mode, setMode] = useState<Mode>('text');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [pairs, setPairs] = useState<FaqPair[]>([{ question: '', answer: '' }]);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const documents = list.data?.documents ?? [];
  const limit = user ? PLANS[user.plan].knowledgeDocuments : null;
  const unlimited = limit === null || limit >= 999999 || user?.is_admin === true;
  const full = !unlimited && documents.length >= (limit ?? 0);
  const busy = add.isPending || uploading;

  function reset() {
    setTitle('');
    setText('');
    setPairs([{ question: '', answer: '' }]);
    setFile(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    try {
      const { document } =
        mode === 'file'
          ? await (async () => {
              if (!file) throw new Error('Choose a .txt, .md or .pdf file');
              setUploading(true);
              return uploadKnowledgeFile(bot.id, file, title);
            })()
          : await add.mutateAsync({ id: bot.id, title, text: mode === 'faq' ? faqText(pairs) : text });
      toast.success(`Added “${document.title}” (${document.chunks} ${document.chunks === 1 ? 'part' : 'parts'})`);
      reset();
      void utils.knowledge.list.invalidate({ id: bot.id });
    } catch (error) {
      toast.error(errorMessage(error, error instanceof Error ? error.message : 'The document was not added. Please try again.'));
    } finally {
      setUploading(false);
    }
  }

  async function deleteDocument(documentId: string, documentTitle: string) {
    try {
      await remove.mutateAsync({ id: bot.id, document_id: documentId });
      toast.success(`Deleted “${documentTitle}”`);
      void utils.knowledge.list.invalidate({ id: bot.id });
    } catch (error) {
      toast.error(errorMessage(error, 'The document was not deleted. Please try again.'));
    }
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`${bot.name}'s knowledge`}
      description="Facts, FAQs and files your bot answers from. Only this bot uses them, and fans never see the documents themselves."
    >
      <section aria-labelledby="knowledge-documents-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="knowledge-documents-heading" className="text-sm font-semibold text-white">
            Documents
          </h3>
          {user && !unlimited && (
            <p className="text-xs text-zinc-400">
              {documents.length} of {limit} on {PLANS[user.plan].name}
            </p>
          )}
        </div>
        {list.isPending && <p className="mt-3 text-sm text-zinc-500">Loading…</p>}
        {list.data && documents.length === 0 && (
          <p className="mt-3 rounded-xl bg-white/[0.03] p-4 text-sm text-zinc-400 ring-1 ring-inset ring-white/[0.06]">
            No documents yet. Add your FAQ, your rates or your story, and your bot will answer with your own facts.
          </p>
        )}
        {documents.length > 0 && (
          <ul className="mt-3 divide-y divide-white/[0.06] rounded-xl ring-1 ring-inset ring-white/[0.06]">
            {documents.map((document) => (
              <li key={document.id} className="flex items-center gap-3 px-3.5 py-2.5">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-zinc-100">{document.title}</p>
                  <p className="truncate text-xs text-zinc-500">
                    {document.source === 'file' ? document.filename : 'Text'} · {sizeOf(document.bytes)} · {document.chunks} {document.chunks === 1 ? 'part' : 'parts'} · {formatShortDate(document.created_at)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${document.title}`}
                  onClick={() => void deleteDocument(document.id, document.title)}
                  disabled={remove.isPending}
                  className="size-8 text-zinc-400 hover:text-rose-300"
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form onSubmit={(event) => void submit(event)} className="mt-6 space-y-4" aria-labelledby="knowledge-add-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="knowledge-add-heading" className="text-sm font-semibold text-white">
            Add knowledge
          </h3>
          <div role="radiogroup" aria-label="What to add" className="flex gap-1 rounded-xl bg-ink-900 p-1 ring-1 ring-inset ring-white/10">
            {MODES.map((option) => (
              <button
                key={option.id}
                type="button"
                role="radio"
                aria-checked={mode === option.id}
                onClick={() => setMode(option.id)}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-xs font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400',
                  mode === option.id ? 'bg-white/10 text-white' : 'text-zinc-400 hover:text-zinc-200',
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
        </div>

        {full ? (
          <p className="rounded-xl bg-amber-400/10 p-3.5 text-sm text-amber-200 ring-1 ring-amber-300/20">
            This bot has all the documents your plan allows. Delete one, or upgrade your plan to add more.
          </p>
        ) : (
          <>
            <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} placeholder={mode === 'file' ? 'The file’s name if left empty' : 'e.g. Rates and FAQ'} maxLength={200} />
            {mode === 'text' && <TextareaField label="Text" value={text} onChange={(event) => setText(event.target.value)} rows={6} placeholder="Paste what your bot should know: your story, your rates, your schedule…" />}
            {mode === 'faq' && (
              <div className="space-y-3">
                {pairs.map((pair, index) => (
                  <div key={index} className="grid gap-2 rounded-xl bg-white/[0.02] p-3 ring-1 ring-inset ring-white/[0.06] sm:grid-cols-2">
                    <TextField
                      label={`Question ${index + 1}`}
                      value={pair.question}
                      onChange={(event) => setPairs((all) => all.map((p, i) => (i === index ? { ...p, question: event.target.value } : p)))}
                    />
                    <TextField
                      label={`Answer ${index + 1}`}
                      value={pair.answer}
                      onChange={(event) => setPairs((all) => all.map((p, i) => (i === index ? { ...p, answer: event.target.value } : p)))}
                    />
                  </div>
                ))}
                <Button variant="secondary" size="sm" onClick={() => setPairs((all) => [...all, { question: '', answer: '' }])}>
                  <Plus aria-hidden="true" />
                  Add question
                </Button>
              </div>
            )}
            {mode === 'file' && (
              <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-dashed border-white/15 bg-white/[0.02] p-6 text-center transition hover:border-brand-400/60 focus-within:ring-2 focus-within:ring-brand-400">
                <Upload aria-hidden="true" className="size-5 text-zinc-400" />
                <span className="text-sm text-zinc-200">{file ? file.name : 'Choose a .txt, .md or .pdf file'}</span>
                <span className="text-xs text-zinc-500">Up to {KNOWLEDGE_FILE_MAX_BYTES / (1024 * 1024)} MB</span>
                <input type="file" accept=".txt,.md,.pdf,text/plain,text/markdown,application/pdf" className="sr-only" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
              </label>
            )}
            <div className="flex justify-end">
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner /> : mode === 'faq' ? <MessageCircleQuestion aria-hidden="true" /> : <Plus aria-hidden="true" />}
                Add to knowledge
              </Button>
            </div>
          </>
        )}
      </form>
    </DialogShell>
  );
}
