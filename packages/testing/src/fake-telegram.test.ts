import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './eventually';
import { startFakeTelegram, type FakeTelegram, type FakeTelegramBot } from './fake-telegram';

interface BotApiResponse {
  ok: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Bot API results vary by method; the assertions pin their shape.
  result?: any;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

let telegram: FakeTelegram;
const fan = { id: 424242, first_name: 'Ada', username: 'ada_fan' };

beforeAll(async () => {
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await telegram.close();
});

/** One Bot API call the way clients make it: POST /bot<token>/<method>. */
async function callApi(bot: FakeTelegramBot | string, method: string, body?: Record<string, unknown> | URLSearchParams | FormData, signal?: AbortSignal) {
  const token = typeof bot === 'string' ? bot : bot.token;
  const json = body && !(body instanceof URLSearchParams) && !(body instanceof FormData);
  const res = await fetch(`${telegram.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(body) : body,
    signal,
  });
  return { status: res.status, body: (await res.json()) as BotApiResponse };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe('fake Telegram Bot API', () => {
  it('answers getMe with the bot user and a realistic token', async () => {
    const bot = telegram.addBot({ first_name: 'Luna' });
    expect(bot.token).toMatch(new RegExp(`^${bot.id}:[A-Za-z0-9_-]{35}$`));
    expect(bot.username).toMatch(/bot$/);
    const { status, body } = await callApi(bot, 'getMe');
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      result: { id: bot.id, is_bot: true, first_name: 'Luna', username: bot.username, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false },
    });
  });

  it('wakes a long poll when an update is pushed, with a bot_command entity for commands', async () => {
    const bot = telegram.addBot();
    const started = Date.now();
    const poll = callApi(bot, 'getUpdates', { timeout: 5 });
    await until(() => telegram.activePolls(bot.token) === 1);
    const pushed = telegram.sendText(bot.token, fan, '/start hello');
    const { body } = await poll;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(body.result).toEqual([pushed]);
    expect(body.result[0].message).toMatchObject({
      message_id: 1,
      from: { id: fan.id, is_bot: false, first_name: 'Ada', username: 'ada_fan' },
      chat: { id: fan.id, type: 'private' },
      text: '/start hello',
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    });
    expect(telegram.activePolls(bot.token)).toBe(0);
  });

  it('returns an empty list when the long-poll timeout elapses', async () => {
    const bot = telegram.addBot();
    const { body } = await callApi(bot, 'getUpdates', new URLSearchParams({ timeout: '0.05' }));
    expect(body).toEqual({ ok: true, result: [] });
  });

  it('confirms updates below the offset and honours limit', async () => {
    const bot = telegram.addBot();
    const first = telegram.sendText(bot.token, fan, 'one');
    const second = telegram.sendText(bot.token, fan, 'two');
    expect(second.update_id).toBe(first.update_id + 1);
    expect((await callApi(bot, 'getUpdates', { limit: 1 })).body.result).toEqual([first]);
    expect((await callApi(bot, 'getUpdates', { offset: first.update_id + 1 })).body.result).toEqual([second]);
    expect((await callApi(bot, 'getUpdates', { offset: second.update_id + 1 })).body.result).toEqual([]);
    expect((await callApi(bot, 'getUpdates', {})).body.result).toEqual([]);
  });

  it('ends the older of two concurrent polls with 409 Conflict', async () => {
    const bot = telegram.addBot();
    const older = callApi(bot, 'getUpdates', { timeout: 5 });
    await until(() => telegram.activePolls(bot.token) === 1);
    const newer = await callApi(bot, 'getUpdates', { timeout: 0 });
    expect(newer.body).toEqual({ ok: true, result: [] });
    expect(await older).toEqual({
      status: 409,
      body: { ok: false, error_code: 409, description: 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running' },
    });
    expect(telegram.maxConcurrentPolls(bot.token)).toBe(2);
    expect(telegram.activePolls(bot.token)).toBe(0);
    // One client superseding its own poll is not two pollers.
    expect(telegram.pollerConflicts(bot.token)).toBe(0);
  });

  it('counts a poll that meets another client’s open poll, clients named by their API root’s path', async () => {
    const bot = telegram.addBot();
    const poll = (client: string, timeout: number) =>
      fetch(`${telegram.url}/${client}/bot${bot.token}/getUpdates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ timeout }) });
    const older = poll('runner-a', 5);
    await until(() => telegram.activePolls(bot.token) === 1);
    expect((await poll('runner-b', 0)).status).toBe(200);
    expect((await older).status).toBe(409);
    expect(telegram.pollerConflicts(bot.token)).toBe(1);
  });

  it('stops counting a poll whose client went away', async () => {
    const bot = telegram.addBot();
    const abort = new AbortController();
    const poll = callApi(bot, 'getUpdates', { timeout: 5 }, abort.signal).catch(() => 'aborted');
    await until(() => telegram.activePolls(bot.token) === 1);
    abort.abort();
    expect(await poll).toBe('aborted');
    await until(() => telegram.activePolls(bot.token) === 0);
  });

  it('answers 401 for revoked and unknown tokens, 404 for unknown methods', async () => {
    const bot = telegram.addBot();
    expect((await callApi(bot, 'getMe')).status).toBe(200);
    expect(await callApi(bot, 'sendFlowers')).toEqual({ status: 404, body: { ok: false, error_code: 404, description: 'Not Found: method not found' } });
    telegram.revokeBot(bot.token);
    expect(await callApi(bot, 'getMe')).toEqual({ status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } });
    expect((await callApi('123:nope', 'getMe')).status).toBe(401);
  });

  it('records sendMessage sent as JSON and numbers messages per chat', async () => {
    const bot = telegram.addBot();
    telegram.sendText(bot.token, fan, 'hi');
    const reply_markup = { inline_keyboard: [[{ text: 'Tip', callback_data: 'tip:5' }]] };
    const { body } = await callApi(bot, 'sendMessage', { chat_id: fan.id, text: 'Hello Ada', reply_markup });
    expect(body.result).toMatchObject({
      message_id: 2,
      from: { id: bot.id, is_bot: true },
      chat: { id: fan.id, type: 'private', first_name: 'Ada' },
      text: 'Hello Ada',
      reply_markup,
    });
    expect(typeof body.result.date).toBe('number');
    expect((await callApi(bot, 'sendMessage', { chat_id: 777, text: 'other chat' })).body.result.message_id).toBe(1);
    expect(telegram.calls(bot.token, 'sendMessage').map((call) => call.params)).toEqual([
      { chat_id: fan.id, text: 'Hello Ada', reply_markup },
      { chat_id: 777, text: 'other chat' },
    ]);
    expect((await callApi(bot, 'sendMessage', { chat_id: fan.id })).body).toEqual({ ok: false, error_code: 400, description: 'Bad Request: text is empty' });
  });

  it('records sendInvoice from urlencoded and JSON bodies, parsing JSON-typed fields only', async () => {
    const bot = telegram.addBot();
    const prices = [{ label: 'Pro', amount: 1500 }, { label: 'Tax', amount: 300 }];
    const form = new URLSearchParams({ chat_id: String(fan.id), title: 'Pro', description: '1 month', payload: '{"plan":"pro"}', currency: 'XTR', provider_token: '', prices: JSON.stringify(prices) });
    const { body } = await callApi(bot, 'sendInvoice', form);
    expect(body.result.invoice).toEqual({ title: 'Pro', description: '1 month', start_parameter: '', currency: 'XTR', total_amount: 1800 });
    expect(body.result.chat.id).toBe(fan.id);
    const [recorded] = telegram.calls(bot.token, 'sendInvoice');
    expect(recorded?.params).toMatchObject({ chat_id: String(fan.id), payload: '{"plan":"pro"}', currency: 'XTR', provider_token: '', prices });

    const json = await callApi(bot, 'sendInvoice', { chat_id: fan.id, title: 'Tip', description: 'Thanks', payload: 'tip', currency: 'XTR', prices: [{ label: 'Tip', amount: 50 }] });
    expect(json.body.result.invoice.total_amount).toBe(50);
    expect(telegram.calls(bot.token, 'sendInvoice')[1]?.params.prices).toEqual([{ label: 'Tip', amount: 50 }]);
  });

  it('counts the bytes of a multipart voice upload, direct or by attach://', async () => {
    const bot = telegram.addBot();
    // Bytes that are not valid UTF-8: a text-decoding server would miscount them.
    const audio = new Uint8Array(1234).map((_, i) => (i * 37 + 0x80) % 256);
    const direct = new FormData();
    direct.append('chat_id', String(fan.id));
    direct.append('voice', new Blob([audio], { type: 'audio/ogg' }), 'reply.ogg');
    const { body } = await callApi(bot, 'sendVoice', direct);
    expect(body.result.voice).toMatchObject({ mime_type: 'audio/ogg', file_size: 1234, duration: 1 });
    expect(telegram.calls(bot.token, 'sendVoice')[0]?.params).toMatchObject({ chat_id: String(fan.id), voice_bytes: 1234 });

    const attached = new FormData();
    attached.append('chat_id', String(fan.id));
    attached.append('voice', 'attach://file0');
    attached.append('file0', new Blob([audio.slice(0, 99)]), 'reply.ogg');
    await callApi(bot, 'sendVoice', attached);
    expect(telegram.calls(bot.token, 'sendVoice')[1]?.params.voice_bytes).toBe(99);

    const reused = await callApi(bot, 'sendVoice', { chat_id: fan.id, voice: body.result.voice.file_id });
    expect(reused.body.result.voice).toMatchObject({ file_id: body.result.voice.file_id, file_size: 1234 });
  });

  it('fails the next calls of a method with 429 and retry_after', async () => {
    const bot = telegram.addBot();
    telegram.failNext('sendMessage', 1);
    const limited = await callApi(bot, 'sendMessage', { chat_id: fan.id, text: 'x' });
    expect(limited).toEqual({
      status: 429,
      body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } },
    });
    expect((await callApi(bot, 'sendMessage', { chat_id: fan.id, text: 'x' })).status).toBe(200);
    expect(telegram.calls(bot.token, 'sendMessage')).toHaveLength(2);
  });

  it('builds payment and callback updates', async () => {
    const bot = telegram.addBot();
    await callApi(bot, 'sendMessage', { chat_id: fan.id, text: 'Pick one', reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'a' }]] } });
    const query = telegram.sendPreCheckoutQuery(bot.token, fan, { id: 'pcq-1', currency: 'XTR', total_amount: 50, invoice_payload: 'tip' });
    const paid = telegram.sendSuccessfulPayment(bot.token, fan, { currency: 'XTR', total_amount: 50, invoice_payload: 'tip', telegram_payment_charge_id: 'tg-1' });
    const pressed = telegram.sendCallbackQuery(bot.token, fan, 'a');
    const { body } = await callApi(bot, 'getUpdates', {});
    expect(body.result).toEqual([query, paid, pressed]);
    expect(body.result[0].pre_checkout_query).toMatchObject({ id: 'pcq-1', from: { id: fan.id }, currency: 'XTR', total_amount: 50, invoice_payload: 'tip' });
    expect(body.result[1].message.successful_payment).toEqual({
      currency: 'XTR', total_amount: 50, invoice_payload: 'tip', telegram_payment_charge_id: 'tg-1', provider_payment_charge_id: '',
    });
    expect(body.result[2].callback_query).toMatchObject({ data: 'a', from: { id: fan.id }, message: { message_id: 1, text: 'Pick one' } });
  });

  it('waits for a call that has not happened yet, and times out otherwise', async () => {
    const bot = telegram.addBot();
    const waiting = telegram.waitForCall(bot.token, 'sendChatAction', (call) => call.params.action === 'typing');
    await callApi(bot, 'sendChatAction', { chat_id: fan.id, action: 'typing' });
    expect((await waiting).params).toEqual({ chat_id: fan.id, action: 'typing' });
    await expect(telegram.waitForCall(bot.token, 'sendVoice', undefined, 20)).rejects.toThrow(/No matching sendVoice call/);
  });

  it("enforces the Bot API's documented lengths: text, captions, callback data and profile texts", async () => {
    const bot = telegram.addBot();
    const tooLong = await callApi(bot, 'sendMessage', { chat_id: fan.id, text: 'x'.repeat(4097) });
    expect(tooLong.body).toMatchObject({ ok: false, error_code: 400, description: 'Bad Request: message is too long' });
    expect((await callApi(bot, 'sendMessage', { chat_id: fan.id, text: 'x'.repeat(4096) })).body.ok).toBe(true);
    const button = (data: string) => ({ chat_id: fan.id, text: 'pick', reply_markup: { inline_keyboard: [[{ text: 'b', callback_data: data }]] } });
    expect((await callApi(bot, 'sendMessage', button('é'.repeat(33)))).body.description).toBe('Bad Request: BUTTON_DATA_INVALID');
    expect((await callApi(bot, 'sendMessage', button('a'.repeat(64)))).body.ok).toBe(true);

    expect((await callApi(bot, 'setMyShortDescription', { short_description: 's'.repeat(121) })).body.error_code).toBe(400);
    expect((await callApi(bot, 'setMyDescription', { description: 'd'.repeat(513) })).body.error_code).toBe(400);
    expect((await callApi(bot, 'setMyDescription', { description: 'An AI chatbot', language_code: 'es-MX' })).body.description).toBe(
      'Bad Request: invalid language code specified',
    );
    expect((await callApi(bot, 'setMyDescription', { description: 'An AI chatbot' })).body.ok).toBe(true);
    expect((await callApi(bot, 'setMyShortDescription', { short_description: 'Un chatbot de IA', language_code: 'es' })).body.ok).toBe(true);
    expect(telegram.profile(bot.token)).toEqual({ description: 'An AI chatbot', short_description: '' });
    expect(telegram.profile(bot.token, 'es')).toEqual({ description: '', short_description: 'Un chatbot de IA' });
    expect((await callApi(bot, 'getMyShortDescription', { language_code: 'es' })).body.result).toEqual({ short_description: 'Un chatbot de IA' });
  });

  it("enforces sendInvoice's documented limits: title 1-32 characters, description 1-255, payload 1-128 bytes", async () => {
    const bot = telegram.addBot();
    const invoice = (fields: Record<string, unknown>) =>
      callApi(bot, 'sendInvoice', { chat_id: fan.id, title: 'Luna', description: 'Thanks', payload: 'p', currency: 'XTR', prices: [{ label: 'Tip', amount: 5 }], ...fields });
    const refused = (description: string) => ({ status: 400, body: { ok: false, error_code: 400, description: `Bad Request: ${description}` } });

    expect((await invoice({ title: 't'.repeat(32), description: 'd'.repeat(255), payload: 'p'.repeat(128) })).body.ok).toBe(true);
    // A 100-character bot name plus ": 30 days": the invoice the product once sent.
    expect(await invoice({ title: `${'n'.repeat(100)}: 30 days` })).toEqual(refused('invoice title is too long'));
    expect(await invoice({ title: 't'.repeat(33) })).toEqual(refused('invoice title is too long'));
    expect(await invoice({ title: '🌙'.repeat(17) })).toEqual(refused('invoice title is too long'));
    expect(await invoice({ description: 'd'.repeat(256) })).toEqual(refused('invoice description is too long'));
    expect(await invoice({ payload: 'é'.repeat(65) })).toEqual(refused('INVOICE_PAYLOAD_INVALID'));
    expect(await invoice({ title: '' })).toEqual(refused('title is empty'));
    expect(await invoice({ description: '' })).toEqual(refused('description is empty'));
    expect(await invoice({ payload: '' })).toEqual(refused('payload is empty'));
    expect(telegram.calls(bot.token, 'sendInvoice')).toHaveLength(9);
  });

  it("sends the fan's language code, English unless told", async () => {
    const bot = telegram.addBot();
    expect(telegram.sendText(bot.token, fan, 'hi')).toMatchObject({ message: { from: { language_code: 'en' } } });
    expect(telegram.sendText(bot.token, { ...fan, language_code: 'pt-br' }, 'oi')).toMatchObject({ message: { from: { language_code: 'pt-br' } } });
  });

  it('refuses the 31st message of one bot within a second with 429 and retry_after, as Telegram limits bulk sending', async () => {
    const bot = telegram.addBot();
    const other = telegram.addBot();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => callApi(bot, 'sendMessage', { chat_id: 1000 + i, text: 'news' })));
    expect(burst.every((answer) => answer.status === 200)).toBe(true);
    // Typing and other methods are not messages; another bot has a limit of its own.
    expect((await callApi(bot, 'sendChatAction', { chat_id: 1000, action: 'typing' })).status).toBe(200);
    expect((await callApi(other, 'sendMessage', { chat_id: 1000, text: 'news' })).status).toBe(200);

    const limited = await callApi(bot, 'sendVoice', { chat_id: 2000, voice: 'AwACAgIAAxkBAAI' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, error_code: 429, description: expect.stringMatching(/^Too Many Requests: retry after [1-9]/) });
    expect(limited.body.parameters?.retry_after).toBeGreaterThanOrEqual(1);
    expect(telegram.calls(bot.token, 'sendVoice').map((call) => call.error_code)).toEqual([429]);
    expect(telegram.calls(bot.token, 'sendMessage').every((call) => call.error_code === undefined)).toBe(true);
    expect(telegram.sendPace(bot.token)).toMatchObject({ busiestSecond: 30, refused: 1 });
    expect(telegram.sendPace(bot.token).times).toHaveLength(30);
  });

  it('takes a lower limit as an option, and accepts messages again once a second has passed', async () => {
    const slow = await startFakeTelegram({ sendsPerSecond: 2 });
    try {
      const bot = slow.addBot();
      const send = () => fetch(`${slow.url}/bot${bot.token}/sendMessage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"chat_id":1,"text":"x"}' });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      expect((await send()).status).toBe(200);
      const pace = slow.sendPace(bot.token);
      expect(pace).toMatchObject({ busiestSecond: 2, refused: 1 });
      expect(pace.times[2]! - pace.times[0]!).toBeGreaterThanOrEqual(1_000);
    } finally {
      await slow.close();
    }
  });

  it('answers 403 in the chat of a fan who blocked the bot, and only there', async () => {
    const bot = telegram.addBot();
    telegram.blockChat(bot.token, fan.id);
    expect(await callApi(bot, 'sendMessage', { chat_id: fan.id, text: 'still there?' })).toEqual({
      status: 403,
      body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
    });
    expect((await callApi(bot, 'sendChatAction', { chat_id: String(fan.id), action: 'typing' })).status).toBe(403);
    expect(telegram.calls(bot.token).map((call) => call.error_code)).toEqual([403, 403]);
    expect((await callApi(bot, 'sendMessage', { chat_id: fan.id + 1, text: 'hello' })).status).toBe(200);
    expect((await callApi(telegram.addBot(), 'sendMessage', { chat_id: fan.id, text: 'hello' })).status).toBe(200);
  });
});

interface Received {
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an Update as JSON; the assertions pin its shape.
  update: any;
}
interface Answer {
  status: number;
  body?: string;
  contentType?: string;
}

/** A real HTTP server on 127.0.0.1 standing for the bot's webhook; `answer` decides each response, and may wait. */
async function startEndpoint(answer: (received: Received, index: number) => Answer | Promise<Answer> = () => ({ status: 200 })) {
  const received: Received[] = [];
  let open = 0;
  let maxOpen = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, update: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
      received.push(request);
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      void Promise.resolve(answer(request, received.length - 1)).then(({ status, body, contentType }) => {
        open -= 1;
        res.writeHead(status, body === undefined ? {} : { 'content-type': contentType ?? 'application/json' });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/telegram/hook`,
    received,
    maxOpen: () => maxOpen,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const refused = (description: string) => ({ status: 400, body: { ok: false, error_code: 400, description: `Bad Request: ${description}` } });

describe('fake Telegram webhooks', () => {
  it('validates setWebhook like Telegram, taking plain http only on 127.0.0.1 and localhost', async () => {
    const bot = telegram.addBot();
    expect(await callApi(bot, 'setWebhook', { url: 'http://example.com/hook' })).toEqual(refused('bad webhook: An HTTPS URL must be provided for webhook'));
    expect(await callApi(bot, 'setWebhook', { url: 'https://example.com:3000/hook' })).toEqual(
      refused('bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443'),
    );
    expect(await callApi(bot, 'setWebhook', { url: 'https://exa mple.com/' })).toEqual(refused('invalid webhook URL specified'));
    const local = 'http://127.0.0.1:9/hook';
    expect(await callApi(bot, 'setWebhook', { url: local, secret_token: 'not secret!' })).toEqual(refused('secret token contains unallowed characters'));
    expect(await callApi(bot, 'setWebhook', { url: local, secret_token: 's'.repeat(257) })).toEqual(refused('secret token is too long'));
    for (const max of [0, 101, 2.5]) {
      expect((await callApi(bot, 'setWebhook', { url: local, max_connections: max })).body.description).toMatch(/^Bad Request: max_connections/);
    }
    expect(telegram.webhook(bot.token)).toBeNull();
    expect((await callApi(bot, 'getWebhookInfo')).body.result).toEqual({ url: '', has_custom_certificate: false, pending_update_count: 0 });

    const form = new URLSearchParams({ url: 'https://fans.example.com:8443/tg', secret_token: `${'s'.repeat(255)}-`, max_connections: '5' });
    expect((await callApi(bot, 'setWebhook', form)).body).toEqual({ ok: true, result: true });
    expect(telegram.webhook(bot.token)).toEqual({ url: 'https://fans.example.com:8443/tg', secretToken: `${'s'.repeat(255)}-`, allowedUpdates: expect.any(Array), maxConnections: 5 });
    expect((await callApi(bot, 'getWebhookInfo')).body.result).toEqual({ url: 'https://fans.example.com:8443/tg', has_custom_certificate: false, pending_update_count: 0, max_connections: 5 });
    expect((await callApi(bot, 'setWebhook', { url: 'http://localhost:1234/x' })).body.ok).toBe(true);
    expect(telegram.webhook(bot.token)).toMatchObject({ url: 'http://localhost:1234/x', secretToken: null, maxConnections: 40 });
    expect((await callApi(bot, 'setWebhook', { url: '' })).body.ok).toBe(true);
    expect(telegram.webhook(bot.token)).toBeNull();
  });

  it('POSTs each update as JSON with the secret token header, and forgets it after a 2xx', async () => {
    const endpoint = await startEndpoint();
    const bot = telegram.addBot();
    await callApi(bot, 'setWebhook', { url: endpoint.url, secret_token: 'Fan_line-42' });
    const pushed = telegram.sendText(bot.token, fan, '/start');
    await eventually(() => telegram.pendingUpdates(bot.token) === 0);
    expect(endpoint.received).toHaveLength(1);
    expect(endpoint.received[0]?.update).toEqual(pushed);
    expect(endpoint.received[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'Fan_line-42' });
    expect(telegram.webhookDeliveries(bot.token)).toEqual([{ update_id: pushed.update_id, status: 200, at: expect.any(Number), ms: expect.any(Number) }]);
    expect((await callApi(bot, 'getWebhookInfo')).body.result).toEqual({ url: endpoint.url, has_custom_certificate: false, pending_update_count: 0, max_connections: 40 });
    await endpoint.close();
  });

  it('retries after a failure with backoff until a 2xx, and reports the last error', async () => {
    const endpoint = await startEndpoint((_request, index) => ({ status: index === 0 ? 500 : 200 }));
    const bot = telegram.addBot();
    await callApi(bot, 'setWebhook', { url: endpoint.url });
    const pushed = telegram.sendText(bot.token, fan, 'hello?');
    await eventually(() => telegram.pendingUpdates(bot.token) === 0);
    const [failed, delivered] = telegram.webhookDeliveries(bot.token);
    expect([failed?.status, delivered?.status]).toEqual([500, 200]);
    expect(delivered?.update_id).toBe(pushed.update_id);
    expect((delivered?.at ?? 0) - (failed?.at ?? 0)).toBeGreaterThanOrEqual(90);
    expect(endpoint.received.map((request) => request.update)).toEqual([pushed, pushed]);
    const info = (await callApi(bot, 'getWebhookInfo')).body.result;
    expect(info).toMatchObject({ pending_update_count: 0, last_error_message: 'Wrong response from the webhook: 500 Internal Server Error' });
    expect(Math.abs(info.last_error_date - Date.now() / 1000)).toBeLessThan(5);
    await endpoint.close();
  });

  it('records a network failure as status 0 and hands undelivered updates back to getUpdates after deleteWebhook', async () => {
    const gone = await startEndpoint();
    await gone.close();
    const bot = telegram.addBot();
    await callApi(bot, 'setWebhook', { url: gone.url });
    const first = telegram.sendText(bot.token, fan, 'one');
    const second = telegram.sendText(bot.token, { id: 5150 }, 'two');
    await eventually(() => telegram.webhookDeliveries(bot.token).length >= 2);
    expect(telegram.webhookDeliveries(bot.token)[0]?.status).toBe(0);
    expect((await callApi(bot, 'getWebhookInfo')).body.result).toMatchObject({ pending_update_count: 2, last_error_message: 'Connection refused' });
    expect((await callApi(bot, 'getUpdates', {})).body.error_code).toBe(409);

    expect((await callApi(bot, 'deleteWebhook')).body.result).toBe(true);
    const attempts = telegram.webhookDeliveries(bot.token).length;
    expect((await callApi(bot, 'getUpdates', {})).body.result).toEqual([first, second]);
    expect((await callApi(bot, 'getWebhookInfo')).body.result).toEqual({ url: '', has_custom_certificate: false, pending_update_count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(telegram.webhookDeliveries(bot.token)).toHaveLength(attempts);
  });

  it('runs a Bot API method sent back in the response body, as if the bot had called it', async () => {
    const reply = (body: Record<string, unknown>): Answer => ({ status: 200, body: JSON.stringify(body) });
    const endpoint = await startEndpoint(({ update }) =>
      update.message.text === 'hi'
        ? reply({ method: 'sendMessage', chat_id: update.message.chat.id, text: 'Hello from the webhook' })
        : update.message.text === 'empty'
          ? reply({ method: 'sendMessage', chat_id: update.message.chat.id })
          : reply({ method: 'getMe' }),
    );
    const bot = telegram.addBot();
    await callApi(bot, 'setWebhook', { url: endpoint.url });
    telegram.sendText(bot.token, fan, 'hi');
    const call = await telegram.waitForCall(bot.token, 'sendMessage');
    expect(call.params).toEqual({ chat_id: fan.id, text: 'Hello from the webhook' });
    // The reply counts as a message in the chat, as the bot's own call would.
    expect(telegram.sendText(bot.token, fan, 'empty').message).toMatchObject({ message_id: 3 });
    telegram.sendText(bot.token, fan, 'who are you');
    await eventually(() => telegram.pendingUpdates(bot.token) === 0 && endpoint.received.length === 3);
    // Validated the same way (the answer is lost, as with Telegram), and get* methods are never run from a webhook reply.
    expect(telegram.calls(bot.token).map((c) => c.method)).toEqual(['setWebhook', 'sendMessage', 'sendMessage']);
    expect(telegram.calls(bot.token, 'sendMessage')[1]?.params).toEqual({ chat_id: fan.id });
    await endpoint.close();
  });

  it('delivers only allowed update types, for webhooks and getUpdates alike, remembering the setting', async () => {
    const endpoint = await startEndpoint();
    const bot = telegram.addBot();
    expect(telegram.pushUpdate(bot.token, { message_reaction: { chat: { id: fan.id } } }).update_id).toBe(0);
    const form = new URLSearchParams({ url: endpoint.url, allowed_updates: JSON.stringify(['callback_query']) });
    await callApi(bot, 'setWebhook', form);
    expect(telegram.webhook(bot.token)?.allowedUpdates).toEqual(['callback_query']);
    expect((await callApi(bot, 'getWebhookInfo')).body.result.allowed_updates).toEqual(['callback_query']);
    expect(telegram.sendText(bot.token, fan, 'filtered').update_id).toBe(0);
    const pressed = telegram.sendCallbackQuery(bot.token, fan, 'tip:5');
    await eventually(() => telegram.pendingUpdates(bot.token) === 0);
    expect(endpoint.received.map((request) => request.update)).toEqual([pressed]);
    await callApi(bot, 'deleteWebhook');

    await callApi(bot, 'getUpdates', { allowed_updates: ['message'] });
    const text = telegram.sendText(bot.token, fan, 'kept');
    expect(telegram.sendCallbackQuery(bot.token, fan, 'dropped').update_id).toBe(0);
    expect((await callApi(bot, 'getUpdates', {})).body.result).toEqual([text]);
    expect(telegram.sendCallbackQuery(bot.token, fan, 'still dropped').update_id).toBe(0);
    await callApi(bot, 'getUpdates', { offset: text.update_id + 1, allowed_updates: [] });
    expect(telegram.sendCallbackQuery(bot.token, fan, 'default again').update_id).toBeGreaterThan(text.update_id);
    await endpoint.close();
  });

  it('ends an open long poll with 409 when a webhook is set, and refuses getUpdates while it is', async () => {
    const bot = telegram.addBot();
    const poll = callApi(bot, 'getUpdates', { timeout: 5 });
    await until(() => telegram.activePolls(bot.token) === 1);
    await callApi(bot, 'setWebhook', { url: 'http://127.0.0.1:9/hook' });
    expect(await poll).toEqual({ status: 409, body: { ok: false, error_code: 409, description: 'Conflict: terminated by setWebhook request' } });
    expect(await callApi(bot, 'getUpdates', { timeout: 1 })).toEqual({
      status: 409,
      body: { ok: false, error_code: 409, description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first" },
    });
    await callApi(bot, 'deleteWebhook');
    expect((await callApi(bot, 'getUpdates', {})).body).toEqual({ ok: true, result: [] });
  });

  it('keeps at most max_connections requests open, and one at a time per chat, in update_id order', async () => {
    const waiting: (() => void)[] = [];
    const endpoint = await startEndpoint(() => new Promise<Answer>((resolve) => waiting.push(() => resolve({ status: 200 }))));
    const release = () => waiting.splice(0).forEach((answer) => answer());
    const bot = telegram.addBot();
    await callApi(bot, 'setWebhook', { url: endpoint.url, max_connections: 2 });
    const a1 = telegram.sendText(bot.token, fan, 'a1');
    const a2 = telegram.sendText(bot.token, fan, 'a2');
    const b1 = telegram.sendText(bot.token, { id: 1001 }, 'b1');
    const c1 = telegram.sendText(bot.token, { id: 1002 }, 'c1');
    await eventually(() => endpoint.received.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // a2 waits for a1's answer even though a connection is free; c1 waits for a connection.
    expect(endpoint.received.map((request) => request.update)).toEqual([a1, b1]);
    release();
    await eventually(() => endpoint.received.length === 4);
    expect(endpoint.received.slice(2).map((request) => request.update)).toEqual([a2, c1]);
    release();
    await eventually(() => telegram.pendingUpdates(bot.token) === 0);
    expect(endpoint.maxOpen()).toBe(2);
    await endpoint.close();
  });
});
