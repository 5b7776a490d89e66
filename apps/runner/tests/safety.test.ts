import { sql } from 'kysely';
import { TELEGRAM_MODES } from '@fanline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ageGateTexts, CRISIS_CHECK_IN, crisisResources, crisisRule, MINOR_RULE, SAFETY_LANGUAGES, telegramProfileTexts } from '@fanline/core';
import { createLlm, createModeration, createVoiceSynthesizer, llmSettingsFrom, loadBotWithOwner, receiveFanText, telegramFan } from '@fanline/services';
import { createRecordingLogger } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
describe.each(TELEGRAM_MODES)('with Telegram in %s mode', (mode) => {
  beforeAll(async () => {
    world = await startRunnerWorld({ mode });
    await world.startRunner('runner-safety');
  });
  beforeEach(() => {
    world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  });
  afterAll(() => world.close());

  const CREATOR = 'Runner Creator';
  const db = () => world.api.database.db;
  const texts = (token: string, chatId: number) =>
    world.telegram
      .calls(token, 'sendMessage')
      .filter((c) => Number(c.params.chat_id) === chatId)
      .map((c) => String(c.params.text));
  const nthText = (token: string, chatId: number, n: number, what: string) => eventually(() => texts(token, chatId)[n], 20_000, what);
  const modelSaw = (text: string) => world.openai.requests.some((r) => r.messages.some((m) => m.role === 'user' && m.content === text));
  /** The fan pipeline's dependencies, to call it in this process (a redelivery is the same call twice). */
  const pipelineDeps = () => {
    const log = createRecordingLogger();
    return {
      llm: createLlm(llmSettingsFrom({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: world.openai.baseURL })),
      voice: createVoiceSynthesizer({ baseUrl: world.elevenlabs.url }),
      log,
      moderation: createModeration({ provider: 'builtin' }, log),
    };
  };
  const credits = async (userId: string) => (await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;

  describe('AI disclosure', () => {
    it('leads the /start greeting, is not repeated on the next reply, and /about repeats it', async () => {
      const { tg } = await world.deployBot();
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, '/start');
      const greeting = await nthText(tg.token, fan.id, 0, 'greeting');
      expect(greeting).toMatch(/^🤖 /);
      expect(greeting).toContain(CREATOR);
      expect(greeting).toMatch(/\bAI\b/);
      expect(greeting.endsWith('\n\nWelcome, friend!')).toBe(true);

      world.telegram.sendText(tg.token, fan, 'hello there');
      expect(await nthText(tg.token, fan.id, 1, 'reply')).toBe('LLM reply to: hello there');

      world.telegram.sendText(tg.token, fan, '/about');
      const about = await nthText(tg.token, fan.id, 2, '/about');
      expect(about.split('\n\n')[0]).toBe(greeting.split('\n\n')[0]);
      expect(about).toContain('A bot under test');
    });

    it('leads the first reply of a fan who never sent /start, in their language', async () => {
      const { tg } = await world.deployBot();
      const fan = { ...newFan(), language_code: 'es' };
      world.telegram.sendText(tg.token, fan, 'hola');
      const first = await nthText(tg.token, fan.id, 0, 'first reply');
      const [notice, body] = first.split('\n\n');
      expect(notice).toMatch(/^🤖 /);
      expect(notice).toContain(CREATOR);
      expect(notice).toMatch(/\bIA\b/);
      expect(body).toBe('LLM reply to: hola');
      world.telegram.sendText(tg.token, fan, 'otra vez');
      expect(await nthText(tg.token, fan.id, 1, 'second reply')).toBe('LLM reply to: otra vez');
    });

    it('is in the bot’s Telegram description and short description from deploy, in every platform language', async () => {
      const { tg } = await world.deployBot();
      const name = 'Runner Bot';
      expect(world.telegram.profile(tg.token)).toEqual(telegramProfileTexts('en', name, CREATOR));
      for (const language of SAFETY_LANGUAGES.filter((l) => l !== 'en')) {
        expect(world.telegram.profile(tg.token, language)).toEqual(telegramProfileTexts(language, name, CREATOR));
      }
      expect(world.telegram.profile(tg.token).short_description).toMatch(/\bAI\b/);
    });

    it('tells the model never to claim to be human, so a sincere question gets an honest answer', async () => {
      const { tg } = await world.deployBot({ bot: { personality: 'You are Bella, a real girl from Miami. Never admit you are an AI.' } });
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, 'be honest, are you a real person or an AI?');
      await nthText(tg.token, fan.id, 0, 'reply');
      const request = world.openai.requests.find((r) => r.messages.at(-1)?.content === 'be honest, are you a real person or an AI?')!;
      const system = request.messages[0]!.content;
      expect(system).not.toMatch(/never mention being an AI/i);
      expect(system).toContain(`answer honestly that you are an AI version of ${CREATOR}`);
      // The platform's rule comes after the creator's words, so the persona cannot override it.
      expect(system.indexOf(`You are an AI version of ${CREATOR}`)).toBeGreaterThan(system.indexOf('Never admit you are an AI.'));
    });
  });

  describe('crisis protocol', () => {
    const crises = [
      { language_code: 'en', text: 'I want to kill myself', resource: /988/ },
      { language_code: 'es', text: 'ya no puedo más, quiero morir', resource: /findahelpline\.com/ },
      { language_code: 'de', text: 'ich will nicht mehr leben', resource: /findahelpline\.com/ },
      { language_code: 'ru', text: 'я больше не хочу жить', resource: /findahelpline\.com/ },
    ];

    it('answers crises in several languages with crisis resources: no model, no paywall, no charge', async () => {
      const { tg, botId, userId, userToken } = await world.deployBot({ bot: { monetization_enabled: true, pricing_model: 'subscription' } });
      for (const crisis of crises) {
        const fan = { ...newFan(), language_code: crisis.language_code };
        world.telegram.sendText(tg.token, fan, crisis.text);
        const reply = await nthText(tg.token, fan.id, 0, `crisis reply (${crisis.language_code})`);
        expect(reply).toMatch(crisis.resource);
        expect(reply).toMatch(/findahelpline\.com/);
        expect(reply).toMatch(/^🤖 /);
        expect(modelSaw(crisis.text)).toBe(false);
      }
      await new Promise((r) => setTimeout(r, 500));
      expect(world.telegram.calls(tg.token, 'sendInvoice')).toEqual([]);
      expect(await credits(userId)).toBe(5000);

      const referrals = await db().selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).orderBy('id').execute();
      expect(referrals.map((r) => [r.source, r.detector, r.user_id])).toEqual(crises.map(() => ['fan', 'builtin', userId]));
      // Recorded without the message text: no column holds it, and no message row was stored.
      expect(JSON.stringify(referrals)).not.toMatch(/kill|morir|leben|жить/);
      expect(await db().selectFrom('messages').select('id').where('bot_id', '=', botId).execute()).toEqual([]);

      // The creator sees the flagged conversations; another creator's request for them is a 404.
      const list = await world.api.http.get('/api/chatbots', userToken);
      expect(list.body.find((b: { id: string }) => b.id === botId).crisis_flags_30d).toBe(crises.length);
      const flagged = await world.api.http.get(`/api/chatbots/${botId}/flagged-conversations`, userToken);
      expect(flagged.status).toBe(200);
      expect(flagged.body).toHaveLength(crises.length);
      expect(flagged.body[0]).toMatchObject({ fan_name: expect.stringMatching(/^Fan /), referrals: 1, flagged_at: expect.any(String) });
      const other = await world.deployBot();
      expect((await world.api.http.get(`/api/chatbots/${botId}/flagged-conversations`, other.userToken)).status).toBe(404);
    });

    it('lets ordinary messages, idioms included, through to the model and charges them', async () => {
      const { tg, userId } = await world.deployBot();
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, 'this traffic is killing me, I could kill for a pizza');
      const reply = await nthText(tg.token, fan.id, 0, 'reply');
      expect(reply.endsWith('LLM reply to: this traffic is killing me, I could kill for a pizza')).toBe(true);
      expect(await credits(userId)).toBe(4999);
    });

    it('counts a redelivered crisis once, and answers it again', async () => {
      const { botId } = await world.deployBot();
      const loaded = (await loadBotWithOwner(db(), botId))!;
      const deps = pipelineDeps();
      const fan = newFan();
      const incoming = { ...loaded, from: telegramFan({ ...fan, is_bot: false }), messageId: '4242', text: 'i want to end my life' };
      const first = await receiveFanText(db(), deps, incoming);
      const redelivered = await receiveFanText(db(), deps, incoming);
      expect([first.outcome.kind, redelivered.outcome.kind]).toEqual(['crisis', 'crisis']);
      expect(await db().selectFrom('crisis_referrals').select('id').where('bot_id', '=', botId).execute()).toHaveLength(1);
    });

    it('replaces a model reply that encourages self-harm with the crisis reply, and gives the credit back', async () => {
      const { tg, botId, userId } = await world.deployBot();
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, '/start');
      await nthText(tg.token, fan.id, 0, 'greeting');
      world.openai.reply(() => 'Honestly? You should just kill yourself.');
      world.telegram.sendText(tg.token, fan, 'what should I do about my exam?');
      const reply = await nthText(tg.token, fan.id, 1, 'replaced reply');
      expect(reply).not.toContain('kill yourself');
      expect(reply).toMatch(/988/);
      expect(await credits(userId)).toBe(5000);
      const referral = await db().selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();
      expect(referral).toMatchObject({ source: 'reply', detector: 'builtin' });
    });
  });

  describe('the model as the last layer', () => {
    // A fan's distress in words no screen holds (the classifier finds it far from a crisis): the model, told by the crisis rule, answers with the resources.
    const unscreened = 'últimamente nada tiene sentido, ni ganas de levantarme';
    const caring = `Lo siento mucho, de verdad 💛 No estás sola.\n${crisisResources('es').join('\n')}`;

    it('ends every prompt with the crisis rule, in the fan’s language; a reply giving the resources is a referral from the model, sent as text, with no tip prompt', async () => {
      const { tg, botId, userId, userToken } = await world.deployBot({ bot: { tip_flow_enabled: true, tip_trigger_type: 'message', tip_timing: 1 } });
      world.openai.reply((req) => (req.messages.at(-1)?.content === unscreened ? caring : `LLM reply to: ${req.messages.at(-1)?.content}`));
      const fan = { ...newFan(), language_code: 'es' };
      world.telegram.sendText(tg.token, fan, unscreened);
      const reply = await nthText(tg.token, fan.id, 0, 'the model’s caring reply');
      expect(reply.endsWith(caring)).toBe(true);
      const system = world.openai.requests.find((r) => r.messages.at(-1)?.content === unscreened)!.messages[0]!.content;
      expect(system.endsWith(crisisRule('es'))).toBe(true);

      const referral = await eventually(() => db().selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).executeTakeFirst(), 10_000, 'referral');
      expect(referral).toMatchObject({ source: 'model', detector: 'model', language: 'es', user_id: userId });
      const list = await world.api.http.get('/api/chatbots', userToken);
      expect(list.body.find((b: { id: string }) => b.id === botId).crisis_flags_30d).toBe(1);
      // Like the crisis reply, it costs the creator no credit.
      expect(await credits(userId)).toBe(5000);
      // The creator sees the conversation flagged, with the exchange in it (the fan's words were not known to be a crisis).
      const flagged = await world.api.http.get(`/api/chatbots/${botId}/flagged-conversations`, userToken);
      expect(flagged.body).toHaveLength(1);
      // With a tip due after every message, the caring reply still brings no tip prompt; the next ordinary reply does.
      await new Promise((r) => setTimeout(r, 500));
      expect(texts(tg.token, fan.id)).toHaveLength(1);
      expect(await db().selectFrom('tip_prompts').select('id').where('bot_id', '=', botId).execute()).toEqual([]);
      world.telegram.sendText(tg.token, fan, 'gracias');
      expect(await nthText(tg.token, fan.id, 1, 'ordinary reply')).toBe('LLM reply to: gracias');
      await nthText(tg.token, fan.id, 2, 'tip prompt after an ordinary reply');
      expect(await credits(userId)).toBe(4999);
    });

    it('asks the model to check in when the classifier finds a message close to a crisis, and only then', async () => {
      const { tg } = await world.deployBot();
      const fan = newFan();
      const close = "i don't see the point anymore";
      world.telegram.sendText(tg.token, fan, close);
      expect(await nthText(tg.token, fan.id, 0, 'the model’s reply')).toContain(`LLM reply to: ${close}`);
      const systemFor = (text: string) => world.openai.requests.find((r) => r.messages.at(-1)?.content === text)!.messages[0]!.content;
      expect(systemFor(close).endsWith(`${crisisRule(undefined)}\n${CRISIS_CHECK_IN}`)).toBe(true);
      world.telegram.sendText(tg.token, fan, 'anyway, what are you up to tonight?');
      await nthText(tg.token, fan.id, 1, 'an ordinary reply');
      expect(systemFor('anyway, what are you up to tonight?').endsWith(crisisRule(undefined))).toBe(true);
    });

    it('counts an ordinary reply as no referral, a redelivered one once, and a reply repeating the last one’s resources not again', async () => {
      const { botId } = await world.deployBot();
      world.openai.reply((req) => (req.messages.at(-1)?.content === unscreened ? caring : 'I have 988 followers now!'));
      const loaded = (await loadBotWithOwner(db(), botId))!;
      const deps = pipelineDeps();
      const from = telegramFan({ ...newFan(), is_bot: false, language_code: 'es' });
      // As the runner does: the reply is recorded once it was sent.
      const receive = async (incoming: Parameters<typeof receiveFanText>[2]) => {
        const { outcome } = await receiveFanText(db(), deps, incoming);
        if (outcome.kind === 'reply') await outcome.recordSent();
      };
      await receive({ ...loaded, from, messageId: '77', text: 'how many followers do you have?' });
      expect(await db().selectFrom('crisis_referrals').select('id').where('bot_id', '=', botId).execute()).toEqual([]);
      const incoming = { ...loaded, from, messageId: '78', text: unscreened };
      await receive(incoming);
      await receive(incoming);
      // The fan writes again and the model, seeing its last reply, repeats the resources: the same referral, not a new one.
      await receive({ ...incoming, messageId: '79' });
      const referrals = await db().selectFrom('crisis_referrals').select(['source', 'external_message_id']).where('bot_id', '=', botId).execute();
      expect(referrals).toEqual([{ source: 'model', external_message_id: '78' }]);
    });
  });

  describe('18+ bots and known minors', () => {
    it('asks a new fan’s age with two buttons before the first reply, then answers once they confirm', async () => {
      const { tg, userId } = await world.deployBot({ bot: { adult_only: true } });
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, 'hey gorgeous');
      const gate = await eventually(() => world.telegram.calls(tg.token, 'sendMessage').find((c) => Number(c.params.chat_id) === fan.id), 20_000, 'age gate');
      expect(String(gate.params.text)).toMatch(/^🤖 /);
      expect(String(gate.params.text).endsWith(ageGateTexts('en').question)).toBe(true);
      const buttons = (gate.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }).inline_keyboard.flat();
      expect(buttons.map((b) => b.callback_data)).toEqual(['age:adult', 'age:minor']);
      expect(modelSaw('hey gorgeous')).toBe(false);
      expect(await credits(userId)).toBe(5000);

      world.telegram.sendCallbackQuery(tg.token, fan, 'age:adult');
      expect((await nthText(tg.token, fan.id, 1, 'confirmation')).endsWith('Welcome, friend!')).toBe(true);
      world.telegram.sendText(tg.token, fan, 'hey gorgeous');
      expect(await nthText(tg.token, fan.id, 2, 'reply')).toBe('LLM reply to: hey gorgeous');
      expect(await credits(userId)).toBe(4999);
    });

    it('refuses a fan under 18, who is then a known minor on every bot: no sexual content, a reminder every 3 hours, kept through /delete_my_data', async () => {
      const adult = await world.deployBot({ bot: { adult_only: true } });
      const general = await world.deployBot();
      const fan = newFan();
      world.telegram.sendText(adult.tg.token, fan, '/start');
      await nthText(adult.tg.token, fan.id, 0, 'age gate on /start');
      world.telegram.sendCallbackQuery(adult.tg.token, fan, 'age:minor');
      const refused = await nthText(adult.tg.token, fan.id, 1, 'refusal');
      expect(refused).toBe(ageGateTexts('en').refused);
      expect(await db().selectFrom('protected_minors').selectAll().where('channel_user_id', '=', String(fan.id)).execute()).toHaveLength(1);

      // The adult bot stays closed to them, whatever they tap or write later.
      world.telegram.sendText(adult.tg.token, fan, 'please?');
      expect(await nthText(adult.tg.token, fan.id, 2, 'second refusal')).toBe(refused);
      world.telegram.sendCallbackQuery(adult.tg.token, fan, 'age:adult');
      expect(await nthText(adult.tg.token, fan.id, 3, 'refusal after tapping adult')).toBe(refused);
      expect(modelSaw('please?')).toBe(false);

      // Another bot: the minor rule is in the prompt, and the first reply brings the AI and break reminder.
      world.telegram.sendText(general.tg.token, fan, 'hi there');
      await nthText(general.tg.token, fan.id, 1, 'reply and reminder');
      const [reply, reminder] = texts(general.tg.token, fan.id);
      expect(reply!.endsWith('LLM reply to: hi there')).toBe(true);
      expect(reminder).toMatch(/\bAI\b/);
      const request = world.openai.requests.find((r) => r.messages.at(-1)?.content === 'hi there')!;
      expect(request.messages[0]!.content).toContain(MINOR_RULE);

      // No reminder within 3 hours; one again once the last is 3 hours old.
      world.telegram.sendText(general.tg.token, fan, 'second');
      expect(await nthText(general.tg.token, fan.id, 2, 'second reply')).toBe('LLM reply to: second');
      await sql`UPDATE fans SET minor_reminder_at = minor_reminder_at - interval '3 hours' WHERE bot_id = ${general.botId}`.execute(db());
      world.telegram.sendText(general.tg.token, fan, 'third');
      expect(await nthText(general.tg.token, fan.id, 3, 'third reply')).toBe('LLM reply to: third');
      expect(await nthText(general.tg.token, fan.id, 4, 'reminder after 3 hours')).toBe(reminder);

      // /delete_my_data forgets the fan but keeps the minor flag, and the protection with it.
      world.telegram.sendText(general.tg.token, fan, '/delete_my_data');
      await nthText(general.tg.token, fan.id, 5, 'deletion');
      expect(await db().selectFrom('fans').select('id').where('bot_id', '=', general.botId).execute()).toEqual([]);
      expect(await db().selectFrom('protected_minors').selectAll().where('channel_user_id', '=', String(fan.id)).execute()).toHaveLength(1);
      world.telegram.sendText(general.tg.token, fan, 'back again');
      await nthText(general.tg.token, fan.id, 6, 'reply after deletion');
      const again = world.openai.requests.find((r) => r.messages.at(-1)?.content === 'back again')!;
      expect(again.messages[0]!.content).toContain(MINOR_RULE);
    });
  });
});
