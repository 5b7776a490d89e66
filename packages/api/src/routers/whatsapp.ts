import { confirmationSchema, whatsappConnectedSchema, whatsappConnectSchema, whatsappSignupSchema, whatsappStatusSchema } from '@fanline/core';
import { completeWhatsAppSignup, connectWhatsApp, disconnectWhatsApp, whatsappStatus } from '@fanline/services';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';

const forUser = z.object({ user_id: z.uuid('must be a user id').optional() }).optional();

/** Connecting a creator's WhatsApp Business number: the paste flow, or Meta's Embedded Signup pop-up where the server offers it. */
export const whatsappRouter = router({
  connect: protectedProcedure
    .input(whatsappConnectSchema)
    .output(whatsappConnectedSchema)
    .mutation(({ ctx, input }) => connectWhatsApp(ctx.db, ctx.whatsapp, ctx.bots.secrets, ctx.auth.user, input)),
  signup: protectedProcedure
    .input(whatsappSignupSchema)
    .output(whatsappConnectedSchema)
    .mutation(({ ctx, input }) => completeWhatsAppSignup(ctx.db, ctx.whatsapp, ctx.bots.secrets, ctx.auth.user, input)),
  // A creator asks for their own number; an admin may name a creator's id.
  status: protectedProcedure
    .input(forUser)
    .output(whatsappStatusSchema)
    .query(({ ctx, input }) => whatsappStatus(ctx.db, ctx.whatsapp, ctx.auth.user, input?.user_id)),
  disconnect: protectedProcedure.output(confirmationSchema).mutation(({ ctx }) => disconnectWhatsApp(ctx.db, ctx.auth.user.id)),
});
