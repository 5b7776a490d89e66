import { Composer } from 'grammy';
import { deleteFanData, setFanOptOut, upsertFan } from '@fanline/services';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';

/** /start greets, /stop opts out, /delete_my_data forgets the fan (compliance, beyond the spec). */
export function commandsFeature(deps: RunnerDeps) {
  const feature = new Composer<FanlineContext>();
  const privateChats = feature.chatType('private');

  privateChats.command('start', async (ctx) => {
    const { bot } = ctx.fanline;
    const fan = await upsertFan(deps.db, bot.id, ctx.from);
    if (fan.opted_out) await setFanOptOut(deps.db, fan.id, false);
    await ctx.reply(bot.greeting?.trim() || `Hi! I'm ${bot.name}. What's on your mind?`);
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
