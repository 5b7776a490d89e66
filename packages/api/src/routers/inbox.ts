import { on } from 'node:events';
import { EventEmitter } from 'node:events';
import { z } from 'zod';
import {
  conversationByIdSchema,
  conversationDetailSchema,
  conversationListSchema,
  conversationPageSchema,
  creatorMessageSchema,
  exportFormatSchema,
  fanMemoryInputSchema,
  fanMemorySchema,
  inboxFeedEventSchema,
  queuedCreatorMessageSchema,
  takeoverStateSchema,
  transcriptPageSchema,
  transcriptSchema,
  unreadCountSchema,
} from '@fanline/core';
import {
  conversationDetail,
  countUnreadConversations,
  eraseConversationFan,
  exportBotConversations,
  exportConversation,
  handBackConversation,
  listConversations,
  markConversationRead,
  queueCreatorMessage,
  readFanMemory,
  takeOverConversation,
  transcriptPage,
  writeFanMemory,
  type InboxFeedEvent,
} from '@fanline/services';
import { protectedProcedure, router } from '../trpc';
import { eachChecked } from '../each-checked';

const botExport = z.object({ id: z.uuid({ error: 'Bot not found' }), format: exportFormatSchema });
const conversationExport = conversationByIdSchema.extend({ format: exportFormatSchema });
/** A file the REST route streams as the body (CSV or JSON lines); tRPC clients never ask for it. */
const fileDownloadSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  chunks: z.custom<AsyncIterable<string>>((value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
});

/** The creator inbox (docs/product.md §20). Every procedure reads only the signed-in creator's conversations. */
export const inboxRouter = router({
  conversations: protectedProcedure.input(conversationListSchema).output(conversationPageSchema).query(({ ctx, input }) => listConversations(ctx.db, ctx.auth.user.id, input)),
  unreadCount: protectedProcedure.output(unreadCountSchema).query(({ ctx }) => countUnreadConversations(ctx.db, ctx.auth.user.id)),
  conversation: protectedProcedure.input(conversationByIdSchema).output(conversationDetailSchema).query(({ ctx, input }) => conversationDetail(ctx.db, ctx.auth.user.id, input.id)),
  messages: protectedProcedure.input(transcriptSchema).output(transcriptPageSchema).query(({ ctx, input }) => transcriptPage(ctx.db, ctx.auth.user.id, input)),
  markRead: protectedProcedure.input(conversationByIdSchema).output(z.object({ unread: z.literal(0) })).mutation(({ ctx, input }) => markConversationRead(ctx.db, ctx.auth.user.id, input.id)),
  takeOver: protectedProcedure.input(conversationByIdSchema).output(takeoverStateSchema).mutation(({ ctx, input }) => takeOverConversation(ctx.db, ctx.auth.user.id, input.id)),
  handBack: protectedProcedure.input(conversationByIdSchema).output(takeoverStateSchema).mutation(({ ctx, input }) => handBackConversation(ctx.db, ctx.auth.user.id, input.id)),
  send: protectedProcedure.input(creatorMessageSchema).output(queuedCreatorMessageSchema).mutation(({ ctx, input }) => queueCreatorMessage(ctx.db, ctx.auth.user.id, input.id, input.text)),
  memory: protectedProcedure.input(conversationByIdSchema).output(fanMemorySchema).query(({ ctx, input }) => readFanMemory(ctx.db, ctx.auth.user.id, input.id)),
  saveMemory: protectedProcedure
    .input(conversationByIdSchema.extend(fanMemoryInputSchema.shape))
    .output(fanMemorySchema)
    .mutation(({ ctx, input }) => writeFanMemory(ctx.db, ctx.auth.user.id, input.id, input.memory)),
  clearMemory: protectedProcedure.input(conversationByIdSchema).output(fanMemorySchema).mutation(({ ctx, input }) => writeFanMemory(ctx.db, ctx.auth.user.id, input.id, '')),
  eraseFan: protectedProcedure.input(conversationByIdSchema).output(z.object({ erased: z.literal(true) })).mutation(({ ctx, input }) => eraseConversationFan(ctx.db, ctx.auth.user.id, input.id)),
  /** A file download (REST only): the result streams as the response body. */
  exportBot: protectedProcedure.input(botExport).output(fileDownloadSchema).query(({ ctx, input }) => exportBotConversations(ctx.db, ctx.auth.user.id, input.id, input.format)),
  exportConversation: protectedProcedure
    .input(conversationExport)
    .output(fileDownloadSchema)
    .query(({ ctx, input }) => exportConversation(ctx.db, ctx.auth.user.id, input.id, input.format)),
  /**
   * Live changes of the creator's inbox over SSE, from PostgreSQL's NOTIFY:
   * `ready` whenever the process (re)starts listening (the client reads
   * afresh then, so nothing between its last read and now is missed), and
   * which conversation or broadcast changed, for the client to refetch.
   * Works whichever API process the change was made through.
   */
  live: protectedProcedure.output(eachChecked(inboxFeedEventSchema)).subscription(async function* ({ ctx, signal }): AsyncGenerator<InboxFeedEvent> {
    const events = new EventEmitter();
    // Iterating from before subscribing, so nothing said meanwhile is lost.
    const arriving = on(events, 'event', { signal });
    const unsubscribe = ctx.inboxFeed.subscribe(ctx.auth.user.id, (event) => events.emit('event', event));
    try {
      for await (const [event] of arriving) yield event as InboxFeedEvent;
    } catch (error) {
      if (!signal?.aborted) throw error;
    } finally {
      unsubscribe();
    }
  }),
});
