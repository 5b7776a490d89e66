import { z } from 'zod';
import { estimateTokens } from './conversation-memory';
import { textField } from './input-fields';
import { splitMessage } from './message-split';
import { PLAN_IDS, PLANS, type PlanId } from './plans';
import { isUnlimited } from './quota';

/**
 * A bot's knowledge (issue #36): documents the creator gives it (pasted text,
 * FAQ pairs, .txt, .md and .pdf files), cut into chunks that full-text search
 * finds for a fan's message. The best chunks that fit a budget go into the
 * prompt, marked as the creator's own words.
 */

/** The largest file a creator may upload. */
export const KNOWLEDGE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest pasted text (a JSON body holds at most 1 MB). */
export const KNOWLEDGE_TEXT_MAX_CHARS = 200_000;
/** A chunk: a few paragraphs, small enough that several fit the prompt's budget. */
export const KNOWLEDGE_CHUNK_CHARS = 800;
/** What the creator's knowledge may take of a prompt. */
export const KNOWLEDGE_TOKEN_BUDGET = 600;

/** The files taken, by extension, with the content types a browser or client may send for them. */
export const KNOWLEDGE_FILE_TYPES = {
  '.txt': ['text/plain'],
  '.md': ['text/markdown', 'text/x-markdown', 'text/plain'],
  '.pdf': ['application/pdf'],
} as const;
export type KnowledgeFileExtension = keyof typeof KNOWLEDGE_FILE_TYPES;

export const KNOWLEDGE_NOT_FOUND = 'Knowledge document not found';
export const UNSUPPORTED_FILE = 'Upload a .txt, .md or .pdf file';
export const FILE_TOO_LARGE = `The file must be at most ${KNOWLEDGE_FILE_MAX_BYTES / (1024 * 1024)} MB`;
export const EMPTY_FILE = 'The file is empty';
export const NO_TEXT_IN_FILE = 'No text could be read from this file';
export const UNREADABLE_PDF = 'This PDF could not be read. Is it damaged or password-protected?';

const title = textField('Title').trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters');

const text = textField('Text')
  .trim()
  .min(1, 'Text cannot be empty')
  .max(KNOWLEDGE_TEXT_MAX_CHARS, `Text must be at most ${KNOWLEDGE_TEXT_MAX_CHARS.toLocaleString('en-US')} characters`);

/** An uploaded file as the API hands it over (multipart only; tRPC's JSON cannot carry bytes). */
export const knowledgeFileSchema = z.object({
  name: z.string({ error: 'Choose a file to upload' }),
  type: z.string(),
  data: z.instanceof(Uint8Array, { error: 'Choose a file to upload' }),
});

/**
 * POST /api/chatbots/{id}/knowledge: JSON `{title, text}` (pasted text, FAQ
 * pairs), or multipart with a `file` and an optional `title` (the file's
 * name otherwise). One or the other, each refusal naming its field.
 */
export const knowledgeAddSchema = z
  .object({ title: title.optional(), text: text.optional(), file: knowledgeFileSchema.optional() })
  .superRefine((input, ctx) => {
    if (input.file && input.text !== undefined) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Send either text or a file, not both' });
    if (input.file) return;
    if (input.text === undefined) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Paste some text or choose a file' });
    if (input.title === undefined) ctx.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
  });
export type KnowledgeAddInput = z.output<typeof knowledgeAddSchema>;

/** The extension a file is taken by, or null when it is not one of KNOWLEDGE_FILE_TYPES. */
export function knowledgeFileExtension(name: string): KnowledgeFileExtension | null {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot).toLowerCase();
  return extension in KNOWLEDGE_FILE_TYPES ? (extension as KnowledgeFileExtension) : null;
}

/**
 * A document's text cut into chunks at paragraph, then line, sentence and
 * word boundaries (as a long reply is split), so an FAQ pair written as one
 * paragraph stays whole. Blank runs are folded first.
 */
export function chunkKnowledge(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n');
  return splitMessage(normalised, KNOWLEDGE_CHUNK_CHARS).filter((chunk) => chunk.trim() !== '');
}

/** The chunks that fit the prompt's budget, best first as given; one larger than the whole budget is skipped. */
export function chunksWithinBudget<T extends { content: string }>(ranked: readonly T[], budget = KNOWLEDGE_TOKEN_BUDGET): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const chunk of ranked) {
    const cost = estimateTokens(chunk.content);
    if (used + cost > budget) continue;
    kept.push(chunk);
    used += cost;
  }
  return kept;
}

/** Why a bot cannot take another document on this plan, naming the cheapest plan that allows more; null when it can. */
export function knowledgeLimitProblem(plan: PlanId, isAdmin: boolean, documents: number): string | null {
  const limit = PLANS[plan].knowledgeDocuments;
  if (isAdmin || isUnlimited(limit) || documents < limit) return null;
  const next = PLAN_IDS.map((id) => PLANS[id]).find((tier) => isUnlimited(tier.knowledgeDocuments) || tier.knowledgeDocuments > limit);
  const noun = limit === 1 ? 'document' : 'documents';
  return `The ${PLANS[plan].name} plan allows ${limit} knowledge ${noun} per bot${next ? `; upgrade to ${next.name} for more` : ''}`;
}
