import {
  authResultSchema,
  changePasswordInputSchema,
  googleSignInStartSchema,
  googleStartInputSchema,
  loginInputSchema,
  noticeSchema,
  publicUserSchema,
  registerInputSchema,
  signInProvidersSchema,
} from '@fanline/core';
import { changePassword, registerAccount, signIn, signOut, startGoogleSignIn, toPublicUser } from '@fanline/services';
import { protectedProcedure, publicProcedure, rateLimited, router } from '../trpc';

export const authRouter = router({
  register: publicProcedure.input(registerInputSchema).use(rateLimited('signUp', 'ip')).output(authResultSchema).mutation(({ ctx, input }) => registerAccount(ctx.db, input, ctx.meta)),
  login: publicProcedure.input(loginInputSchema).output(authResultSchema).mutation(({ ctx, input }) => signIn(ctx.db, input, ctx.meta)),
  logout: protectedProcedure.output(noticeSchema).mutation(({ ctx }) => signOut(ctx.db, ctx.auth.session.id)),
  changePassword: protectedProcedure.input(changePasswordInputSchema).output(noticeSchema).mutation(({ ctx, input }) => changePassword(ctx.db, ctx.auth, input, ctx.meta)),
  me: protectedProcedure.output(publicUserSchema).query(({ ctx }) => toPublicUser(ctx.auth.user)),
  providers: publicProcedure.output(signInProvidersSchema).query(({ ctx }) => ({ google: ctx.google !== null, instagram: ctx.instagram !== null })),
  // The web app fetches this from the same origin, so the browser keeps the
  // state cookie set here and sends it back on Google's callback.
  googleStart: publicProcedure
    .input(googleStartInputSchema.optional())
    .output(googleSignInStartSchema)
    .mutation(async ({ ctx, input }) => {
      const { response, stateCookie } = await startGoogleSignIn(ctx.db, ctx.google, input?.ref);
      ctx.resHeaders?.append('Set-Cookie', stateCookie);
      return response;
    }),
});
