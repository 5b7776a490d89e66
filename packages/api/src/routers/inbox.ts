import { on } from 'node:events';
import { EventEmitter } from 'node:events';
import { z } from 'zod';
import {
  conversationByIdSchema,
  conversationListSchema,
  creatorMessageSchema,
  exportFormatSchema,
  transcriptSchema,
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
  takeOverConversation,
  transcriptPage,
  type InboxFeedEvent,
} from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

const botExport = z.object({ id: z.uuid({ error: 'Bot not found' }), format: exportFormatSchema });
const conversationExport = conversationByIdSchema.extend({ format: exportFormatSchema });

/** The creator inbox (docs/product.md §20). Every procedure reads only the signed-in creator's conversations. */
export const inboxRouter = router({
  conversations: protectedProcedure.input(conversationListSchema).query(({ ctx, input }) => listConversations(ctx.db, ctx.auth.user.id, input)),
  unreadCount: protectedProcedure.query(({ ctx }) => countUnreadConversations(ctx.db, ctx.auth.user.id)),
  conversation: protectedProcedure.input(conversationByIdSchema).query(({ ctx, input }) => conversationDetail(ctx.db, ctx.auth.user.id, input.id)),
  messages: protectedProcedure.input(transcriptSchema).query(({ ctx, input }) => transcriptPage(ctx.db, ctx.auth.user.id, input)),
  markRead: protectedProcedure.input(conversationByIdSchema).mutation(({ ctx, input }) => markConversationRead(ctx.db, ctx.auth.user.id, input.id)),
  takeOver: protectedProcedure.input(conversationByIdSchema).mutation(({ ctx, input }) => takeOverConversation(ctx.db, ctx.auth.user.id, input.id)),
  handBack: protectedProcedure.input(conversationByIdSchema).mutation(({ ctx, input }) => handBackConversation(ctx.db, ctx.auth.user.id, input.id)),
  send: protectedProcedure.input(creatorMessageSchema).mutation(({ ctx, input }) => queueCreatorMessage(ctx.db, ctx.auth.user.id, input.id, input.text)),
  eraseFan: protectedProcedure.input(conversationByIdSchema).mutation(({ ctx, input }) => eraseConversationFan(ctx.db, ctx.auth.user.id, input.id)),
  /** A file download (REST only): the result streams as the response body. */
  exportBot: protectedProcedure.input(botExport).query(({ ctx, input }) => exportBotConversations(ctx.db, ctx.auth.user.id, input.id, input.format)),
  exportConversation: protectedProcedure
    .input(conversationExport)
    .query(({ ctx, input }) => exportConversation(ctx.db, ctx.auth.user.id, input.id, input.format)),
  /**
   * Live changes of the creator's inbox over SSE, from PostgreSQL's NOTIFY:
   * `ready` whenever the process (re)starts listening (the client reads
   * afresh then, so nothing between its last read and now is missed), and
   * which conversation or broadcast changed, for the client to refetch.
   * Works whichever API process the change was made through.
   */
  live: protectedProcedure.subscription(async function* ({ ctx, signal }): AsyncGenerator<InboxFeedEvent> {
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
