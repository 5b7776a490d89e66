import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSpeechAudio } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld();
  world.openai.reply((req) => `Paid reply to: ${req.messages.at(-1)?.content}`);
  await world.startRunner('runner-pay');
});
afterAll(() => world.close());

const calls = (token: string, chatId: number, method: string) => world.telegram.calls(token, method).filter((c) => Number(c.params.chat_id) === chatId);

async function pay(token: string, fan: ReturnType<typeof newFan>, invoice: Record<string, unknown>, chargeId: string) {
  const query = world.telegram.sendPreCheckoutQuery(token, fan, {
    id: `pcq-${chargeId}`,
    currency: String(invoice.currency),
    total_amount: Number((invoice.prices as { amount: number }[])[0]!.amount),
    invoice_payload: String(invoice.payload),
  });
  await eventually(() => world.telegram.calls(token, 'answerPreCheckoutQuery').find((c) => c.params.pre_checkout_query_id === `pcq-${chargeId}`), 5_000, 'pre-checkout answer');
  expect(query.update_id).toBeGreaterThan(0);
  world.telegram.sendSuccessfulPayment(token, fan, {
    currency: String(invoice.currency),
    total_amount: Number((invoice.prices as { amount: number }[])[0]!.amount),
    invoice_payload: String(invoice.payload),
    telegram_payment_charge_id: chargeId,
  });
  await eventually(
    () => world.api.database.db.selectFrom('fan_payments').select('id').where('telegram_payment_charge_id', '=', chargeId).executeTakeFirst(),
    20_000,
    'payment recorded',
  );
}

describe('fan monetization', () => {
  it('sells 30 days of access in Telegram Stars, then answers', async () => {
    const { tg, botId } = await world.deployBot({ bot: { monetization_enabled: true, pricing_model: 'subscription', subscription_price: 9.99 } });
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, 'let me in');
    const invoice = await eventually(() => calls(tg.token, fan.id, 'sendInvoice')[0], 20_000, 'invoice');
    expect(invoice.params).toMatchObject({ currency: 'XTR', prices: [{ label: expect.any(String), amount: 500 }] });
    expect(invoice.params.provider_token ?? '').toBe('');
    expect(world.openai.requests.some((r) => r.messages.at(-1)?.content === 'let me in')).toBe(false);

    await pay(tg.token, fan, invoice.params, `charge-sub-${fan.id}`);
    await eventually(() => calls(tg.token, fan.id, 'sendMessage').find((c) => String(c.params.text).includes('all set')), 5_000, 'thanks');
    const payment = await world.api.database.db.selectFrom('fan_payments').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'subscription', currency: 'XTR', amount_minor: 500, amount_usd: 10 });

    world.telegram.sendText(tg.token, fan, 'now?');
    await eventually(() => calls(tg.token, fan.id, 'sendMessage').find((c) => c.params.text === 'Paid reply to: now?'), 20_000, 'paid reply');
  });

  it('sells message bundles with a provider token in dollars and counts them down', async () => {
    const { tg, botId } = await world.deployBot({
      bot: {
        monetization_enabled: true,
        pricing_model: 'per_message',
        price_per_message: 0.5,
        payment_method: 'provider_token',
        telegram_payment_token: '284685063:TEST:providerToken',
      },
    });
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, 'hello');
    const invoice = await eventually(() => calls(tg.token, fan.id, 'sendInvoice')[0], 20_000, 'invoice');
    expect(invoice.params).toMatchObject({ currency: 'USD', provider_token: '284685063:TEST:providerToken', prices: [{ amount: 500 }] });
    await pay(tg.token, fan, invoice.params, `charge-pm-${fan.id}`);
    world.telegram.sendText(tg.token, fan, 'counting');
    await eventually(() => calls(tg.token, fan.id, 'sendMessage').find((c) => c.params.text === 'Paid reply to: counting'), 20_000, 'reply');
    const fanRow = await world.api.database.db.selectFrom('fans').select('prepaid_messages').where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(fanRow.prepaid_messages).toBe(9);
  });

  it('declines an old invoice once the creator has changed what the bot sells', async () => {
    const { tg, botId, userToken } = await world.deployBot({ bot: { monetization_enabled: true, pricing_model: 'per_message', price_per_message: 0.5 } });
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, 'hello');
    const invoice = await eventually(() => calls(tg.token, fan.id, 'sendInvoice')[0], 20_000, 'invoice');
    const changed = await world.api.http.put(`/api/chatbots/${botId}`, { pricing_model: 'subscription' }, userToken);
    expect(changed.status).toBe(200);

    // The change notice reaches the runner within a moment; until then the cached bot still sells bundles.
    let answer: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 20 && answer?.ok !== false; attempt++) {
      const id = `pcq-stale-${fan.id}-${attempt}`;
      world.telegram.sendPreCheckoutQuery(tg.token, fan, {
        id,
        currency: String(invoice.params.currency),
        total_amount: Number((invoice.params.prices as { amount: number }[])[0]!.amount),
        invoice_payload: String(invoice.params.payload),
      });
      answer = (await eventually(() => world.telegram.calls(tg.token, 'answerPreCheckoutQuery').find((c) => c.params.pre_checkout_query_id === id), 5_000, 'answer')).params;
      if (answer.ok !== false) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answer).toMatchObject({ ok: false, error_message: 'This offer has changed. Send me a message to get the new one.' });
  });

  it('records a redelivered payment once', async () => {
    const { tg, botId } = await world.deployBot({ bot: { tip_flow_enabled: true, tip_timing: 1 } });
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, 'hi');
    await eventually(() => calls(tg.token, fan.id, 'sendMessage').length >= 2, 20_000, 'reply and tip prompt');
    const prompt = calls(tg.token, fan.id, 'sendMessage')[1]!;
    expect(prompt.params.text).toMatch(/tip/i);
    const buttons = (prompt.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }).inline_keyboard.flat();
    expect(buttons.map((b) => b.callback_data)).toEqual(['tip:5', 'tip:10', 'tip:25']);

    world.telegram.sendCallbackQuery(tg.token, fan, 'tip:10');
    const invoice = await eventually(() => calls(tg.token, fan.id, 'sendInvoice')[0], 20_000, 'tip invoice');
    expect(invoice.params).toMatchObject({ currency: 'XTR', prices: [{ amount: 500 }] });
    await pay(tg.token, fan, invoice.params, `charge-tip-${fan.id}`);
    world.telegram.sendSuccessfulPayment(tg.token, fan, {
      currency: 'XTR',
      total_amount: 500,
      invoice_payload: String(invoice.params.payload),
      telegram_payment_charge_id: `charge-tip-${fan.id}`,
    });
    await eventually(() => calls(tg.token, fan.id, 'sendMessage').find((c) => String(c.params.text).includes('tip')), 5_000, 'thanks');
    await new Promise((r) => setTimeout(r, 800));
    const payments = await world.api.database.db.selectFrom('fan_payments').selectAll().where('bot_id', '=', botId).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ kind: 'tip', amount_usd: 10 });
    const prompts = await world.api.database.db.selectFrom('tip_prompts').select('id').where('bot_id', '=', botId).execute();
    expect(prompts).toHaveLength(1);
  });
});

describe('voice replies', () => {
  it('answers with an ElevenLabs voice note and debits a voice credit', async () => {
    const { tg, userId } = await world.deployBot({
      plan: 'nexus',
      user: { has_voice_upgrade: true, voice_messages_remaining: 20000 },
      bot: { voice_enabled: true, voice_id: 'AZnzlk1XvdvUeBnXmlld' },
    });
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, 'say it out loud');
    const voice = await eventually(() => calls(tg.token, fan.id, 'sendVoice')[0], 20_000, 'voice note');
    // A voice note cannot carry the AI disclosure as text, so the notice goes just before it.
    const [notice] = calls(tg.token, fan.id, 'sendMessage');
    expect(String(notice!.params.text)).toMatch(/^🤖 /);
    expect(notice!.at).toBeLessThanOrEqual(voice.at);
    expect(voice.params.voice_bytes).toBe(fakeSpeechAudio('Paid reply to: say it out loud').length);
    expect(world.elevenlabs.requests.at(-1)).toMatchObject({ voiceId: 'AZnzlk1XvdvUeBnXmlld', text: 'Paid reply to: say it out loud' });
    const user = await world.api.database.db.selectFrom('users').select(['voice_messages_remaining', 'messages_remaining']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ voice_messages_remaining: 19999, messages_remaining: 4999 });
  });

  it('falls back to text without voice access', async () => {
    const { tg } = await world.deployBot({ plan: 'nexus', user: { has_voice_upgrade: true, voice_messages_remaining: 100 }, bot: { voice_enabled: true } });
    await world.api.database.db.updateTable('users').set({ has_voice_upgrade: false }).where('plan', '=', 'nexus').execute();
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, 'text please');
    await eventually(() => calls(tg.token, fan.id, 'sendMessage').find((c) => withoutDisclosure(c.params.text) === 'Paid reply to: text please'), 20_000, 'text reply');
    expect(calls(tg.token, fan.id, 'sendVoice')).toHaveLength(0);
  });
});
