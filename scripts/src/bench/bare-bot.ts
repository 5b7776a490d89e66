import { run, sequentialize, type RunnerHandle } from '@grammyjs/runner';
import { Bot, type Context, type Filter } from 'grammy';
import { z } from 'zod';
import { benchModelClient, benchTelegramClient, messagesFor } from './bare-bot-clients';

/**
 * The bare bot Fanline's runner is compared with (issue #35 point 3), run by
 * the bench as a process of its own so its CPU is measured apart: grammY and
 * @grammyjs/runner, one poller per token, one update at a time per chat, and
 * for each fan text one chat completion (a system prompt and the text) and
 * one sendMessage; on its streaming bots, the completion streamed as drafts
 * first. No database, no metering, no screen, no memory.
 *
 * It talks to the same fakes over the same transport as the runner
 * (bare-bot-clients.ts), so the difference measured is the work Fanline adds,
 * not a difference in HTTP clients.
 */
const env = z
  .object({
    BARE_BOT_TOKENS: z.string().transform((raw) => raw.split(',').filter(Boolean)),
    /** Bots that stream their replies as drafts (issue #36's first-draft comparison). */
    BARE_BOT_STREAM_TOKENS: z
      .string()
      .default('')
      .transform((raw) => raw.split(',').filter(Boolean)),
    TELEGRAM_API_ROOT: z.string().url(),
    OPENAI_BASE_URL: z.string().url(),
    POLL_TIMEOUT_SECONDS: z.coerce.number().int().min(0),
  })
  .parse(process.env);

const openai = benchModelClient(env.OPENAI_BASE_URL);
const telegramClient = benchTelegramClient(env.TELEGRAM_API_ROOT);

/** The plain way to stream on Telegram: a draft on the first text and then at most every 300 ms, one at a time, then the message. */
const DRAFT_EVERY_MS = 300;

async function streamReply(ctx: Filter<Context, 'message:text'>): Promise<void> {
  const stream = await openai.chat.completions.create({ model: 'gpt-4o-mini', messages: messagesFor(ctx.message.text), stream: true, stream_options: { include_usage: true } });
  let text = '';
  let shownAt = -Infinity;
  let draft: Promise<unknown> | null = null;
  for await (const chunk of stream) {
    text += chunk.choices[0]?.delta?.content ?? '';
    if (text && !draft && performance.now() - shownAt >= DRAFT_EVERY_MS) {
      shownAt = performance.now();
      draft = ctx.api.sendMessageDraft(ctx.chat.id, 1, text).finally(() => (draft = null));
    }
  }
  await draft;
  await ctx.reply(text);
}

function startBot(token: string, streams: boolean): RunnerHandle {
  const bot = new Bot(token, { client: telegramClient });
  bot.use(sequentialize((ctx) => ctx.chat?.id.toString()));
  bot.on('message:text', async (ctx) => {
    if (streams) return streamReply(ctx);
    const completion = await openai.chat.completions.create({ model: 'gpt-4o-mini', messages: messagesFor(ctx.message.text) });
    await ctx.reply(completion.choices[0]?.message.content ?? '');
  });
  bot.catch((error) => console.log(JSON.stringify({ level: 'error', message: 'Bare bot update failed', error: String(error.error) })));
  return run(bot, { runner: { fetch: { timeout: env.POLL_TIMEOUT_SECONDS }, silent: true } });
}

const handles = [...env.BARE_BOT_TOKENS.map((token) => startBot(token, false)), ...env.BARE_BOT_STREAM_TOKENS.map((token) => startBot(token, true))];
process.on('SIGTERM', () => {
  void Promise.all(handles.map((handle) => (handle.isRunning() ? handle.stop() : undefined))).finally(() => process.exit(0));
});
console.log(JSON.stringify({ message: 'Bare bot ready', bots: handles.length }));
