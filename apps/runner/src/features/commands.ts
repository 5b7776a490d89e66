import { Composer } from 'grammy';
import { aboutBot, acknowledgeNotices, deleteFanData, setFanOptOut, startFanChat, upsertFan } from '@fanline/services';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';
import { ageGateKeyboard, withDisclosure } from './fan-delivery';

/**
 * /start greets with the AI disclosure (or asks an 18+ bot's age first), /about
 * repeats the disclosure, /stop opts out, /delete_my_data forgets the fan
 * (compliance, beyond the spec) but for a minor flag, which protects them.
 */
export function commandsFeature(deps: RunnerDeps) {
  const feature = new Composer<FanlineContext>();
  const privateChats = feature.chatType('private');

  privateChats.command('start', async (ctx) => {
    const { bot, owner } = ctx.fanline;
    const start = await startFanChat(deps.db, bot, owner, ctx.from);
    const { outcome } = start;
    if (outcome.kind === 'age_gate') await ctx.reply(withDisclosure(start.disclosure, outcome.question), { reply_markup: ageGateKeyboard(outcome) });
    else await ctx.reply(withDisclosure(start.disclosure, outcome.text));
    await acknowledgeNotices(deps.db, start.fanId, { disclosure: true, reminder: false });
  });

  privateChats.command('about', async (ctx) => {
    const { bot, owner } = ctx.fanline;
    const fan = await upsertFan(deps.db, bot.id, ctx.from);
    await ctx.reply(aboutBot(bot, owner, fan.language_code));
    await acknowledgeNotices(deps.db, fan.id, { disclosure: true, reminder: false });
  });

  privateChats.command('stop', async (ctx) => {
    const fan = await upsertFan(deps.db, ctx.fanline.bot.id, ctx.from);
    await setFanOptOut(deps.db, fan.id, true);
    await ctx.reply("You won't hear from me again. Send /start whenever you want to talk.");
  });

  privateChats.command('delete_my_data', async (ctx) => {
    const fan = await upsertFan(deps.db, ctx.fanline.bot.id, ctx.from);
    await deleteFanData(deps.db, fan.id);
    await ctx.reply('Done. I deleted our conversation and everything I knew about you.');
  });

  return feature;
}
