import { Hono, type Context as HonoContext } from 'hono';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  adminBotBulkSchema,
  adminBotsQuerySchema,
  adminResetPasswordSchema,
  adminUserBulkSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  ticketUpdateSchema,
} from '@fanline/core';
import {
  AppError,
  adminFinancials,
  adminPlatformAnalytics,
  bulkAdminBotAction,
  bulkUserAction,
  crisisReferralsByYear,
  listAffiliates,
  listBotsPage,
  listTickets,
  listUsersPage,
  parseInput,
  resetPasswordAsAdmin,
  updateTicket,
  updateUserAsAdmin,
} from '@fanline/services';
import { readJson } from './body';
import { signedIn, type RestDeps, type SignedInContext } from './context';

const userIdSchema = z.uuid();

async function asAdmin(c: HonoContext, deps: RestDeps): Promise<SignedInContext> {
  const ctx = await signedIn(c, deps);
  if (!ctx.auth.user.is_admin) throw new AppError('FORBIDDEN', 'Administrator access required');
  return ctx;
}

function userIdParam(c: HonoContext): string {
  const parsed = userIdSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw new AppError('NOT_FOUND', 'User not found');
  return parsed.data;
}

/** SPEC §7 Administrator: every call needs an admin (403 otherwise); each handler is one service call. */
export function adminRoutes(deps: RestDeps) {
  const app = new Hono();

  app.get('/users', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await listUsersPage(ctx.db, parseInput(adminUsersQuerySchema, { page: 1, page_size: ADMIN_PAGE_SIZE })));
  });
  app.get('/users/paginated', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await listUsersPage(ctx.db, parseInput(adminUsersQuerySchema, c.req.query())));
  });
  app.get('/safety/crisis-referrals', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await crisisReferralsByYear(ctx.db));
  });
  app.get('/bots/paginated', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await listBotsPage(ctx.db, parseInput(adminBotsQuerySchema, c.req.query())));
  });
  app.get('/analytics', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await adminPlatformAnalytics(ctx.db));
  });
  app.get('/financials', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await adminFinancials(ctx.db));
  });
  app.get('/affiliates', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json({ affiliates: await listAffiliates(ctx.db) });
  });
  app.get('/support/tickets', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await listTickets(ctx.db, ctx.support));
  });
  app.patch('/support/tickets/:id', async (c) => {
    const ctx = await asAdmin(c, deps);
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0) throw new AppError('NOT_FOUND', 'Ticket not found');
    return c.json(await updateTicket(ctx.db, ctx.support, ctx.auth.user.id, id, parseInput(ticketUpdateSchema, await readJson(c))));
  });
  app.put('/users/:id', async (c) => {
    const ctx = await asAdmin(c, deps);
    return c.json(await updateUserAsAdmin(ctx.db, ctx.auth.user, userIdParam(c), parseInput(adminUserUpdateSchema, await readJson(c))));
  });
  app.post('/users/:id/reset-password', async (c) => {
    const ctx = await asAdmin(c, deps);
    const id = userIdParam(c);
    const { password } = parseInput(adminResetPasswordSchema, await readJson(c));
    return c.json(await resetPasswordAsAdmin(ctx.db, id, password));
  });
  // The action rides in the query string, the ids in the body (SPEC §7).
  app.post('/users/bulk-action', async (c) => {
    const ctx = await asAdmin(c, deps);
    const body = (await readJson(c)) as Record<string, unknown>;
    return c.json(await bulkUserAction(ctx.db, ctx.auth.user, parseInput(adminUserBulkSchema, { ...body, action: c.req.query('action') })));
  });
  app.post('/bots/bulk-action', async (c) => {
    const ctx = await asAdmin(c, deps);
    const body = (await readJson(c)) as Record<string, unknown>;
    return c.json(await bulkAdminBotAction(ctx.db, parseInput(adminBotBulkSchema, { ...body, action: c.req.query('action') })));
  });
  return app;
}
