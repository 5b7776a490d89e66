import { GRANT_VOICE_MESSAGES, type AdminUserBulk } from '@fanline/core';
import type { BulkDialogCopy } from './bulk-action-dialog';

export type UserBulkAction = 'grant_voice' | 'deactivate' | 'delete';

/** What each console button sends: the server's action and its data (SPEC §4 admin user bulk). */
export const USER_BULK_REQUEST: Record<UserBulkAction, Pick<AdminUserBulk, 'action' | 'action_data'>> = {
  grant_voice: { action: 'grant_voice', action_data: { voice_messages: GRANT_VOICE_MESSAGES } },
  deactivate: { action: 'toggle_active', action_data: { active: false } },
  delete: { action: 'delete', action_data: {} },
};

export const USER_BULK_COPY: Record<UserBulkAction, BulkDialogCopy & { button: string }> = {
  grant_voice: {
    button: 'Grant Voice',
    title: 'Grant voice access',
    message: `Each selected user gets the voice upgrade with ${GRANT_VOICE_MESSAGES.toLocaleString('en-US')} voice messages.`,
    confirmLabel: 'Confirm Action',
    destructive: false,
  },
  deactivate: {
    button: 'Deactivate',
    title: 'Deactivate users',
    message: 'These accounts are signed out and their bots stop answering until reactivated.',
    confirmLabel: 'Confirm Action',
    destructive: false,
  },
  delete: {
    button: 'Delete',
    title: 'Delete users',
    message: 'These accounts, their bots and all their data are removed for good. This cannot be undone.',
    confirmLabel: 'Delete Permanently',
    destructive: true,
  },
};
