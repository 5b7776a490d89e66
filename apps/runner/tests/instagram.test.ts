import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID, VOICE_NOT_HEARD, voiceTooLongLine } from '@fanline/core';
import { INSTAGRAM_FAILURES, startFakeServer, wavOfSeconds, type FakeInstagram, type FakeInstagramAccount, type FakeServer } from '@fanline/testing';
import { eventually, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
let instagram: FakeInstagram;
/** Meta's CDN, where the attachment URLs in the webhook point; the runner trusts its origin (INSTAGRAM_ATTACHMENT_ORIGINS). */
let cdn: FakeServer;
const cdnRequests: string[] = [];
/** Where the CDN's /moved.wav redirects. */
let movedTo = 'http://127.0.0.1:9/';
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook', instagram: true });
  instagram = world.instagram!;
  cdn = await startFakeServer((req, _body, res) => {
    cdnRequests.push(req.url ?? '');
    if (req.url === '/moved.wav') {
      res.writeHead(302, { location: movedTo });
      return res.end();
    }
    const seconds = req.url === '/long.wav' ? 150 : 3;
    res.writeHead(200, { 'content-type': 'audio/wav' });
    res.end(wavOfSeconds(seconds));
  });
  await world.startRunner('runner-instagram', { INSTAGRAM_ATTACHMENT_ORIGINS: cdn.url });
});
beforeEach(() => {
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  world.openai.delayMs = 0;
});
afterAll(async () => {
  await world.close();
  await cdn.close();
});

const db = () => world.api.database.db;

/** An ignite creator with a connected Instagram account (through the real connect flow) and an Instagram bot made live through the API. */
async function creatorOnInstagram(): Promise<{ userId: string; botId: string; account: FakeInstagramAccount }> {
  const email = `insta.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const reg = await world.api.http.post('/api/auth/register', { name: 'Insta Creator', email, password: 'insta-pass-1' });
  const userId = reg.body.user.id as string;
  await db().updateTable('users').set({ plan: 'ignite', bots_limit: 5, messages_remaining: 5000 }).where('id', '=', userId).execute();
  const account = instagram.addAccount();
  const login = await world.api.http.get('/api/instagram/oauth/login', reg.body.token);
  instagram.loginAs(account);
  const back = new URL((await fetch(login.body.auth_url, { redirect: 'manual' })).headers.get('location') ?? '');
  back.hash = '';
  expect((await fetch(back)).status).toBe(200);
  const bot = await world.api.http.post(
    '/api/chatbots',
    { name: 'Insta Luna', description: 'Answers my DMs', personality: 'You are Luna.', llm_provider: 'openai', llm_model: 'gpt-4o-mini', platform: 'instagram' },
    reg.body.token,
  );
  expect(bot.status, JSON.stringify(bot.body)).toBe(201);
  const live = await world.api.http.post(`/api/chatbots/${bot.body.id}/toggle`, { is_active: true }, reg.body.token);
  expect(live.status, JSON.stringify(live.body)).toBe(200);
  return { userId, botId: bot.body.id as string, account };
}

const textsTo = (account: FakeInstagramAccount, fan: string) =>
  instagram.sentMessages(account.igUserId, fan).flatMap((sent) => (typeof sent.message?.text === 'string' ? [withoutDisclosure(sent.message.text)] : []));

describe('Instagram DMs', () => {
  it('answers a fan’s signed DM through the Send API with the model’s reply, for exactly one credit, once however often Meta redelivers', async () => {
    const { userId, botId, account } = await creatorOnInstagram();
    const fan = instagram.newFanId();
    const dm = instagram.fan.sendText(account, fan, 'hello from the gram');
    await eventually(() => textsTo(account, fan).includes('LLM reply to: hello from the gram'), 20_000, 'the reply');
    await instagram.redeliver(dm);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(textsTo(account, fan).filter((text) => text === 'LLM reply to: hello from the gram')).toHaveLength(1);
    const user = await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(4999);
    const debits = await db().selectFrom('usage_debits').select(['source', 'external_message_id']).where('bot_id', '=', botId).execute();
    expect(debits).toHaveLength(1);
    expect(debits[0]?.source).toBe('instagram');
    const fans = await db().selectFrom('fans').select(['channel', 'external_user_id']).where('bot_id', '=', botId).execute();
    expect(fans).toEqual([{ channel: 'instagram', external_user_id: fan }]);
  });

  it('splits a long reply at Instagram’s 1,000 bytes and shows typing while the model works', async () => {
    const { account } = await creatorOnInstagram();
    world.openai.reply(() => `${'Lovely day for a long answer. '.repeat(60)}The end.`);
    world.openai.delayMs = 600;
    const fan = instagram.newFanId();
    instagram.fan.sendText(account, fan, 'tell me everything');
    await eventually(() => textsTo(account, fan).some((text) => text.endsWith('The end.')), 20_000, 'the last part');
    const sent = instagram.sentMessages(account.igUserId, fan);
    expect(sent.some((message) => message.senderAction === 'typing_on')).toBe(true);
    const texts = sent.flatMap((message) => (typeof message.message?.text === 'string' ? [message.message.text] : []));
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1000);
  });

  it('sends a voice note as a WAV audio attachment from a signed, expiring link, for one voice credit', async () => {
    const { userId, botId, account } = await creatorOnInstagram();
    await db().updateTable('users').set({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 10 }).where('id', '=', userId).execute();
    await db().updateTable('bots').set({ voice_enabled: true, voice_id: DEFAULT_VOICE_ID, adult_only: false }).where('id', '=', botId).execute();
    const fan = instagram.newFanId();
    instagram.fan.sendText(account, fan, 'say it out loud');
    const voice = await eventually(
      () => instagram.sentMessages(account.igUserId, fan).find((sent) => (sent.message?.attachment as { type?: string } | undefined)?.type === 'audio'),
      20_000,
      'the audio attachment',
    );
    const url = (voice.message?.attachment as { payload: { url: string } }).payload.url;
    expect(url.startsWith(`${world.api.url}/api/media/voice/`)).toBe(true);
    const audio = await fetch(url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(world.elevenlabs.requests.at(-1)?.outputFormat).toBe('pcm_22050');

    const forged = new URL(url);
    forged.searchParams.set('signature', 'f'.repeat(64));
    expect((await fetch(forged)).status).toBe(404);
    const stretched = new URL(url);
    stretched.searchParams.set('expires', String(Number(stretched.searchParams.get('expires')) + 3600));
    expect((await fetch(stretched)).status).toBe(404);
    const balances = await db().selectFrom('users').select(['voice_messages_remaining', 'messages_remaining']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(balances.voice_messages_remaining).toBe(9);
  });

  it('does not answer past Instagram’s 24-hour window: nothing is sent or charged, and the message says why', async () => {
    const { userId, botId, account } = await creatorOnInstagram();
    const fan = instagram.newFanId();
    // A DM Meta delivers late: its timestamp is 25 hours old.
    instagram.advanceTime(-25 * 3_600_000);
    instagram.fan.sendText(account, fan, 'are you still up?');
    instagram.advanceTime(25 * 3_600_000);
    const stored = await eventually(
      async () => (await db().selectFrom('messages').select(['role', 'error']).where('bot_id', '=', botId).where('role', '=', 'assistant').executeTakeFirst())?.error,
      20_000,
      'the unanswered message',
    );
    expect(stored).toBe("Not answered: the channel's reply window after the fan's message had closed");
    expect(textsTo(account, fan)).toEqual([]);
    expect((await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining).toBe(5000);
  });

  it('tries again with backoff when Instagram is rate limiting, and the fan gets one reply', async () => {
    const { account } = await creatorOnInstagram();
    instagram.failNext('/me/messages', 1, INSTAGRAM_FAILURES.tooManyRequests);
    const fan = instagram.newFanId();
    instagram.fan.sendText(account, fan, 'busy day?');
    await eventually(() => textsTo(account, fan).includes('LLM reply to: busy day?'), 20_000, 'the reply after the retry');
    expect(textsTo(account, fan).filter((text) => text === 'LLM reply to: busy day?')).toHaveLength(1);
  });

  it('marks the account when Instagram rejects its token, and sends nothing', async () => {
    const { userId, account } = await creatorOnInstagram();
    const token = instagram.tokenOf(account, 'long')?.token ?? '';
    instagram.revokeToken(token);
    const fan = instagram.newFanId();
    instagram.fan.sendText(account, fan, 'anyone there?');
    const row = await eventually(
      async () => (await db().selectFrom('instagram_accounts').select('token_error').where('user_id', '=', userId).executeTakeFirst())?.token_error,
      20_000,
      'the token error',
    );
    expect(row).toMatch(/^Instagram rejected the access token/);
    expect(textsTo(account, fan)).toEqual([]);
  });

  it("answers a fan's audio attachment from its transcript, measuring its length from the audio itself (Instagram states none)", async () => {
    const { userId, account } = await creatorOnInstagram();
    world.elevenlabs.transcribe(() => 'what time is the live tonight?');
    const fan = instagram.newFanId();
    instagram.fan.sendAttachment(account, fan, { type: 'audio', url: `${cdn.url}/short.wav` });
    await eventually(() => textsTo(account, fan).includes('LLM reply to: what time is the live tonight?'), 20_000, 'the reply to the transcript');
    const user = await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(4999);

    const transcriptions = world.elevenlabs.transcriptions.length;
    const other = instagram.newFanId();
    instagram.fan.sendAttachment(account, other, { type: 'audio', url: `${cdn.url}/long.wav` });
    await eventually(() => textsTo(account, other).includes(voiceTooLongLine(120)), 20_000, 'the polite refusal');
    expect(world.elevenlabs.transcriptions.length).toBe(transcriptions);
  });

  it('fetches attachments only from Meta’s CDN, redirects included: anything else a webhook names is never asked', async () => {
    const { account } = await creatorOnInstagram();
    const elsewhere: string[] = [];
    const internal = await startFakeServer((req, _body, res) => {
      elsewhere.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(wavOfSeconds(3));
    });
    movedTo = `${internal.url}/moved-secret.wav`;
    try {
      const fan = instagram.newFanId();
      instagram.fan.sendAttachment(account, fan, { type: 'audio', url: `${internal.url}/secret.wav` });
      await eventually(() => textsTo(account, fan).includes(VOICE_NOT_HEARD), 20_000, 'the apology');
      const redirected = instagram.newFanId();
      instagram.fan.sendAttachment(account, redirected, { type: 'audio', url: `${cdn.url}/moved.wav` });
      await eventually(() => textsTo(account, redirected).includes(VOICE_NOT_HEARD), 20_000, 'the apology after the redirect');
      expect(elsewhere).toEqual([]);
      expect(cdnRequests).toContain('/moved.wav');
    } finally {
      await internal.close();
    }
  });
});

