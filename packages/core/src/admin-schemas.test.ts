import { describe, expect, it } from 'vitest';
import { adminUserBulkSchema, adminUsersQuerySchema, adminUserUpdateSchema, supportTicketInputSchema, ticketIdSchema, ticketUpdateSchema } from './admin-schemas';

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('admin and support schemas', () => {
  it('refuse NUL in every text field, naming it', () => {
    expect(errorsOf(adminUserUpdateSchema.safeParse({ name: 'Ada\u0000' }))).toEqual({ name: 'Name must not contain a NUL character' });
    expect(errorsOf(adminUsersQuerySchema.safeParse({ search: '%\u0000' }))).toEqual({ search: 'Search must not contain a NUL character' });
    expect(errorsOf(supportTicketInputSchema.safeParse({ subject: 'Help\u0000', message: 'Hi' }))).toEqual({ subject: 'Subject must not contain a NUL character' });
    expect(errorsOf(ticketUpdateSchema.safeParse({ reply: '\u0000' }))).toEqual({ reply: 'Reply must not contain a NUL character' });
  });

  it('refuse null for allowances rather than setting them to 0', () => {
    expect(errorsOf(adminUserUpdateSchema.safeParse({ bots_limit: null, messages_remaining: false }))).toEqual({
      bots_limit: 'Bots limit must be a number',
      messages_remaining: 'Messages remaining must be a number',
    });
    const bulk = { action: 'grant_voice', user_ids: ['00000000-0000-4000-8000-000000000000'], action_data: { voice_messages: null } };
    expect(errorsOf(adminUserBulkSchema.safeParse(bulk))).toEqual({ 'action_data.voice_messages': 'Voice messages must be a number' });
    expect(adminUserUpdateSchema.parse({ bots_limit: '5' })).toEqual({ bots_limit: 5 });
  });

  it('read pages from the query string, defaulting when absent', () => {
    expect(adminUsersQuerySchema.parse({ page: '2' })).toMatchObject({ page: 2, page_size: 10, search: '' });
    expect(errorsOf(adminUsersQuerySchema.safeParse({ page: '' }))).toEqual({ page: 'Page must be a number' });
  });

  it('take ticket ids as PostgreSQL integers, from a path or a number', () => {
    expect(ticketIdSchema.parse('1001')).toBe(1001);
    expect(ticketIdSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of ['3000000000', 0, '1.5', null, '']) expect(ticketIdSchema.safeParse(bad).success, String(bad)).toBe(false);
  });
});
