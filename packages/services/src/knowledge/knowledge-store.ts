import { sql } from 'kysely';
import { chunkKnowledge, KNOWLEDGE_NOT_FOUND, knowledgeLimitProblem, type KnowledgeAddInput } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { BOT_NOT_FOUND, findOwnedBot } from '../bots/bot-store';
import { AppError } from '../errors';
import { textOfUpload, type UploadedFile } from './knowledge-files';
import { enqueueKnowledgeEmbedding, type KnowledgeVectors } from './knowledge-vectors';

export interface KnowledgeDocumentView {
  id: string;
  title: string;
  source: 'text' | 'file';
  filename: string | null;
  bytes: number;
  chunks: number;
  created_at: string;
}


/**
 * POST /api/chatbots/{id}/knowledge: a document for the creator's own bot,
 * within the plan's documents per bot, cut into chunks, all stored in one
 * transaction or nothing (a bad file is refused before anything is written).
 * The bot's row is locked while counting, so two uploads at once cannot both
 * take the last place. Where the server has vector search, the chunks'
 * embedding is queued in the same transaction: a runner makes it, so the
 * upload never waits on the embeddings model.
 */
export async function addKnowledgeDocument(db: Db, user: UserRow, botId: string, input: KnowledgeAddInput, vectors?: KnowledgeVectors | null): Promise<{ document: { id: string; title: string; chunks: number } }> {
  const file: UploadedFile | undefined = input.file;
  const isFile = file !== undefined;
  const text = file ? await textOfUpload(file) : (input.text ?? '');
  const title = (input.title ?? file?.name ?? '').trim();
  const chunks = chunkKnowledge(text);
  const bytes = file ? file.data.byteLength : Buffer.byteLength(text, 'utf8');
  return db.transaction().execute(async (trx) => {
    const bot = await trx.selectFrom('bots').select('id').where('id', '=', botId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
    if (!bot) throw new AppError('NOT_FOUND', BOT_NOT_FOUND);
    const { count } = await trx.selectFrom('knowledge_documents').select((eb) => eb.fn.countAll<number>().as('count')).where('bot_id', '=', botId).executeTakeFirstOrThrow();
    const problem = knowledgeLimitProblem(user.plan, user.is_admin, Number(count));
    if (problem) throw new AppError('FORBIDDEN', problem);
    const document = await trx
      .insertInto('knowledge_documents')
      .values({
        bot_id: botId,
        title,
        source: isFile ? 'file' : 'text',
        filename: file?.name ?? null,
        content_type: file?.type || null,
        bytes,
        chunks: chunks.length,
      })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('knowledge_chunks').values(chunks.map((content, ordinal) => ({ document_id: document.id, bot_id: botId, ordinal, content }))).execute();
    await countKnowledgeTerms(trx, botId, document.id, 1);
    await trx.updateTable('bots').set({ knowledge_chunks: sql<number>`knowledge_chunks + ${chunks.length}` }).where('id', '=', botId).execute();
    if (vectors) await enqueueKnowledgeEmbedding(trx, document.id);
    return { document: { id: document.id, title: document.title, chunks: chunks.length } };
  });
}

/** GET /api/chatbots/{id}/knowledge: the bot's documents, oldest first. */
export async function listKnowledgeDocuments(db: Db, userId: string, botId: string): Promise<{ documents: KnowledgeDocumentView[] }> {
  await findOwnedBot(db, userId, botId);
  const rows = await db
    .selectFrom('knowledge_documents')
    .select(['id', 'title', 'source', 'filename', 'bytes', 'chunks', 'created_at'])
    .where('bot_id', '=', botId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { documents: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
}

/** DELETE /api/chatbots/{id}/knowledge/{documentId}: the document and its chunks; another bot's or creator's is 404. */
export async function deleteKnowledgeDocument(db: Db, userId: string, botId: string, documentId: string): Promise<{ deleted: true }> {
  await db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('knowledge_documents as d')
      .innerJoin('bots as b', 'b.id', 'd.bot_id')
      .select('d.chunks')
      .where('d.id', '=', documentId)
      .where('d.bot_id', '=', botId)
      .where('b.user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw new AppError('NOT_FOUND', KNOWLEDGE_NOT_FOUND);
    await countKnowledgeTerms(trx, botId, documentId, -1);
    await trx.deleteFrom('knowledge_documents').where('id', '=', documentId).execute();
    await trx.updateTable('bots').set({ knowledge_chunks: sql<number>`greatest(0, knowledge_chunks - ${document.chunks})` }).where('id', '=', botId).execute();
  });
  return { deleted: true };
}

/**
 * Adds (+1) or takes away (-1) a document's words from the bot's counts of
 * chunks per word (knowledge_terms), which the search reads to pick the
 * fan's rarest words. ts_stat counts the chunks each word of the document is in.
 */
export async function countKnowledgeTerms(trx: Db, botId: string, documentId: string, sign: 1 | -1): Promise<void> {
  const stats = sql`ts_stat(format('SELECT search FROM knowledge_chunks WHERE document_id = %L', ${documentId}::text))`;
  if (sign === 1) {
    await sql`
      INSERT INTO knowledge_terms AS t (bot_id, term, chunks)
      SELECT ${botId}::uuid, word, ndoc FROM ${stats}
      ON CONFLICT (bot_id, term) DO UPDATE SET chunks = t.chunks + excluded.chunks
    `.execute(trx);
    return;
  }
  await sql`UPDATE knowledge_terms t SET chunks = greatest(0, t.chunks - s.ndoc) FROM ${stats} s WHERE t.bot_id = ${botId} AND t.term = s.word`.execute(trx);
  await sql`DELETE FROM knowledge_terms WHERE bot_id = ${botId} AND chunks = 0`.execute(trx);
}
