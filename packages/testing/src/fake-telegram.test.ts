import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
