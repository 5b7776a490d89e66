import { z } from 'zod';
import { changePasswordInputSchema, loginInputSchema, registerInputSchema } from '@fanline/core';
import { changePassword, registerAccount, signIn, signOut, startGoogleSignIn, toPublicUser } from '@fanline/services';
import { protectedProcedure, publicProcedure, router } from '../trpc';

export const authRouter = router({
  register: publicProcedure.input(registerInputSchema).mutation(({ ctx, input }) => registerAccount(ctx.db, input, ctx.meta)),
  login: publicProcedure.input(loginInputSchema).mutation(({ ctx, input }) => signIn(ctx.db, input, ctx.meta)),
  logout: protectedProcedure.mutation(({ ctx }) => signOut(ctx.db, ctx.auth.session.id)),
  changePassword: protectedProcedure.input(changePasswordInputSchema).mutation(({ ctx, input }) => changePassword(ctx.db, ctx.auth, input)),
  me: protectedProcedure.query(({ ctx }) => toPublicUser(ctx.auth.user)),
  providers: publicProcedure.query(({ ctx }) => ({ google: ctx.google !== null })),
  googleStart: publicProcedure
    .input(z.object({ ref: z.string().trim().max(32).optional() }).optional())
    .mutation(({ ctx, input }) => startGoogleSignIn(ctx.db, ctx.google, input?.ref)),
});
