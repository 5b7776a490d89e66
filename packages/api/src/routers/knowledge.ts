import { z } from 'zod';
import { botIdSchema, KNOWLEDGE_NOT_FOUND, knowledgeAddedSchema, knowledgeAddSchema, knowledgeDeletedSchema, knowledgeListSchema } from '@fanline/core';
import { addKnowledgeDocument, deleteKnowledgeDocument, listKnowledgeDocuments } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

const byBot = z.object({ id: botIdSchema });

/** A bot's knowledge documents (issue #36). Every procedure reaches only the signed-in creator's own bots: another's is 404. */
export const knowledgeRouter = router({
  list: protectedProcedure.input(byBot).output(knowledgeListSchema).query(({ ctx, input }) => listKnowledgeDocuments(ctx.db, ctx.auth.user.id, input.id)),
  /** Text over tRPC and REST; a file only through the REST path's multipart body, as tRPC's JSON carries no bytes. */
  add: protectedProcedure
    .input(byBot.and(knowledgeAddSchema))
    .output(knowledgeAddedSchema)
    .mutation(({ ctx, input }) => addKnowledgeDocument(ctx.db, ctx.auth.user, input.id, input, ctx.bots.knowledgeVectors)),
  remove: protectedProcedure
    .input(byBot.extend({ document_id: z.uuid({ error: KNOWLEDGE_NOT_FOUND }) }))
    .output(knowledgeDeletedSchema)
    .mutation(({ ctx, input }) => deleteKnowledgeDocument(ctx.db, ctx.auth.user.id, input.id, input.document_id)),
});
