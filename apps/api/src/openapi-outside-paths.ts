/**
 * The /api paths that call no procedure, documented beside the route table's
 * (decision 011 keeps them out of it): the server's own, the OAuth returns,
 * the webhooks and the media links. Other services and browsers call them,
 * never with a session, so each has `security: []` and says what it checks
 * instead. apps/api/tests/openapi.test.ts checks every path the server mounts
 * under /api is documented here or in the route table.
 */

const json = (description: string, schema: Record<string, unknown> = {}) => ({ description, content: { 'application/json': { schema } } });
const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required });
const acknowledged = object({ ok: { const: true } });
/** A Bot API method Telegram calls on the bot's behalf, answered in the webhook's response. */
const telegramReplyCall = {
  anyOf: [
    acknowledged,
    object({ method: { const: 'answerPreCheckoutQuery' }, pre_checkout_query_id: { type: 'string' }, ok: { type: 'boolean' }, error_message: { type: 'string' } }, ['method', 'pre_checkout_query_id', 'ok']),
    object({ method: { const: 'answerCallbackQuery' }, callback_query_id: { type: 'string' } }),
  ],
};
const text = (description: string) => ({ description, content: { 'text/plain': { schema: { type: 'string' } } } });
const page = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const redirect = (description: string) => ({ description, headers: { Location: { schema: { type: 'string' } } } });
const query = (name: string, description: string, required = true) => ({ name, in: 'query', required, description, schema: { type: 'string' } });
const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });
const rawJsonBody = (description: string) => ({ required: true, description, content: { 'application/json': { schema: {} } } });

/** Operations by path and method, as OpenAPI's `paths` holds them. */
export const OUTSIDE_PATHS: Record<string, Record<string, Record<string, unknown>>> = {
  '/api/health': {
    get: { operationId: 'health', summary: 'Liveness: the server answers and reaches its database', tags: ['server'], security: [], responses: { 200: json('The server answers and reaches its database', object({ status: { const: 'ok' } })) } },
  },
  '/api/openapi.json': {
    get: { operationId: 'openApiDocument', summary: 'This document', tags: ['server'], security: [], responses: { 200: json('The OpenAPI 3.1 document', object({ openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } })) } },
  },
  '/api/auth/google/callback': {
    get: {
      operationId: 'googleCallback',
      summary: "Google sign-in's return: the state must match the cookie set when the flow began, then the browser goes to /profile with a session",
      tags: ['callbacks'],
      security: [],
      parameters: [
        query('code', "Google's authorization code", false),
        query('state', 'The state this server issued', false),
        query('error', 'Set instead of the code when the user declined', false),
      ],
      responses: { 302: redirect('To /profile?google_success=true&token=…; to /?auth_error=true when the code or state is missing or refused') },
    },
  },
  '/api/instagram/oauth/callback': {
    get: {
      operationId: 'instagramCallback',
      summary: "Instagram business login's return: connects the account to the creator who started it, then the pop-up closes itself",
      tags: ['callbacks'],
      security: [],
      parameters: [
        query('code', "Instagram's authorization code", false),
        query('state', 'The state this server issued to the signed-in creator', false),
        query('error', 'Set instead of the code when the creator declined', false),
        query('error_description', "Instagram's words for it", false),
      ],
      responses: { 200: page('Connected: a page saying so, which closes itself'), 400: page('Not connected: declined, or a missing, old or reused state; the page says why') },
    },
  },
  '/api/stripe/webhook': {
    post: {
      operationId: 'stripeWebhook',
      summary: 'Stripe events, verified by their signature on the raw body; each event is applied once',
      tags: ['webhooks'],
      security: [],
      parameters: [header('Stripe-Signature', "Stripe's signature of the raw body")],
      requestBody: rawJsonBody('A Stripe event'),
      responses: {
        200: json('Received; `duplicate` is true for an event applied before', object({ received: { const: true }, duplicate: { type: 'boolean' } })),
        400: json('The signature did not verify'),
        429: json('Too many unverified deliveries from this address'),
        503: json('Payments are not configured on this server'),
      },
    },
  },
  '/api/telegram/webhook/{botId}': {
    post: {
      operationId: 'telegramWebhook',
      summary: "Telegram's updates for a bot in webhook mode: queued before the 200, or answered in the response (a pre-checkout query, a tapped button)",
      tags: ['webhooks'],
      security: [],
      parameters: [
        { name: 'botId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        header('X-Telegram-Bot-Api-Secret-Token', 'The secret registered with the webhook'),
      ],
      requestBody: rawJsonBody('A Telegram Update'),
      responses: {
        200: json('Acknowledged; may carry a Bot API call for Telegram to make', telegramReplyCall),
        400: json('Not an Update (`update_id` missing)'),
        401: json('Unknown or undeployed bot, or the wrong secret'),
        429: json('Too many unauthorised deliveries'),
        500: json('The update could not be queued; Telegram delivers it again'),
      },
    },
  },
  '/api/instagram/webhook': {
    get: {
      operationId: 'instagramWebhookVerify',
      summary: "Meta's check when the webhook is configured: the right verify token gets the challenge back",
      tags: ['webhooks'],
      security: [],
      parameters: [query('hub.mode', '`subscribe`'), query('hub.verify_token', 'INSTAGRAM_VERIFY_TOKEN'), query('hub.challenge', 'Echoed back')],
      responses: { 200: text('The challenge'), 403: text('Forbidden') },
    },
    post: {
      operationId: 'instagramWebhook',
      summary: "Instagram messaging events, verified by X-Hub-Signature-256 over the raw body with the app's secret; each fan message is queued once",
      tags: ['webhooks'],
      security: [],
      parameters: [header('X-Hub-Signature-256', '`sha256=` and the HMAC of the raw body')],
      requestBody: rawJsonBody('A Meta webhook payload'),
      responses: {
        200: json('Acknowledged', acknowledged),
        400: json('The body is not JSON, or not a webhook delivery'),
        401: json('The signature did not verify'),
        429: json('Too many unverified deliveries from this address'),
        503: json('Instagram is not configured on this server'),
      },
    },
  },
  '/api/whatsapp/webhook': {
    get: {
      operationId: 'whatsappWebhookVerify',
      summary: "Meta's check when the WhatsApp webhook is configured: the right verify token gets the challenge back",
      tags: ['webhooks'],
      security: [],
      parameters: [query('hub.mode', '`subscribe`'), query('hub.verify_token', 'WHATSAPP_WEBHOOK_VERIFY_TOKEN'), query('hub.challenge', 'Echoed back')],
      responses: { 200: text('The challenge'), 403: text('Forbidden') },
    },
    post: {
      operationId: 'whatsappWebhook',
      summary:
        "WhatsApp Cloud API messages, verified by X-Hub-Signature-256 over the raw body with the app's secret; each fan message for a number with a live bot is queued once by its wamid, others are acknowledged and dropped",
      tags: ['webhooks'],
      security: [],
      parameters: [header('X-Hub-Signature-256', '`sha256=` and the HMAC of the raw body')],
      requestBody: rawJsonBody('A WhatsApp Business Account webhook payload'),
      responses: {
        200: json('Acknowledged', acknowledged),
        400: json('The body is not JSON, or not a webhook delivery'),
        401: json('The signature did not verify'),
        429: json('Too many unverified deliveries from this address'),
        503: json('WhatsApp is not configured on this server'),
      },
    },
  },
  '/api/media/voice/{file}': {
    get: {
      operationId: 'voiceClip',
      summary: 'A voice reply as an audio file, by the signed, expiring address the bot sent (Instagram fetches it)',
      tags: ['media'],
      security: [],
      parameters: [
        { name: 'file', in: 'path', required: true, description: '`<id>.wav` or `<id>.mp3`', schema: { type: 'string' } },
        query('expires', 'When the address stops working, in seconds since 1970'),
        query('signature', "The server's signature of the id and expiry"),
      ],
      responses: {
        200: { description: 'The audio', content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } }, 'audio/mpeg': { schema: { type: 'string', format: 'binary' } } } },
        404: json('No such clip, or the address expired or was altered'),
      },
    },
  },
};
