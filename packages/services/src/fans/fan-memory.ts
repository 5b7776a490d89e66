import { sql } from 'kysely';
import { fitMemory, FAN_MEMORY_TOKEN_BUDGET, memoryInstructions, memoryTranscript, type ChatTurn } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { Llm } from '../llm';
import type { Logger } from '../logger';
import { modelCostUsd, summaryModelOf } from '../model-prices';
import { TURN_CONTENT } from './known-fan-reads';
import { addQueuedJob } from '../inbound-queue/queue-rows';

/** graphile-worker's task that brings a fan's memory up to date. */
export const FAN_MEMORY_TASK = 'fan_memory';

/** A failed update is tried again with backoff; past this, the next due update starts afresh. */
const FAN_MEMORY_MAX_ATTEMPTS = 5;

/** Messages an update reads at most: the newest since the last update. */
const UPDATE_READS_MESSAGES = 80;

/**
 * Queues the memory update of a conversation. Its own job, never on the fan's
 * queue, so a slow or failing update never holds the fan's next message. A
 * queue per conversation runs its updates one at a time, each reading what
 * the one before wrote; one key per conversation makes the updates due while
 * one waits a single update.
 */
export async function enqueueMemoryUpdate(db: Db, conversationId: string): Promise<void> {
  await addQueuedJob(db, {
    task: FAN_MEMORY_TASK,
    payload: { conversationId },
    queue: `memory:${conversationId}`,
    maxAttempts: FAN_MEMORY_MAX_ATTEMPTS,
    jobKey: `memory:${conversationId}`,
    jobKeyMode: 'preserve_run_at',
  });
}

export interface MemoryUpdateDeps {
  llm: Llm;
  log: Logger;
}

export type MemoryUpdateOutcome = 'updated' | 'nothing_new' | 'gone' | 'changed_meanwhile';

/**
 * Rewrites a conversation's memory from its notes and what was said since,
 * with the bot's provider's cheapest model, and records what the call cost
 * (model_costs, which the margin figures count). A creator's edit while the
 * call ran wins: the update is dropped, and the next one starts from the edit.
 * A model failure is thrown, so the job is tried again.
 */
export async function updateFanMemory(db: Db, deps: MemoryUpdateDeps, conversationId: string): Promise<MemoryUpdateOutcome> {
  const conversation = await db
    .selectFrom('conversations as c')
    .innerJoin('bots as b', 'b.id', 'c.bot_id')
    .select(['c.id', 'c.bot_id', 'c.fan_id', 'c.memory', 'c.memory_updated_at', 'c.memory_through_id', 'c.message_count', 'b.name as bot_name', 'b.llm_provider'])
    .where('c.id', '=', conversationId)
    .where('c.fan_id', 'is not', null)
    .executeTakeFirst();
  if (!conversation) return 'gone';
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'role', TURN_CONTENT.as('content')])
    .where('conversation_id', '=', conversationId)
    .where(sql<boolean>`id > ${conversation.memory_through_id}::bigint`)
    .where('error', 'is', null)
    .where('role', 'in', ['user', 'assistant', 'creator'])
    .orderBy('id', 'desc')
    .limit(UPDATE_READS_MESSAGES)
    .execute();
  if (rows.length === 0) return 'nothing_new';
  const turns: ChatTurn[] = rows.reverse().map((row) => ({ role: row.role === 'user' ? 'user' : 'assistant', content: row.content }));

  const model = summaryModelOf(conversation.llm_provider);
  const current = conversation.memory.trim() || '(none yet)';
  const completion = await deps.llm.complete({
    provider: conversation.llm_provider,
    model,
    messages: [
      { role: 'system', content: memoryInstructions(conversation.bot_name) },
      { role: 'user', content: `Current notes:\n${current}\n\nNew conversation:\n${memoryTranscript(turns)}` },
    ],
    temperature: 0.2,
    // The notes' budget and some room: fitMemory cuts an overrun at a line's end.
    maxTokens: FAN_MEMORY_TOKEN_BUDGET + 100,
  });
  const notes = fitMemory(completion.text);
  const throughId = rows.at(-1)!.id;
  const costUsd = modelCostUsd(conversation.llm_provider, model, completion.promptTokens, completion.completionTokens);

  const outcome = await db.transaction().execute(async (trx) => {
    const saved = await trx
      .updateTable('conversations')
      .set({ memory: notes, memory_updated_at: new Date(), memory_through_id: throughId, memory_count_at: conversation.message_count })
      .where('id', '=', conversationId)
      // Unchanged since it was read: a creator's edit meanwhile is kept (compared to the millisecond, as a JS Date holds it).
      .where(sql<boolean>`date_trunc('milliseconds', memory_updated_at) IS NOT DISTINCT FROM ${conversation.memory_updated_at}`)
      .executeTakeFirst();
    // The call was made either way, so its cost is recorded either way.
    await trx
      .insertInto('model_costs')
      .values({
        bot_id: conversation.bot_id,
        fan_id: conversation.fan_id,
        kind: 'memory',
        provider: conversation.llm_provider,
        model,
        prompt_tokens: completion.promptTokens,
        completion_tokens: completion.completionTokens,
        cost_usd: costUsd,
      })
      .execute();
    return saved.numUpdatedRows > 0n ? 'updated' : 'changed_meanwhile';
  });
  deps.log.info('Fan memory update', { bot_id: conversation.bot_id, outcome, messages: rows.length });
  return outcome;
}
