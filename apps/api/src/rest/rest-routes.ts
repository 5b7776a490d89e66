import { ADMIN_PAGE_SIZE } from '@fanline/core';
import type { ProcedurePath } from '@fanline/api';
import { BROADCAST_NOT_FOUND, CONVERSATION_NOT_FOUND, KNOWLEDGE_NOT_FOUND } from '@fanline/core';
import { BOT_NOT_FOUND } from '@fanline/services';

/**
 * One REST path of docs/product.md §15 (and the few beyond it), as a call of one tRPC
 * procedure: sign-in, roles, validation and ownership live in the procedure.
 * The input is the JSON body, with the path parameters (named as the
 * procedure's input fields) and the `query` fields laid over it.
 */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Hono's syntax: '/chatbots/:id'. */
  path: string;
  procedure: ProcedurePath;
  summary: string;
  /** The whole query string is the input (list filters), or these of its fields join the body. */
  query?: 'input' | readonly string[];
  /** The body goes into this field of the input, beside the path parameters ({id, data: body}); errors name the body's own fields. */
  nest?: string;
  /** A fixed input, whatever the request carries. */
  input?: Record<string, unknown>;
  /** A path parameter that fails validation names a missing row: 404 with this message, as a real miss would. */
  notFound?: string;
  /** Success status when not 200. */
  status?: 201;
  /** The result is sent as `{[wrap]: result}`. */
  wrap?: string;
  /** No session needed. */
  public?: true;
  /** The procedure returns a file ({filename, contentType, chunks}) that streams as the body. */
  download?: true;
  /** A multipart/form-data body is read too: its text fields as they are, each file as {name, type, data}. */
  multipart?: true;
}

const USER_NOT_FOUND = 'User not found';

export const REST_ROUTES: readonly RestRoute[] = [
  // Authentication
  { method: 'post', path: '/auth/register', procedure: 'auth.register', summary: 'Create an account and sign in', status: 201, public: true },
  { method: 'post', path: '/auth/login', procedure: 'auth.login', summary: 'Sign in with email and password', public: true },
  { method: 'get', path: '/auth/me', procedure: 'auth.me', summary: 'The signed-in user' },
  { method: 'post', path: '/auth/logout', procedure: 'auth.logout', summary: 'End this session' },
  { method: 'post', path: '/auth/change-password', procedure: 'auth.changePassword', summary: 'Change or set the password' },
  { method: 'get', path: '/auth/providers', procedure: 'auth.providers', summary: 'Which social sign-ins are configured', public: true },
  { method: 'get', path: '/auth/social/login', procedure: 'auth.googleStart', query: ['ref'], summary: 'Start Google sign-in (sets the state cookie)', public: true },

  // Bots and channels
  { method: 'get', path: '/chatbots', procedure: 'bots.list', summary: "The creator's bots, newest first" },
  { method: 'post', path: '/chatbots', procedure: 'bots.create', summary: 'Create a bot', status: 201 },
  { method: 'post', path: '/chatbots/bulk-action', procedure: 'bots.bulk', summary: 'Activate, pause or delete several bots' },
  { method: 'get', path: '/chatbots/:id', procedure: 'bots.get', summary: 'One bot', notFound: BOT_NOT_FOUND },
  { method: 'put', path: '/chatbots/:id', procedure: 'bots.update', nest: 'data', summary: 'Update a bot', notFound: BOT_NOT_FOUND },
  { method: 'delete', path: '/chatbots/:id', procedure: 'bots.delete', summary: 'Delete a bot', notFound: BOT_NOT_FOUND },
  { method: 'post', path: '/chatbots/:id/toggle', procedure: 'bots.toggle', summary: 'Activate or pause a bot', notFound: BOT_NOT_FOUND },
  { method: 'post', path: '/chatbots/:id/duplicate', procedure: 'bots.duplicate', summary: 'Copy a bot', status: 201, notFound: BOT_NOT_FOUND },
  { method: 'get', path: '/chatbots/:id/knowledge', procedure: 'knowledge.list', summary: "The bot's knowledge documents", notFound: BOT_NOT_FOUND },
  { method: 'post', path: '/chatbots/:id/knowledge', procedure: 'knowledge.add', summary: 'Add a knowledge document: JSON {title, text}, or a multipart file (.txt, .md, .pdf, 5 MB)', status: 201, notFound: BOT_NOT_FOUND, multipart: true },
  { method: 'delete', path: '/chatbots/:id/knowledge/:document_id', procedure: 'knowledge.remove', summary: 'Delete a knowledge document', notFound: KNOWLEDGE_NOT_FOUND },
  { method: 'get', path: '/chatbots/:id/flagged-conversations', procedure: 'bots.flaggedConversations', summary: 'Conversations referred to crisis support in 30 days', notFound: BOT_NOT_FOUND },
  { method: 'get', path: '/stats', procedure: 'bots.stats', summary: "The creator's bot and message counts" },
  { method: 'post', path: '/chatbots/:id/voice-sample', procedure: 'bots.voiceSample', summary: "The bot's greeting spoken in its voice, for the chat test (one voice message credit)", notFound: BOT_NOT_FOUND },
  { method: 'post', path: '/chat/:id', procedure: 'bots.chat', summary: 'Test chat with a bot (one credit)', notFound: BOT_NOT_FOUND },
  { method: 'get', path: '/telegram/status/:botId', procedure: 'telegram.status', summary: 'Whether a bot is on Telegram', notFound: BOT_NOT_FOUND },
  { method: 'post', path: '/telegram/deploy/:botId', procedure: 'telegram.deploy', summary: 'Deploy a bot to Telegram', notFound: BOT_NOT_FOUND },
  { method: 'delete', path: '/telegram/undeploy/:botId', procedure: 'telegram.undeploy', summary: 'Take a bot off Telegram', notFound: BOT_NOT_FOUND },
  { method: 'post', path: '/telegram/test/:botId', procedure: 'telegram.test', summary: 'Run a message through the Telegram pipeline', notFound: BOT_NOT_FOUND },
  { method: 'get', path: '/instagram/oauth/login', procedure: 'instagram.login', summary: 'Start connecting an Instagram account (business login)' },
  { method: 'get', path: '/instagram/user/status/:userId', procedure: 'instagram.status', summary: "Whether a creator's Instagram account is connected", notFound: USER_NOT_FOUND },
  { method: 'delete', path: '/instagram/account', procedure: 'instagram.disconnect', summary: "Disconnect the creator's Instagram account" },
  { method: 'post', path: '/whatsapp/connect', procedure: 'whatsapp.connect', summary: 'Connect a WhatsApp Business number: {waba_id, phone_number_id, access_token}' },
  { method: 'post', path: '/whatsapp/signup', procedure: 'whatsapp.signup', summary: "Finish Meta's Embedded Signup: {code, waba_id, phone_number_id, pin}" },
  { method: 'get', path: '/whatsapp/status', procedure: 'whatsapp.status', query: ['user_id'], summary: "Whether the creator's WhatsApp number is connected (admins may name a user_id)", notFound: USER_NOT_FOUND },
  { method: 'delete', path: '/whatsapp/connect', procedure: 'whatsapp.disconnect', summary: "Disconnect the creator's WhatsApp number" },

  // Inbox (docs/product.md §20)
  { method: 'get', path: '/conversations', procedure: 'inbox.conversations', query: 'input', summary: "The creator's conversations across all bots, newest activity first" },
  { method: 'get', path: '/chatbots/:id/conversations', procedure: 'inbox.conversations', query: ['page', 'page_size', 'search', 'filter'], summary: "One bot's conversations, newest activity first", notFound: BOT_NOT_FOUND },
  { method: 'get', path: '/chatbots/:id/conversations/export', procedure: 'inbox.exportBot', query: ['format'], summary: "All of a bot's conversations as CSV or JSON (streamed)", notFound: BOT_NOT_FOUND, download: true },
  { method: 'get', path: '/conversations/unread', procedure: 'inbox.unreadCount', summary: 'How many conversations have unread fan messages (the Inbox tab badge)' },
  { method: 'get', path: '/conversations/:id', procedure: 'inbox.conversation', summary: 'One conversation with its fan card', notFound: CONVERSATION_NOT_FOUND },
  { method: 'get', path: '/conversations/:id/messages', procedure: 'inbox.messages', query: ['before', 'limit'], summary: 'A page of messages, newest last', notFound: CONVERSATION_NOT_FOUND },
  { method: 'post', path: '/conversations/:id/messages', procedure: 'inbox.send', summary: 'Send a message by hand (taken-over conversations only)', status: 201, notFound: CONVERSATION_NOT_FOUND },
  { method: 'post', path: '/conversations/:id/read', procedure: 'inbox.markRead', summary: 'Mark the conversation read', notFound: CONVERSATION_NOT_FOUND },
  { method: 'post', path: '/conversations/:id/takeover', procedure: 'inbox.takeOver', summary: 'Pause the AI for this fan and answer by hand', notFound: CONVERSATION_NOT_FOUND },
  { method: 'post', path: '/conversations/:id/release', procedure: 'inbox.handBack', summary: 'Hand the conversation back to the AI', notFound: CONVERSATION_NOT_FOUND },
  { method: 'get', path: '/conversations/:id/export', procedure: 'inbox.exportConversation', query: ['format'], summary: 'One conversation as CSV or JSON', notFound: CONVERSATION_NOT_FOUND, download: true },
  { method: 'get', path: '/conversations/:id/memory', procedure: 'inbox.memory', summary: 'What the bot remembers of the fan', notFound: CONVERSATION_NOT_FOUND },
  { method: 'put', path: '/conversations/:id/memory', procedure: 'inbox.saveMemory', summary: "Replace the bot's notes about the fan", notFound: CONVERSATION_NOT_FOUND },
  { method: 'delete', path: '/conversations/:id/memory', procedure: 'inbox.clearMemory', summary: "Clear the bot's notes about the fan", notFound: CONVERSATION_NOT_FOUND },
  { method: 'delete', path: '/conversations/:id/fan', procedure: 'inbox.eraseFan', summary: "Erase the fan's data, as /delete_my_data does", notFound: CONVERSATION_NOT_FOUND },

  // Broadcasts (issue #18)
  { method: 'get', path: '/chatbots/:id/broadcasts', procedure: 'broadcasts.list', summary: "A bot's broadcasts, newest first (at most 20)", notFound: BOT_NOT_FOUND },
  { method: 'post', path: '/chatbots/:id/broadcasts', procedure: 'broadcasts.create', summary: "Send one message to all of a bot's fans, or a segment", status: 201, notFound: BOT_NOT_FOUND },
  { method: 'get', path: '/chatbots/:id/broadcasts/preview', procedure: 'broadcasts.preview', query: ['audience'], summary: 'How many fans an audience reaches', notFound: BOT_NOT_FOUND },
  { method: 'get', path: '/broadcasts/:id', procedure: 'broadcasts.get', summary: 'One broadcast and its progress', notFound: BROADCAST_NOT_FOUND },
  { method: 'post', path: '/broadcasts/:id/cancel', procedure: 'broadcasts.cancel', summary: 'Stop a queued or sending broadcast', notFound: BROADCAST_NOT_FOUND },

  // Catalogue
  { method: 'get', path: '/models', procedure: 'catalogue.models', summary: 'Models per provider, and which are configured' },
  { method: 'get', path: '/models/capabilities', procedure: 'catalogue.capabilities', summary: 'What each model can do' },
  { method: 'get', path: '/templates', procedure: 'catalogue.templates', summary: 'Bot templates' },
  { method: 'get', path: '/voices', procedure: 'catalogue.voices', summary: "The 17 voices, after the creator's own cloned voice if they have one" },
  { method: 'get', path: '/voice-clone', procedure: 'voiceClone.get', summary: "The creator's cloned voice, or none" },
  { method: 'post', path: '/voice-clone', procedure: 'voiceClone.create', summary: 'Clone the creator\'s own voice: multipart name, files[] (1–10 recordings, 30 s–5 min in all, 10 MB each) and consent=true', multipart: true },
  { method: 'delete', path: '/voice-clone', procedure: 'voiceClone.withdraw', summary: "Withdraw the creator's cloned voice: deleted at ElevenLabs, their bots back on the default voice" },

  // Analytics (the ?t= cache-buster is ignored)
  { method: 'get', path: '/analytics/dashboard/:userId', procedure: 'analytics.dashboard', summary: 'Command Center figures', notFound: USER_NOT_FOUND },
  { method: 'get', path: '/analytics/advanced/:userId', procedure: 'analytics.advanced', summary: 'Advanced analytics', notFound: USER_NOT_FOUND },
  { method: 'get', path: '/analytics/voice/:userId', procedure: 'analytics.voice', summary: 'Voice analytics', notFound: USER_NOT_FOUND },
  { method: 'get', path: '/analytics/bot/:id', procedure: 'analytics.bot', summary: "One bot's analytics", notFound: BOT_NOT_FOUND },

  // Billing
  { method: 'post', path: '/stripe/create-checkout', procedure: 'billing.createCheckout', summary: 'Start a Stripe Checkout for a plan or pack' },
  { method: 'get', path: '/subscription', procedure: 'billing.summary', summary: 'Plan, subscription and purchases' },
  { method: 'post', path: '/subscription/cancel', procedure: 'billing.cancelSubscription', summary: 'Cancel the paid plan at period end' },

  // Support and referrals
  { method: 'get', path: '/support/tickets', procedure: 'support.myTickets', summary: "The creator's support tickets", wrap: 'tickets' },
  { method: 'post', path: '/support/tickets', procedure: 'support.openTicket', summary: 'Open a support ticket', status: 201 },
  { method: 'get', path: '/referrals', procedure: 'support.referrals', summary: "The creator's referral link and figures" },

  // Administrator
  { method: 'get', path: '/admin/users', procedure: 'admin.users', input: { page: 1, page_size: ADMIN_PAGE_SIZE }, summary: 'The first page of users' },
  { method: 'get', path: '/admin/users/paginated', procedure: 'admin.users', query: 'input', summary: 'Users: page, search, plan filter' },
  { method: 'put', path: '/admin/users/:id', procedure: 'admin.updateUser', nest: 'data', summary: 'Edit a user', notFound: USER_NOT_FOUND },
  { method: 'post', path: '/admin/users/:id/reset-password', procedure: 'admin.resetPassword', summary: "Set a user's password", notFound: USER_NOT_FOUND },
  { method: 'post', path: '/admin/users/bulk-action', procedure: 'admin.bulkUsers', query: ['action'], summary: 'Grant voice, deactivate or delete users' },
  { method: 'get', path: '/admin/bots/paginated', procedure: 'admin.bots', query: 'input', summary: 'Every bot: page, search, status filter' },
  { method: 'post', path: '/admin/bots/bulk-action', procedure: 'admin.bulkBots', query: ['action'], summary: 'Toggle or delete bots' },
  { method: 'get', path: '/admin/analytics', procedure: 'admin.analytics', summary: 'Platform analytics' },
  { method: 'get', path: '/admin/financials', procedure: 'admin.financials', summary: 'Revenue and payment figures' },
  { method: 'get', path: '/admin/safety/crisis-referrals', procedure: 'admin.crisisReferrals', summary: 'Crisis referrals per year (SB 243 report)' },
  { method: 'get', path: '/admin/failed-events', procedure: 'admin.failedEvents', summary: 'Fan events that used up their tries, newest first (at most 50)' },
  { method: 'post', path: '/admin/failed-events/:id/retry', procedure: 'admin.retryFailedEvent', summary: 'Queue a failed fan event again, with fresh tries' },
  { method: 'get', path: '/admin/audit-log', procedure: 'admin.auditLog', query: 'input', summary: 'The audit trail, newest first: page, and user_id for one user' },
  { method: 'get', path: '/admin/affiliates', procedure: 'admin.affiliates', summary: 'Affiliates and commissions', wrap: 'affiliates' },
  { method: 'get', path: '/admin/support/tickets', procedure: 'admin.tickets', summary: 'Every support ticket' },
  { method: 'patch', path: '/admin/support/tickets/:id', procedure: 'admin.updateTicket', nest: 'change', summary: 'Answer or close a ticket', notFound: 'Ticket not found' },
];
