import fc from 'fast-check';
import {
  ADMIN_BOT_STATUS_FILTERS,
  BULK_BOT_ACTIONS,
  CONVERSATION_FILTERS,
  CHECKOUT_ITEM_IDS,
  PAYMENT_METHODS,
  PLAN_IDS,
  PLATFORMS,
  PRICING_MODELS,
  PROVIDERS,
  TELEGRAM_MESSAGE_LIMIT,
  TEMPLATE_IDS,
  TICKET_STATUSES,
  TIP_TRIGGER_TYPES,
  VOICE_IDS,
} from '@fanline/core';
import { sparkBot } from './creators';
import { badBoolean, badChoice, badId, badIdList, badNumber, badText, encodeAll, later, oddText, poisonedObject, type Input, type Poisons } from './fuzz-inputs';

/**
 * Every JSON route of the /api shim (apps/api/src/rest) and the poisons each
 * of its fields can carry. A route's body is one that would succeed with at
 * least one field poisoned, so every request must be refused. Routes that
 * read neither body nor query (the lists, /auth/me, /stats, logout, delete,
 * duplicate, deploy) would rightly succeed for any body, since they ignore
 * it, and logout would end the session the other routes use: they are fuzzed
 * through their path ids in route-fuzz.test.ts instead. The webhook checks a
 * signature over the raw body, so any unsigned body must be refused.
 */

export const botPoisons: Poisons = {
  name: badText({ max: 100 }),
  description: badText({ max: 500 }),
  personality: badText({ max: 4000 }),
  greeting: badText({ max: 1000, nullable: true }),
  platform: badChoice(PLATFORMS),
  llm_provider: badChoice(PROVIDERS),
  llm_model: badText({ max: 200 }),
  temperature: badNumber,
  max_tokens: badNumber,
  voice_enabled: badBoolean,
  voice_id: badChoice(VOICE_IDS, { nullable: true }),
  monetization_enabled: badBoolean,
  payment_method: badChoice(PAYMENT_METHODS),
  pricing_model: badChoice(PRICING_MODELS),
  price_per_message: badNumber,
  subscription_price: badNumber,
  stripe_price_id: badText({ nullable: true }),
  telegram_token: badText({ max: 512, nullable: true }),
  telegram_payment_token: badText({ max: 512, nullable: true }),
  payment_token: badText({ max: 512, nullable: true }),
  instagram_username: badText({ max: 100, nullable: true }),
  instagram_token: badText({ max: 2048, nullable: true }),
  instagram_page_id: badText({ max: 100, nullable: true }),
  tip_flow_enabled: badBoolean,
  tip_trigger_type: badChoice(TIP_TRIGGER_TYPES),
  tip_timing: badNumber,
  tip_amounts: fc.oneof(badNumber, fc.constantFrom([], [7], [5, 5], ['5']), fc.array(badNumber, { minLength: 1, maxLength: 3 })),
  tip_message: badText({ max: 500 }),
  adult_only: badBoolean,
  template_id: badChoice(TEMPLATE_IDS, { nullable: true }),
};

export const registerPoisons: Poisons = { name: badText({ max: 100 }), email: badText({ max: 254 }), password: badText({ max: 128 }), ref: badText({ max: 32 }) };
export const ticketPoisons: Poisons = { subject: badText({ max: 200 }), message: badText({ max: 5000 }) };
export const ticketChangePoisons: Poisons = { status: badChoice(TICKET_STATUSES), reply: badText({ max: 5000 }) };
export const adminUserPoisons: Poisons = {
  name: badText({ max: 100 }),
  plan: badChoice(PLAN_IDS),
  bots_limit: badNumber,
  messages_remaining: badNumber,
  voice_messages_remaining: badNumber,
  has_voice_upgrade: badBoolean,
  is_active: badBoolean,
};
const notAnObjectOrNull = fc.oneof(fc.constant(null), oddText, fc.integer(), fc.array(fc.integer(), { maxLength: 3 }));

/** Rows made before the fuzz runs; filled in by beforeAll and read when inputs are generated. */
/** Rows made before the fuzz runs; filled in by beforeAll and read when inputs are generated. */
export interface FuzzWorld {
  botId: string;
  creatorId: string;
  creatorEmail: string;
  /** A creator other than the admin, the target of admin edits. */
  userId: string;
  ticketId: number;
}

/** Puts the world's ids in place of {bot}, {user} and {ticket}. */
export function resolvePath(path: string, world: FuzzWorld): string {
  return path.replace('{bot}', world.botId).replace('{user}', world.userId).replace('{ticket}', String(world.ticketId));
}

export type Caller = 'anonymous' | 'creator' | 'admin';

export interface JsonRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  as: Caller;
  body: fc.Arbitrary<Input>;
}

let signUps = 0;
/** A sign-up that would succeed: a new email each time. */
const validSignUp = later(() => ({ name: 'Fuzz', email: `fuzz${(signUps += 1)}.${Date.now()}@example.com`, password: 'correct-horse' }));

/** Each route with a body that would succeed, poisoned: the creator signs in and owns the bot; the admin edits the other creator. */
export function jsonRoutes(world: FuzzWorld): JsonRoute[] {
  return [
    { method: 'POST', path: '/api/auth/register', as: 'anonymous', body: poisonedObject(registerPoisons, validSignUp) },
    {
      method: 'POST',
      path: '/api/auth/login',
      as: 'anonymous',
      // Sign-in passwords are only hashed and compared, so any character is allowed in them.
      body: poisonedObject({ email: badText({ max: 254 }), password: badText({ max: 128, anyCharacter: true }) }, later(() => ({ email: world.creatorEmail, password: 'correct-horse' }))),
    },
    {
      method: 'POST',
      path: '/api/auth/change-password',
      as: 'creator',
      body: poisonedObject({ new_password: badText({ max: 128 }), current_password: badText({ max: 128, anyCharacter: true }) }, { current_password: 'correct-horse', new_password: 'another-horse' }),
    },
    { method: 'POST', path: '/api/chatbots', as: 'creator', body: poisonedObject(botPoisons, sparkBot()) },
    { method: 'PUT', path: '/api/chatbots/{bot}', as: 'creator', body: poisonedObject(botPoisons, { name: 'Renamed', temperature: 1.2 }) },
    {
      method: 'POST',
      path: '/api/chatbots/bulk-action',
      as: 'creator',
      body: poisonedObject({ bot_ids: badIdList, action: badChoice(BULK_BOT_ACTIONS) }, later(() => ({ bot_ids: [world.botId], action: 'activate' }))),
    },
    { method: 'POST', path: '/api/chatbots/{bot}/toggle', as: 'creator', body: poisonedObject({ is_active: badBoolean }, { is_active: true }) },
    { method: 'POST', path: '/api/chat/{bot}', as: 'creator', body: poisonedObject({ user_message: badText({ max: TELEGRAM_MESSAGE_LIMIT }), bot_id: badId }, { user_message: 'hi' }) },
    { method: 'POST', path: '/api/telegram/test/{bot}', as: 'creator', body: poisonedObject({ message: badText({ max: TELEGRAM_MESSAGE_LIMIT }) }, { message: 'hi' }) },
    { method: 'POST', path: '/api/support/tickets', as: 'creator', body: poisonedObject(ticketPoisons, { subject: 'Help', message: 'Please' }) },
    { method: 'POST', path: '/api/stripe/create-checkout', as: 'creator', body: poisonedObject({ plan_type: badChoice(CHECKOUT_ITEM_IDS) }, { plan_type: 'flow' }) },
    {
      method: 'POST',
      path: '/api/subscription/cancel',
      as: 'creator',
      body: poisonedObject({ user_id: badId, reason: badText({ max: 500 }) }, later(() => ({ user_id: world.creatorId, reason: 'Too dear' }))),
    },
    { method: 'PATCH', path: '/api/admin/support/tickets/{ticket}', as: 'admin', body: poisonedObject(ticketChangePoisons, { status: 'resolved', reply: 'Done' }) },
    { method: 'PUT', path: '/api/admin/users/{user}', as: 'admin', body: poisonedObject(adminUserPoisons, { name: 'Renamed', bots_limit: 3 }) },
    { method: 'POST', path: '/api/admin/users/{user}/reset-password', as: 'admin', body: poisonedObject({ password: badText({ max: 128 }) }, { password: 'long-enough' }) },
    // The bulk action rides in the query string; a real one is given so that the body is what is fuzzed.
    {
      method: 'POST',
      path: '/api/admin/users/bulk-action?action=grant_voice',
      as: 'admin',
      body: poisonedObject(
        { user_ids: badIdList, action_data: fc.oneof(notAnObjectOrNull, poisonedObject({ voice_messages: badNumber })) },
        later(() => ({ user_ids: [world.userId], action_data: { voice_messages: 100 } })),
      ),
    },
    {
      method: 'POST',
      path: '/api/admin/bots/bulk-action?action=toggle_active',
      as: 'admin',
      body: poisonedObject(
        { bot_ids: badIdList, action_data: fc.oneof(notAnObjectOrNull, poisonedObject({ active: badBoolean })) },
        later(() => ({ bot_ids: [world.botId], action_data: { active: false } })),
      ),
    },
  ];
}

export interface TrpcRoute {
  procedure: string;
  as: Caller;
  input: fc.Arbitrary<Input>;
}

/** tRPC mutations that write rows, each with an input that would succeed, poisoned. */
export function trpcRoutes(world: FuzzWorld): TrpcRoute[] {
  const botChange = poisonedObject(botPoisons, { name: 'Renamed' });
  return [
    { procedure: 'auth.register', as: 'anonymous', input: poisonedObject(registerPoisons, validSignUp) },
    { procedure: 'bots.create', as: 'creator', input: poisonedObject(botPoisons, sparkBot()) },
    { procedure: 'bots.update', as: 'creator', input: botChange.map((data) => ({ id: world.botId, data })) },
    { procedure: 'bots.toggle', as: 'creator', input: poisonedObject({ is_active: badBoolean }, { is_active: true }).map((input) => ({ ...input, id: world.botId })) },
    { procedure: 'support.openTicket', as: 'creator', input: poisonedObject(ticketPoisons, { subject: 'Help', message: 'Please' }) },
    { procedure: 'admin.updateUser', as: 'admin', input: poisonedObject(adminUserPoisons, { bots_limit: 3 }).map((data) => ({ id: world.userId, data })) },
    { procedure: 'admin.updateTicket', as: 'admin', input: poisonedObject(ticketChangePoisons, { status: 'resolved' }).map((change) => ({ id: world.ticketId, change })) },
  ];
}

const NUL_TEXT = oddText.map((s) => `${s}\u0000${s}`);
const longQueryText = (min: number) => fc.integer({ min, max: min + 50 }).map((n) => 'q'.repeat(n));
const badPage = fc.oneof(fc.constantFrom('', ' ', 'abc', '0', '-1', '1.5', '1e3', 'NaN', '0x10', '١'), NUL_TEXT);
/** Query strings only carry text: a lone surrogate arrives as U+FFFD, which is valid, so NUL and length are the text poisons. */
const badQueryText = (max: number) => fc.oneof(NUL_TEXT, longQueryText(max + 1));
const badQueryChoice = (choices: readonly string[]) => fc.oneof(oddText, NUL_TEXT).filter((s) => !choices.includes(s));

export interface QueryRoute {
  path: string;
  as: Caller;
  query: fc.Arbitrary<string>;
}

function poisonedQuery(poisons: Record<string, fc.Arbitrary<string>>, valid: Record<string, string>): fc.Arbitrary<string> {
  return poisonedObject(poisons, valid).map((params) =>
    Object.entries(params)
      .filter(([, value]) => typeof value === 'string')
      .map(([key, value]) => `${encodeAll(key)}=${encodeAll(value as string)}`)
      .join('&'),
  );
}

/** GET routes that read a query string; they only read, and every query here must still be refused. */
export function queryRoutes(): QueryRoute[] {
  const listing = { page: badPage, page_size: fc.oneof(badPage, fc.constant('101')), search: badQueryText(200) };
  const valid = { page: '1', page_size: '10', search: 'a' };
  return [
    { path: '/api/admin/users/paginated', as: 'admin', query: poisonedQuery({ ...listing, plan_filter: badQueryChoice(['all', ...PLAN_IDS]) }, { ...valid, plan_filter: 'all' }) },
    { path: '/api/admin/bots/paginated', as: 'admin', query: poisonedQuery({ ...listing, status_filter: badQueryChoice(ADMIN_BOT_STATUS_FILTERS) }, { ...valid, status_filter: 'all' }) },
    { path: '/api/auth/social/login', as: 'anonymous', query: poisonedQuery({ ref: badQueryText(32) }, { ref: 'FRIEND1' }) },
    // A user id that is not one, or a bad page: refused, never a 500.
    { path: '/api/admin/audit-log', as: 'admin', query: poisonedQuery({ page: badPage, user_id: badQueryChoice([]).filter((s) => s !== '') }, { page: '1', user_id: '' }) },
    {
      path: '/api/conversations',
      as: 'creator',
      query: poisonedQuery({ ...listing, filter: badQueryChoice(CONVERSATION_FILTERS) }, { ...valid, filter: 'all' }),
    },
  ];
}
