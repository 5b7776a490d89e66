import { TELEGRAM_MODES } from '@fanline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_CHANGED } from '@fanline/core';
import { fakeSpeechAudio } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
describe.each(TELEGRAM_MODES)('with Telegram in %s mode', (mode) => {
  beforeAll(async () => {
    world = await startRunnerWorld({ mode });
    world.openai.reply((req) => `Paid reply to: ${req.messages.at(-1)?.content}`);
    await world.startRunner('runner-pay');
  });
  afterAll(() => world.close());

  const calls = (token: string, chatId: number, method: string) => world.telegram.calls(token, method).filter((c) => Number(c.params.chat_id) === chatId);
  const amountOf = (invoice: Record<string, unknown>) => Number((invoice.prices as { amount: number }[])[0]!.amount);

  /** The pre-checkout query Telegram sends when the fan taps Pay on `invoice`; resolves with the bot's answer. */
  async function preCheckout(token: string, fan: ReturnType<typeof newFan>, invoice: Record<string, unknown>, id: string) {
    world.telegram.sendPreCheckoutQuery(token, fan, { id, currency: String(invoice.currency), total_amount: amountOf(invoice), invoice_payload: String(invoice.payload) });
    const answer = await eventually(() => world.telegram.calls(token, 'answerPreCheckoutQuery').find((c) => c.params.pre_checkout_query_id === id), 5_000, 'pre-checkout answer');
    return answer.params;
  }

  /** Deploys a bot that sells access and has a new fan message it; resolves with the invoice it answers with. */
  async function invoiceForNewFan(bot: Record<string, unknown>) {
    const deployed = await world.deployBot({ bot: { monetization_enabled: true, ...bot } });
    const fan = newFan();
    world.telegram.sendText(deployed.tg.token, fan, 'let me in');
    const invoice = await eventually(() => calls(deployed.tg.token, fan.id, 'sendInvoice')[0], 20_000, 'invoice');
    return { ...deployed, fan, invoice: invoice.params };
  }

  async function pay(token: string, fan: ReturnType<typeof newFan>, invoice: Record<string, unknown>, chargeId: string) {
    expect(await preCheckout(token, fan, invoice, `pcq-${chargeId}`)).toMatchObject({ ok: true });
    world.telegram.sendSuccessfulPayment(token, fan, {
      currency: String(invoice.currency),
      total_amount: amountOf(invoice),
      invoice_payload: String(invoice.payload),
      telegram_payment_charge_id: chargeId,
    });
    await eventually(
      () => world.api.database.db.selectFrom('fan_payments').select('id').where('external_charge_id', '=', chargeId).executeTakeFirst(),
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
      // The prepaid message is used when the reply is recorded, once Telegram took it.
      const prepaid = async () => (await world.api.database.db.selectFrom('fans').select('prepaid_messages').where('bot_id', '=', botId).executeTakeFirstOrThrow()).prepaid_messages;
      await eventually(async () => (await prepaid()) === 9, 5_000, 'one prepaid message used');
    });

    it('sells a subscription on a bot whose name has 100 characters, with a title Telegram accepts', async () => {
      const name = 'Midnight Conversations With Luna'.padEnd(100, '✨');
      const { tg, botId, fan, invoice } = await invoiceForNewFan({ name, pricing_model: 'subscription', subscription_price: 4.99 });
      expect(invoice).toMatchObject({ title: 'Midnight Conversations…: 30 days', currency: 'XTR', prices: [{ amount: 250 }] });
      expect(String(invoice.title).length).toBeLessThanOrEqual(32);
      expect(String(invoice.description).length).toBeLessThanOrEqual(255);

      await pay(tg.token, fan, invoice, `charge-long-name-${fan.id}`);
      await eventually(() => calls(tg.token, fan.id, 'sendMessage').find((c) => String(c.params.text).includes('all set')), 5_000, 'thanks');
      const payment = await world.api.database.db.selectFrom('fan_payments').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ kind: 'subscription', currency: 'XTR', amount_minor: 250, status: 'paid' });
    });

    it('declines an old invoice once the creator has changed what the bot sells, without waiting', async () => {
      const { tg, botId, userToken, fan, invoice } = await invoiceForNewFan({ pricing_model: 'per_message', price_per_message: 0.5 });
      expect(await preCheckout(tg.token, fan, invoice, `pcq-before-${fan.id}`)).toMatchObject({ ok: true });

      const changed = await world.api.http.put(`/api/chatbots/${botId}`, { pricing_model: 'subscription' }, userToken);
      expect(changed.status).toBe(200);
      expect(await preCheckout(tg.token, fan, invoice, `pcq-after-${fan.id}`)).toMatchObject({ ok: false, error_message: OFFER_CHANGED });
    });

    it('declines an invoice for the old price right after a price change, and the next one asks the new price', async () => {
      const { tg, botId, userToken, fan, invoice } = await invoiceForNewFan({ pricing_model: 'subscription', subscription_price: 9.99 });
      // The fan's message has just put the bot in the runner's 2 s cache, at 9.99.
      expect(await preCheckout(tg.token, fan, invoice, `pcq-old-price-ok-${fan.id}`)).toMatchObject({ ok: true });

      const changed = await world.api.http.put(`/api/chatbots/${botId}`, { subscription_price: 19.99 }, userToken);
      expect(changed.status).toBe(200);
      expect(await preCheckout(tg.token, fan, invoice, `pcq-old-price-${fan.id}`)).toMatchObject({ ok: false, error_message: OFFER_CHANGED });

      // The change notice has cleared the cache: the next message is answered with the new price at once.
      world.telegram.sendText(tg.token, fan, 'hello again');
      const fresh = await eventually(() => calls(tg.token, fan.id, 'sendInvoice')[1], 20_000, 'new invoice');
      expect(amountOf(fresh.params)).toBe(1000);
      await pay(tg.token, fan, fresh.params, `charge-new-price-${fan.id}`);
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
});
