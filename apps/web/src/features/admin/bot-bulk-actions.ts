import type { AdminBotBulk } from '@fanline/core';
import type { BulkDialogCopy } from './bulk-action-dialog';

export type BotBulkAction = 'activate' | 'deactivate' | 'delete';

/** SPEC §4 admin bot bulk: toggle_active with active true or false, and delete. */
export const BOT_BULK_REQUEST: Record<BotBulkAction, Pick<AdminBotBulk, 'action' | 'action_data'>> = {
  activate: { action: 'toggle_active', action_data: { active: true } },
  deactivate: { action: 'toggle_active', action_data: { active: false } },
  delete: { action: 'delete', action_data: {} },
};

export const BOT_BULK_COPY: Record<BotBulkAction, BulkDialogCopy & { button: string }> = {
  activate: {
    button: 'Activate',
    title: 'Activate bots',
    message: 'These bots start answering fans again. Bots without a connected channel stay off.',
    confirmLabel: 'Confirm Action',
    destructive: false,
  },
  deactivate: {
    button: 'Deactivate',
    title: 'Deactivate bots',
    message: 'These bots stop answering fans until they are switched back on.',
    confirmLabel: 'Confirm Action',
    destructive: false,
  },
  delete: {
    button: 'Delete',
    title: 'Delete bots',
    message: 'These bots and their conversations are removed for good. This cannot be undone.',
    confirmLabel: 'Delete Permanently',
    destructive: true,
  },
};
