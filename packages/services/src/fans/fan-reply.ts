import {
  carriesCrisisResources,
  crisisReply,
  fanAccess,
  MEMORY_EVERY_TURNS_DEFAULT,
  memoryUpdateDue,
  shouldPromptTip,
  trimHistoryToBudget,
  type ChatTurn,
  type FanMediaKind,
} from '@fanline/core';
import type { BotRow, Db, FanRow, UserRow } from '@fanline/db';
import type { CompletionResult, Llm } from '../llm';
import type { Logger } from '../logger';
import { modelCostUsd } from '../model-prices';
import { refundMessageCredit, type DebitOutcome } from '../metering';
import { searchKnowledge } from '../knowledge/knowledge-search';
import type { KnowledgeVectors } from '../knowledge/knowledge-vectors';
import { replyWithModel, type ModelTurnResult } from '../replies/model-reply';
import { referFanMessage } from '../safety/crisis-referrals';
import type { CrisisCheck, Moderation } from '../safety/moderation';
import type { VoiceFormat, VoiceSynthesizer } from '../voice-synthesis';
import { enqueueMemoryUpdate } from './fan-memory';
import { voiceNote, voiceWanted } from './fan-voice';
import { recordExchange, type FanCounters } from './exchange-records';
import { recentTurns, storedReply, type FanMemoryState } from './fan-store';
import type { ReplyDrafts } from './reply-drafts';

export const OUT_OF_CREDITS_REASON = 'Out of message credits: fans are not being answered until credits return';

export interface FanReplyDeps {
  llm: Llm;
  voice: VoiceSynthesizer;
  log: Logger;
  moderation: Moderation;
  /** TAKEOVER_IDLE_HOURS: a takeover this long without a creator message no longer holds the AI back (default 12). */
  takeoverIdleHours?: number;
  /** MEMORY_EVERY_TURNS: the fan's memory is brought up to date after this many of their messages (default 10). */
  memoryEveryTurns?: number;
  /** Vector search over creator knowledge, where the server has it (BotDeps.knowledgeVectors). */
  knowledgeVectors?: KnowledgeVectors | null;
}

export interface FanMessage {
  bot: BotRow;
  owner: UserRow;
  /** is_minor: known to the platform as under 18 (the prompt then forbids sexual content). */
  fan: FanRow & { is_minor?: boolean };
  conversationId: string;
  /** The channel's id of the fan's message (see InboundEvent.eventId). */
  messageId: string;
  text: string;
  /** Earlier turns, when the caller already read them; otherwise they are read here. */
  history?: ChatTurn[];
  /** The format the channel takes a voice note in; null: none, so no voice credit is taken and the reply is text. MP3 unless told. */
  voiceFormat?: VoiceFormat | null;
  /** The credit for this message, when the caller already took it (fanConversation with a charge); otherwise it is taken here. */
  debit?: DebitOutcome;
  /** The crisis screen found the message close to a crisis without flagging it (CrisisCheck.concern): the model is asked to check in. */
  crisisConcern?: boolean;
  /** Opens the channel's drafts, so a text reply shows as the model writes it; absent where the channel has none. */
  openDrafts?: () => ReplyDrafts;
  /** The conversation's memory of the fan, for the prompt and to know when it is due an update; none when left out. */
  memory?: FanMemoryState;
  /** What the message was when not typed (IncomingFanText.media). */
  media?: FanMediaKind;
  /** The fan's photo as a data URL, for a model that sees images (IncomingFanText.image). */
  image?: string;
}

/**
 * A reply to send. It is recorded only once sent (recordSent), so a recorded
 * reply is a delivered one: a retry after a crash finds it and stays silent,
 * and one killed before the record answers the message again, on the same
 * credit (at worst a second reply, never a lost one). Given the reason, it
 * records a reply the channel refused for good. Resolves whether the tip
 * prompt is due now.
 */
export interface ReplyToSend {
  kind: 'reply';
  texts: string;
  voice: Buffer | null;
  recordSent(undeliveredReason?: string): Promise<{ promptTip: boolean }>;
}

export type FanReplyOutcome =
  | ReplyToSend
  | { kind: 'duplicate' }
  | { kind: 'paywall'; needs: 'subscription' | 'per_message' }
  | { kind: 'no_credits'; notifyFan: boolean }
  | { kind: 'failed' }
  /** A crisis: the crisis reply goes instead of anything else, with no charge, paywall or tip prompt. */
  | { kind: 'crisis'; text: string };

/**
 * Answers one fan message: paid-access check, one message credit (unique per
 * channel message, so a redelivery is never charged twice), the model with the
 * conversation's memory and an optional voice note; the caller sends the
 * reply, then records it (ReplyToSend). A model failure gives the credit
 * back; the fan gets an apology from the caller.
 */
export async function answerFanMessage(db: Db, deps: FanReplyDeps, message: FanMessage): Promise<FanReplyOutcome> {
  const { bot, fan } = message;
  const access = fanAccess(bot, fan);
  if (!access.allowed) {
    // A caller charges ahead only when no paywall applies; should it ever be wrong, the fan is not charged for a paywall.
    if (message.debit?.status === 'debited') await refundMessageCredit(db, message.debit.debitId);
    return { kind: 'paywall', needs: access.needs };
  }

  const history = message.history ?? (await recentTurns(db, message.conversationId));
  // A text reply streams where the channel shows drafts and the creator left streaming on; a voice note is heard whole.
  const drafts = message.openDrafts && bot.stream_replies && !voiceWanted(deps, message) ? message.openDrafts() : null;
  let turn: ModelTurnResult;
  let heldBack: CrisisCheck | null;
  try {
    turn = await modelTurn(db, deps, message, history, drafts);
  } finally {
    heldBack = (await drafts?.settle()) ?? null;
  }
  if (turn.kind === 'exhausted') return noCredits(db, bot, fan);
  if (turn.kind === 'duplicate') return { kind: 'duplicate' };
  if (turn.kind === 'failed') return { kind: 'failed' };
  const { completion, debitId } = turn;
  if (completion.cut && !heldBack) deps.log.info('A streamed reply was cut short; the fan gets what came', { bot_id: bot.id });

  // The model's reply is screened like the fan's message: one that encourages self-harm never reaches the fan.
  // A draft the screen held back stopped the stream; the fan gets the crisis reply as for a flagged finished one.
  const replyCheck = heldBack ?? (await deps.moderation.screenReply(completion.text));
  if (replyCheck.flagged) {
    if (debitId !== null) await refundMessageCredit(db, debitId);
    deps.log.info('Model reply replaced by the crisis reply', { bot_id: bot.id });
    await referFanMessage(db, message, 'reply', replyCheck);
    return { kind: 'crisis', text: crisisReply(fan.language_code) };
  }

  // The model answered a crisis the screens missed (its crisis rule): a referral like a screened one, recorded
  // before the exchange (a retry after a crash in between finds the exchange and no referral otherwise). Like the
  // crisis reply it is sent as text (a number and a link to keep), is not charged and brings no tip prompt. A reply
  // that repeats the resources of the one before it refers the fan again to nothing new, so it is not counted.
  const referredByModel = carriesCrisisResources(completion.text) && !lastReplyCarriedResources(history);
  if (referredByModel) {
    deps.log.info('Model reply gave the crisis resources; recorded as a referral', { bot_id: bot.id });
    await referFanMessage(db, message, 'model', { flagged: true, concern: false, detector: 'model', language: null });
    if (debitId !== null) await refundMessageCredit(db, debitId);
  }
  const voice = referredByModel ? null : await voiceNote(db, deps, message, completion.text);
  return {
    kind: 'reply',
    texts: completion.text,
    voice,
    recordSent: async (undeliveredReason) => {
      const sent = await recordReply(db, message, { completion, isVoice: voice !== null, referredByModel, undeliveredReason });
      if (undeliveredReason === undefined) await updateMemoryIfDue(db, deps, message, [...history, { role: 'user', content: message.text }, { role: 'assistant', content: completion.text }]);
      return sent;
    },
  };
}

/** The fan's message through the one reply pipeline, with its usage key, history and memory; streamed into the drafts when given. */
async function modelTurn(db: Db, deps: FanReplyDeps, message: FanMessage, history: readonly ChatTurn[], drafts: ReplyDrafts | null): Promise<ModelTurnResult> {
  const { bot, owner, fan } = message;
  // Only a bot with knowledge pays for the search.
  const findKnowledge = bot.knowledge_chunks > 0 ? () => searchKnowledge(db, bot.id, message.text, deps.knowledgeVectors, fan.id) : undefined;
  return replyWithModel(db, deps.llm, {
    ...(findKnowledge ? { findKnowledge } : {}),
    bot,
    creatorName: owner.name,
    fanIsMinor: fan.is_minor === true,
    fanLanguage: fan.language_code,
    crisisConcern: message.crisisConcern === true,
    ...(message.memory?.notes ? { fanMemory: message.memory.notes } : {}),
    charge: { userId: owner.id, botId: bot.id, source: fan.channel, messageId: message.messageId },
    ...(message.debit ? { debit: message.debit } : {}),
    wasAnswered: async () => (await storedReply(db, bot.id, message.messageId)) !== null,
    history,
    text: message.text,
    ...(message.image ? { image: message.image } : {}),
    recordFailure: async (reason) => {
      deps.log.error('Model failed to answer a fan', { bot_id: bot.id, reason });
      await recordExchange(db, { ...exchangeBase(message), error: reason });
    },
    ...(drafts ? { onText: (textSoFar: string) => drafts.show(textSoFar), signal: drafts.halted } : {}),
  });
}

/** Stores a sent (or refused) reply with its message, then the counters that follow from it; returns whether the tip prompt is due. */
async function recordReply(
  db: Db,
  message: FanMessage,
  reply: { completion: CompletionResult; isVoice: boolean; referredByModel: boolean; undeliveredReason: string | undefined },
): Promise<{ promptTip: boolean }> {
  const { bot, fan } = message;
  const { completion, referredByModel, undeliveredReason } = reply;
  const delivered = undeliveredReason === undefined;
  const perMessage = bot.monetization_enabled && bot.pricing_model === 'per_message' && !referredByModel && delivered;
  const counters = await recordExchange(
    db,
    {
      ...exchangeBase(message),
      reply: {
        text: completion.text,
        promptTokens: completion.promptTokens,
        completionTokens: completion.completionTokens,
        latencyMs: completion.latencyMs,
        costUsd: modelCostUsd(bot.llm_provider, bot.llm_model, completion.promptTokens, completion.completionTokens),
        isVoice: reply.isVoice,
      },
      ...(delivered ? {} : { error: undeliveredReason }),
    },
    perMessage,
  );
  if (!delivered) return { promptTip: false };
  if (referredByModel) await restartTipWindow(db, fan.id);
  const promptTip = counters && !referredByModel ? await openTipWindowIfDue(db, bot, fan, counters) : false;
  // The (possibly 2 s old) bot says credits had run out; the WHERE keeps any other reason intact.
  if (bot.attention_reason === OUT_OF_CREDITS_REASON) {
    await db.updateTable('bots').set({ attention_reason: null }).where('id', '=', bot.id).where('attention_reason', '=', OUT_OF_CREDITS_REASON).execute();
  }
  return { promptTip };
}

/**
 * After a delivered reply: queues the fan's memory update when it is due
 * (memoryUpdateDue). It runs as its own job, so the fan never waits for it.
 */
async function updateMemoryIfDue(db: Db, deps: FanReplyDeps, message: FanMessage, historyNow: readonly ChatTurn[]): Promise<void> {
  const progress = {
    // This exchange is two more messages, and the last two turns of `historyNow`.
    messagesSinceUpdate: (message.memory?.messagesSinceUpdate ?? 0) + 2,
    keptTurns: trimHistoryToBudget(historyNow).length,
    everyTurns: deps.memoryEveryTurns ?? MEMORY_EVERY_TURNS_DEFAULT,
  };
  if (memoryUpdateDue(progress)) await enqueueMemoryUpdate(db, message.conversationId);
}

function lastReplyCarriedResources(history: readonly ChatTurn[]): boolean {
  const last = history.findLast((turn) => turn.role === 'assistant');
  return last !== undefined && carriesCrisisResources(last.content);
}

/** After a crisis answer the tip window starts again, so no tip prompt follows on the fan's very next message. */
async function restartTipWindow(db: Db, fanId: string): Promise<void> {
  await db.updateTable('fans').set({ messages_since_tip_prompt: 0, last_tip_prompt_at: new Date() }).where('id', '=', fanId).execute();
}

function exchangeBase(message: FanMessage) {
  return {
    conversationId: message.conversationId,
    botId: message.bot.id,
    fanId: message.fan.id,
    messageId: message.messageId,
    fanText: message.text,
    ...(message.media ? { fanMedia: message.media } : {}),
  };
}

/** Marks the bot (the dashboard shows why it is silent) and tells each fan once. */
async function noCredits(db: Db, bot: BotRow, fan: FanRow): Promise<FanReplyOutcome> {
  // Only the first refused message writes: a flood of fans must not rewrite the bot row each time.
  await db
    .updateTable('bots')
    .set({ attention_reason: OUT_OF_CREDITS_REASON })
    .where('id', '=', bot.id)
    .where((eb) => eb('attention_reason', 'is', null).or('attention_reason', '<>', OUT_OF_CREDITS_REASON))
    .execute();
  const claimed = await db
    .updateTable('fans')
    .set({ credit_notice_at: new Date() })
    .where('id', '=', fan.id)
    .where('credit_notice_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return { kind: 'no_credits', notifyFan: claimed !== undefined };
}

/** Whether the tip prompt is due after this reply; when it is, starts a new window (at most one prompt per window). */
async function openTipWindowIfDue(db: Db, bot: BotRow, fan: FanRow, counters: FanCounters): Promise<boolean> {
  const now = new Date();
  const due = shouldPromptTip(
    bot,
    { messages_since_tip_prompt: counters.messages_since_tip_prompt, tip_window_started_at: counters.last_tip_prompt_at ?? counters.first_seen_at },
    now,
  );
  if (!due) return false;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('fans').set({ messages_since_tip_prompt: 0, last_tip_prompt_at: now }).where('id', '=', fan.id).execute();
    await trx.insertInto('tip_prompts').values({ bot_id: bot.id, fan_id: fan.id, sent_at: now }).execute();
  });
  return true;
}
