import { z } from 'zod';
import { confirmationSchema, voiceCloneAnswerSchema, voiceCloneRecordsSchema, voiceCloneSchema, voiceSlotsSchema } from '@fanline/core';
import { createVoiceClone, recordAudit, voiceCloneOf, voiceCloneRecords, withdrawVoiceClone } from '@fanline/services';
import { adminProcedure, protectedProcedure, router } from '../trpc';

const userId = z.object({ id: z.uuid('must be a user id') });

/** The creator's own cloned voice (issue #39): made with recorded consent, used by their bots only, withdrawn at will. */
export const voiceCloneRouter = router({
  get: protectedProcedure.output(voiceCloneAnswerSchema).query(({ ctx }) => voiceCloneOf(ctx.db, ctx.auth.user.id)),
  // Multipart through the REST path (tRPC's JSON cannot carry the recordings).
  create: protectedProcedure
    .input(voiceCloneSchema)
    .output(voiceCloneAnswerSchema)
    .mutation(({ ctx, input }) => createVoiceClone(ctx.db, ctx.voiceLibrary, ctx.auth.user, input, { ip: ctx.meta.ip ?? null, userAgent: ctx.meta.userAgent ?? null })),
  withdraw: protectedProcedure.output(confirmationSchema).mutation(({ ctx }) => withdrawVoiceClone(ctx.db, ctx.voiceLibrary, ctx.auth.user.id, 'creator')),

  /** The console: a user's clones with their consent records, withdrawn ones included. */
  records: adminProcedure.input(userId).output(voiceCloneRecordsSchema).query(({ ctx, input }) => voiceCloneRecords(ctx.db, input.id)),
  adminWithdraw: adminProcedure
    .input(userId)
    .output(confirmationSchema)
    .mutation(async ({ ctx, input }) => {
      const subject = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', input.id).executeTakeFirst();
      const result = await withdrawVoiceClone(ctx.db, ctx.voiceLibrary, input.id, 'admin');
      if (subject) await recordAudit(ctx.db, { id: ctx.auth.user.id, email: ctx.auth.user.email, meta: ctx.meta }, { action: 'voice_clone.withdraw', subject });
      return result;
    }),
  /** Fanline's ElevenLabs account: custom voice slots in use against its limit. */
  slots: adminProcedure.output(voiceSlotsSchema).query(async ({ ctx }) => ({ slots: ctx.voiceLibrary ? await ctx.voiceLibrary.slots().catch(() => null) : null })),
});
