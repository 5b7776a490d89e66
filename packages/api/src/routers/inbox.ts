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
  eraseConversationFan,
  exportBotConversations,
  exportConversation,
  handBackConversation,
  listConversations,
  markConversationRead,
  queueCreatorMessage,
  takeOverConversation,
  transcriptPage,
  type InboxChange,
} from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

export type InboxLiveEvent = { kind: 'ready' } | ({ kind: 'change' } & InboxChange);

const botExport = z.object({ id: z.uuid({ error: 'Bot not found' }), format: exportFormatSchema });
const conversationExport = conversationByIdSchema.extend({ format: exportFormatSchema });

/** The creator inbox (docs/product.md §20). Every procedure reads only the signed-in creator's conversations. */
export const inboxRouter = router({
  conversations: protectedProcedure.input(conversationListSchema).query(({ ctx, input }) => listConversations(ctx.db, ctx.auth.user.id, input)),
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
   * first `ready` once the process listens (a client reads afresh then, so
   * nothing between its last read and now is missed), then which conversation
   * or broadcast changed, for the client to refetch. Works whichever API
   * process the change was made through.
   */
  live: protectedProcedure.subscription(async function* ({ ctx, signal }): AsyncGenerator<InboxLiveEvent> {
    const changes = new EventEmitter();
    const unsubscribe = ctx.inboxFeed.subscribe(ctx.auth.user.id, (change) => changes.emit('change', change));
    try {
      // Iterating from here buffers what arrives while the listener connects.
      const arriving = on(changes, 'change', { signal });
      await ctx.inboxFeed.listening();
      yield { kind: 'ready' };
      for await (const [change] of arriving) yield { kind: 'change', ...(change as InboxChange) };
    } catch (error) {
      if (!signal?.aborted) throw error;
    } finally {
      unsubscribe();
    }
  }),
});
