import { z } from 'zod';
import { textField } from './input-fields';
import { TELEGRAM_MESSAGE_LIMIT } from './telegram-limits';

const message = textField('Message', 'Message is required')
  .trim()
  .min(1, 'Message cannot be empty')
  .max(TELEGRAM_MESSAGE_LIMIT, `Message must be at most ${TELEGRAM_MESSAGE_LIMIT} characters`);

export const botIdSchema = z.uuid({ error: 'Bot not found' });

/** POST /api/chat/{botId}: {bot_id, user_message} (docs/product.md §15). */
export const chatTestInputSchema = z.object({ bot_id: botIdSchema.optional(), user_message: message });

/** POST /api/telegram/test/{botId}: {message}. */
export const telegramTestInputSchema = z.object({ message });

export const toggleInputSchema = z.object({ is_active: z.boolean().optional() });

export const BULK_BOT_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export const bulkBotActionSchema = z.object({
  bot_ids: z.array(botIdSchema, { error: 'No bots selected' }).min(1, 'No bots selected').max(200, 'Select at most 200 bots'),
  action: z.enum(BULK_BOT_ACTIONS, { error: 'Action must be activate, deactivate or delete' }),
});
export type BulkBotAction = z.output<typeof bulkBotActionSchema>;
