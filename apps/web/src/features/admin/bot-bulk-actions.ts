import type { AdminBotBulk } from '@fanline/core';
import { bulkActionCopies } from '../../lib/bulk-action-copy';

export type BotBulkAction = 'activate' | 'deactivate' | 'delete';

/** docs/product.md §14 admin bot bulk: toggle_active with active true or false, and delete. */
export const BOT_BULK_REQUEST: Record<BotBulkAction, Pick<AdminBotBulk, 'action' | 'action_data'>> = {
  activate: { action: 'toggle_active', action_data: { active: true } },
  deactivate: { action: 'toggle_active', action_data: { active: false } },
  delete: { action: 'delete', action_data: {} },
};

export const BOT_BULK_COPY = bulkActionCopies<BotBulkAction>({
  activate: {
    label: 'Activate',
    title: 'Activate bots',
    message: 'These bots start answering fans again. Bots without a connected channel stay off.',
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate bots',
    message: 'These bots stop answering fans until they are switched back on.',
  },
  delete: {
    label: 'Delete',
    title: 'Delete bots',
    message: 'These bots and their conversations are removed for good. This cannot be undone.',
  },
});
